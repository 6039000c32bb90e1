import type { ReactNode } from 'react';
import styles from './toolbar.module.css';

/** The row of filters above a table. */
export function Toolbar({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div className={styles.toolbar} role="search" aria-label={label}>
      {children}
    </div>
  );
}
