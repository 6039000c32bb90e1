import type { ReactNode } from 'react';
import { BackLink } from './back-link';
import styles from './page.module.css';

interface PageProps {
  /** The screen's one h1. */
  title: string;
  /** A sentence under the title. */
  lead?: ReactNode;
  /** The way back to the screen this one was opened from. */
  back?: { to: string; label: string };
  children: ReactNode;
}

/** A signed-in screen: the way back, its title and lead, then its content, evenly spaced. */
export function Page({ title, lead, back, children }: PageProps) {
  return (
    <div className={styles.page}>
      {back && <BackLink to={back.to}>{back.label}</BackLink>}
      <header>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      {children}
    </div>
  );
}
