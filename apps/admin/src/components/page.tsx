import { useEffect, type ReactNode } from 'react';
import styles from './page.module.css';

/** A screen's heading, its actions, and the document title (what a screen reader announces first). */
export function PageHeader({
  title,
  description,
  actions,
  back,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  back?: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Console Clube`;
  }, [title]);
  return (
    <header className={styles.header}>
      <div className={styles.heading}>
        {back}
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}

export function Panel({
  title,
  actions,
  children,
  className,
  labelledBy,
}: {
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  const headingId = labelledBy ?? (title ? `panel-${title.replace(/\W+/g, '-')}` : undefined);
  return (
    <section
      className={[styles.panel, className].filter(Boolean).join(' ')}
      aria-labelledby={title ? headingId : undefined}
    >
      {title || actions ? (
        <div className={styles.panelHeader}>
          {title ? (
            <h2 id={headingId} className={styles.panelTitle}>
              {title}
            </h2>
          ) : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}

export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: 'neutral' | 'success' | 'danger' | 'warning' | 'info';
  children: ReactNode;
}) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}

/** Label/value pairs (a member's profile, a job's summary). */
export function Details({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className={styles.details}>
      {items.map((item) => (
        <div key={item.label} className={styles.detail}>
          <dt>{item.label}</dt>
          <dd>{item.value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
