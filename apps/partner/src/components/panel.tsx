import type { ReactNode } from 'react';
import styles from './panel.module.css';

/** A screen's column: one narrow column, phone first. */
export function Page({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <main className={styles.page} aria-label={label}>
      {children}
    </main>
  );
}

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <section className={[styles.card, className].filter(Boolean).join(' ')}>{children}</section>
  );
}

/** A refusal or failure said at once to screen readers; nothing when there is none. */
export function Alert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className={styles.alert} role="alert">
      {children}
    </p>
  );
}

export function Loading({ label = 'Carregando…' }: { label?: string }) {
  return (
    <div className={styles.center} role="status">
      <p className={styles.muted}>{label}</p>
    </div>
  );
}

export const panelStyles = styles;
