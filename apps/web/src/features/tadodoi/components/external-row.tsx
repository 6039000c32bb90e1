import { ExternalLink, type LucideIcon } from 'lucide-react';
import { EXTERNAL_REL } from '../../../lib/external-link';
import cardStyles from '../../../components/record-card.module.css';
import styles from '../pages/tadodoi-pages.module.css';

interface ExternalRowProps {
  href: string;
  label: string;
  detail?: string;
  Icon: LucideIcon;
  /** tel: hands over to the phone's own app; http(s) opens a new tab. */
  newTab?: boolean;
}

/** One tappable row that leaves the app: a video service, a call, a chat. */
export function ExternalRow({ href, label, detail, Icon, newTab = true }: ExternalRowProps) {
  return (
    <a
      className={styles.row}
      href={href}
      {...(newTab ? { target: '_blank', rel: EXTERNAL_REL } : {})}
    >
      <span className={cardStyles.icon} aria-hidden="true">
        <Icon size={24} strokeWidth={1.9} />
      </span>
      <span className={styles.rowText}>
        <strong>{label}</strong>
        {detail && <span className={styles.rowDetail}>{detail}</span>}
      </span>
      {newTab && (
        <>
          <ExternalLink size={20} aria-hidden="true" />
          <span className="visually-hidden">(abre em nova aba)</span>
        </>
      )}
    </a>
  );
}
