import { ADMIN_RESOURCE_LABELS, type AdminResource, type AuditEntry } from '@clube/contract/admin';
import { Link } from 'react-router';
import { auditActionLabel } from '../../../components/audit-changes';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import styles from './latest-audit.module.css';

const resourceLabel = (resource: string) =>
  ADMIN_RESOURCE_LABELS[resource as AdminResource] ?? resource;

/** The newest entries of the audit log: who did what, to which kind of record, when. */
export function LatestAudit({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className={styles.empty}>Nenhuma alteração registrada.</p>;
  return (
    <ol className={styles.list}>
      {entries.map((e) => (
        <li key={e.id} className={styles.item}>
          <span className={styles.what}>
            <strong>{auditActionLabel(e.action)}</strong> · {resourceLabel(e.resource)} nº{' '}
            {e.recordId}
          </span>
          <span className={styles.who}>
            {e.operatorName} · <time dateTime={e.at}>{formatDateTime(e.at)}</time>
          </span>
        </li>
      ))}
      <li className={styles.more}>
        <Link to={paths.audit}>Ver o registro de auditoria</Link>
      </li>
    </ol>
  );
}
