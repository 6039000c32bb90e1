import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark';
import styles from './simple-layout.module.css';

/** The centred column of the screens outside the authenticated shell (login, terms, card choice). */
export function SimpleLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <BrandMark />
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
