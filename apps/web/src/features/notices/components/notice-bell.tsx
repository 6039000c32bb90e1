import { NOTICE_TEXTS, type Identity } from '@clube/contract';
import { Bell } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useActingIdentity } from '../../../lib/use-acting-identity';
import { useAvisos } from '../api/avisos';
import styles from './notice-bell.module.css';

function BellLink({ acting, className }: { acting: Identity; className: string }) {
  const unread = useAvisos(acting).data?.naoLidos ?? 0;
  const label = NOTICE_TEXTS.bell(unread);
  return (
    <NavLink to={paths.auth.notices} className={className} aria-label={label} title={label}>
      <Bell size={24} aria-hidden="true" />
      {unread > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </NavLink>
  );
}

/** The header's bell: opens 'Avisos'; its badge and accessible name carry the unread count. */
export function NoticeBell({ className = '' }: { className?: string | undefined }) {
  const acting = useActingIdentity();
  if (!acting) return null;
  return <BellLink acting={acting} className={`${className} ${styles.bell}`} />;
}
