import type { ReactNode } from 'react';
import { BackLink } from './back-link';
import styles from './form-screen.module.css';

interface FormScreenProps {
  title: string;
  /** A line under the title, e.g. what the asterisk means. */
  lead?: string;
  /** The way back; left out on a screen of the bottom navigation. */
  back?: { to: string; label: string };
  children: ReactNode;
}

/** The frame of a form screen: the way back, the title, and the form on a card. */
export function FormScreen({ title, lead, back, children }: FormScreenProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {back && <BackLink to={back.to}>{back.label}</BackLink>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      {children}
    </div>
  );
}

/** One white card of a form screen; a screen may stack several (the profile and its password). */
export function FormCard({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <section className={styles.card} aria-label={label}>
      {children}
    </section>
  );
}
