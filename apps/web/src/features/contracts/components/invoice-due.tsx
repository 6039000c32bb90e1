import { formatBRL, formatDate, PROFILE_WITHOUT_CONTRACT, todayInBrazil } from '@clube/contract';
import { Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { HomeTile, HomeTileSkeleton } from '../../../components/home-tile';
import { paths } from '../../../config/paths';
import { useClubStore } from '../../../lib/club-store';
import { useHolderIdentity } from '../../../lib/use-holder-identity';
import { useContratoPagamentos } from '../api/get-contrato-pagamento';
import { useContratos } from '../api/get-contrato';
import { PAYMENT_TEXTS } from '../contract-texts';
import { invoiceToPay, isOverdue } from '../invoice-state';
import { PayActions } from './pay-actions';
import styles from './invoice-due.module.css';

const SKELETON = <HomeTileSkeleton label="Carregando suas faturas…" />;

function ContractInvoice({
  idCliente,
  idContrato,
  today,
}: {
  idCliente: number;
  idContrato: number;
  today: string;
}) {
  const update = useClubStore((state) => state.update);
  const invoices = useContratoPagamentos({ idCliente, idContrato });
  if (invoices.isPending) return SKELETON;
  const invoice = invoiceToPay(invoices.data ?? [], today);
  if (!invoice) return null;
  const overdue = isOverdue(invoice, today);
  return (
    <HomeTile
      icon={<Receipt size={22} />}
      title={overdue ? PAYMENT_TEXTS.overdue : 'Fatura em aberto'}
      tone={overdue ? 'alert' : undefined}
      actions={
        <>
          <PayActions invoice={invoice} className={styles.pay} />
          <Link
            to={paths.auth.contractDetails}
            className={styles.more}
            onClick={() => update({ choosedContract: idContrato })}
          >
            Ver pagamentos
          </Link>
        </>
      }
    >
      <p className={styles.amount}>{formatBRL(invoice.valor)}</p>
      <p>
        Vencimento {formatDate(invoice.vencimento)}
        {overdue && `. ${PAYMENT_TEXTS.overdueHint}`}
      </p>
    </HomeTile>
  );
}

/**
 * docs/product.md#home: the invoice to pay now (the oldest overdue, else the next due) of the card's
 * running contract, with its amount and how to pay it. Nothing when all is paid.
 */
export function InvoiceDue({ today = todayInBrazil() }: { today?: string }) {
  const holder = useHolderIdentity();
  const hidden = !holder || holder.idPerfil === PROFILE_WITHOUT_CONTRACT;
  const contracts = useContratos({ idCliente: holder?.idCliente ?? 0 }, !hidden);
  if (hidden) return null;
  if (contracts.isPending) return SKELETON;
  const running = contracts.data?.find((c) => c.status.trim().toLowerCase() === 'ativo');
  if (!running) return null;
  return (
    <ContractInvoice idCliente={running.idCliente} idContrato={running.idContrato} today={today} />
  );
}
