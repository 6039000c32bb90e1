import { Stethoscope } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/button';
import { StatusMessage } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { useChosenCompany } from '../../../lib/use-chosen-company';
import { TADODOI_TEXTS } from '../tadodoi-texts';

/** The health screens need the chosen card's atendimentoLiberado (docs/product.md#members-cards-and-companies); else say why not. */
export function AttendanceGate({ children }: { children: ReactNode }) {
  const company = useChosenCompany();
  if (company && !company.atendimentoLiberado) {
    return (
      <StatusMessage
        icon={<Stethoscope size={30} />}
        title={TADODOI_TEXTS.unavailable}
        action={
          <Link to={paths.auth.menu} className={buttonClassName('secondary')}>
            Voltar para o menu
          </Link>
        }
      >
        {TADODOI_TEXTS.unavailableHint}
      </StatusMessage>
    );
  }
  return children;
}
