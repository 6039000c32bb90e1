import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from './button';
import { StatusMessage } from './status-message';

interface SectionUnavailableProps {
  backTo: string;
  backLabel: string;
}

/** What a route shows until the issue that builds its screen lands; it does not pretend to be one. */
export function SectionUnavailable({ backTo, backLabel }: SectionUnavailableProps) {
  return (
    <StatusMessage
      icon={<Clock size={30} />}
      title="Esta seção ainda não está disponível."
      action={
        <Link to={backTo} className={buttonClassName('secondary')}>
          {backLabel}
        </Link>
      }
    />
  );
}
