import { PROFILE_WITHOUT_CONTRACT, type Contract } from '@clube/contract';
import { FileText } from 'lucide-react';
import { useNavigate } from 'react-router';
import { FullScreenSpinner } from '../../../components/spinner';
import { StatusMessage } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { useClubStore } from '../../../lib/club-store';
import { useHolderIdentity } from '../../../lib/use-holder-identity';
import { useContratos } from '../api/get-contrato';
import { ContractCard } from '../components/contract-card';
import { ContractUnavailable } from '../components/contract-unavailable';
import { RetryMessage } from '../../../components/retry-message';
import { CONTRACT_TEXTS } from '../contract-texts';
import styles from './contract-pages.module.css';
import { Page } from '../../../components/page';

function Contracts({ idCliente }: { idCliente: number }) {
  const navigate = useNavigate();
  const update = useClubStore((state) => state.update);
  const list = useContratos({ idCliente });

  function openDetails(contract: Contract) {
    update({ choosedContract: contract.idContrato });
    void navigate(paths.auth.contractDetails);
  }

  if (list.isPending) return <FullScreenSpinner />;
  if (list.data === undefined) {
    return (
      <RetryMessage
        icon={<FileText size={30} />}
        title={CONTRACT_TEXTS.loadFailed}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.data.length === 0) {
    return (
      <StatusMessage icon={<FileText size={30} />} title={CONTRACT_TEXTS.empty}>
        {CONTRACT_TEXTS.emptyHint}
      </StatusMessage>
    );
  }
  return (
    <ul className={styles.list}>
      {list.data.map((contract) => (
        <li key={contract.idContrato}>
          <ContractCard contract={contract} onDetails={openDetails} />
        </li>
      ))}
    </ul>
  );
}

/** docs/product.md#contracts (/auth/contract): the chosen card's contracts; none for profile 9 (docs/product.md#members-cards-and-companies). */
export function ContractPage() {
  const holder = useHolderIdentity();
  if (holder?.idPerfil === PROFILE_WITHOUT_CONTRACT) return <ContractUnavailable />;
  return (
    <Page title={CONTRACT_TEXTS.title}>
      {holder ? <Contracts idCliente={holder.idCliente} /> : <FullScreenSpinner />}
    </Page>
  );
}
