import { formatDate, maskCpf, PROFILE_WITHOUT_CONTRACT, type Identity } from '@clube/contract';
import { FileQuestion, ReceiptText, UserRound } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/button';
import { FullScreenSpinner, Spinner } from '../../../components/spinner';
import { StatusMessage } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { useClubStore } from '../../../lib/club-store';
import { useHolderIdentity } from '../../../lib/use-holder-identity';
import { useCliente } from '../../../lib/records/get-cliente';
import { useContratos } from '../api/get-contrato';
import { useContratoPagamentos } from '../api/get-contrato-pagamento';
import { ContractUnavailable } from '../components/contract-unavailable';
import { FactList } from '../components/fact-list';
import { InvoiceCard } from '../components/invoice-card';
import cardStyles from '../../../components/record-card.module.css';
import { RetryMessage } from '../../../components/retry-message';
import { CONTRACT_TEXTS } from '../contract-texts';
import styles from './contract-pages.module.css';
import { Page } from '../../../components/page';

/** docs/product.md#contract-details: the holder's CPF, name and birth date. */
function HolderCard({ holder }: { holder: Identity }) {
  const titleId = useId();
  const person = useCliente(holder);
  return (
    <section className={cardStyles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={cardStyles.title}>
        Titular
      </h2>
      {person.isPending ? (
        <Spinner label="Carregando o titular…" />
      ) : person.data === undefined ? (
        <RetryMessage
          icon={<UserRound size={30} />}
          title="Não foi possível carregar os dados do titular."
          error={person.error}
          onRetry={() => void person.refetch()}
        />
      ) : (
        <FactList
          facts={[
            { term: 'Nome', value: person.data.nome, wide: true },
            { term: 'CPF', value: maskCpf(person.data.cpf) },
            { term: 'Data de nascimento', value: formatDate(person.data.nascimento) },
          ]}
        />
      )}
    </section>
  );
}

function Payments({ idCliente, idContrato }: { idCliente: number; idContrato: number }) {
  const titleId = useId();
  const invoices = useContratoPagamentos({ idCliente, idContrato });
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {CONTRACT_TEXTS.payments}
      </h2>
      {invoices.isPending ? (
        <FullScreenSpinner />
      ) : invoices.data === undefined ? (
        <RetryMessage
          icon={<ReceiptText size={30} />}
          title={CONTRACT_TEXTS.paymentsFailed}
          error={invoices.error}
          onRetry={() => void invoices.refetch()}
        />
      ) : invoices.data.length === 0 ? (
        <StatusMessage icon={<ReceiptText size={30} />} title={CONTRACT_TEXTS.noPayments}>
          {CONTRACT_TEXTS.noPaymentsHint}
        </StatusMessage>
      ) : (
        <ul className={styles.list}>
          {invoices.data.map((invoice, i) => (
            // An invoice has no id of its own; the list's order is the server's (latest first).
            <li key={`${invoice.vencimento}-${i}`}>
              <InvoiceCard invoice={invoice} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Contrato nº 12 · Plano Família Plus", from the list the member came from (cached). */
function ContractSummary({ idCliente, idContrato }: { idCliente: number; idContrato: number }) {
  const contract = useContratos({ idCliente }).data?.find((c) => c.idContrato === idContrato);
  return (
    <>
      Contrato nº {idContrato}
      {contract?.plano && ` · ${contract.plano}`}
    </>
  );
}

function NoContractChosen() {
  return (
    <StatusMessage
      icon={<FileQuestion size={30} />}
      title={CONTRACT_TEXTS.noneChosen}
      action={
        <Link to={paths.auth.contract} className={buttonClassName('secondary')}>
          Ver contratos
        </Link>
      }
    />
  );
}

/**
 * docs/product.md#contract-details (/auth/contract-details): the contract chosen on /auth/contract
 * (club store `choosedContract`, docs/product.md#acting-identity), its holder and its payments. Back goes to the list.
 */
export function ContractDetailsPage() {
  const holder = useHolderIdentity();
  const idContrato = useClubStore((state) => state.choosedContract);
  if (holder?.idPerfil === PROFILE_WITHOUT_CONTRACT) return <ContractUnavailable />;
  return (
    <Page
      title={CONTRACT_TEXTS.detailsTitle}
      lead={
        holder &&
        idContrato !== null && (
          <ContractSummary idCliente={holder.idCliente} idContrato={idContrato} />
        )
      }
      back={{ to: paths.auth.contract, label: CONTRACT_TEXTS.backToContracts }}
    >
      {!holder ? (
        <FullScreenSpinner />
      ) : idContrato === null ? (
        <NoContractChosen />
      ) : (
        <>
          <HolderCard holder={holder} />
          <Payments idCliente={holder.idCliente} idContrato={idContrato} />
        </>
      )}
    </Page>
  );
}
