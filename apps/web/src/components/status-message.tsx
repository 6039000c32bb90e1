import type { ReactNode } from 'react';
import styles from './status-message.module.css';

interface StatusMessageProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}

/** A centred icon, sentence and action: empty states, unavailable sections, errors. */
export function StatusMessage({ icon, title, children, action }: StatusMessageProps) {
  return (
    <div className={styles.status}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <h1 className={styles.title}>{title}</h1>
      {children && <p className={styles.text}>{children}</p>}
      {action}
    </div>
  );
}
