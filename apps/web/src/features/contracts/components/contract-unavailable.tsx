import { FileX2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/button';
import { StatusMessage } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { CONTRACT_TEXTS } from '../contract-texts';

/** docs/product.md#members-cards-and-companies: profile 9 has no Contrato; a deep link says so instead of showing an empty list. */
export function ContractUnavailable() {
  return (
    <StatusMessage
      icon={<FileX2 size={30} />}
      title={CONTRACT_TEXTS.unavailable}
      action={
        <Link to={paths.auth.menu} className={buttonClassName('secondary')}>
          Voltar para o menu
        </Link>
      }
    >
      {CONTRACT_TEXTS.unavailableHint}
    </StatusMessage>
  );
}
