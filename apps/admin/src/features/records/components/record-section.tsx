import type { ReactNode } from 'react';
import { Button } from '../../../components/button';
import styles from './card-records.module.css';

/**
 * One kind of a card's records: its heading, the button that adds one (when the operator may),
 * and its items or the sentence that says there are none.
 */
export function RecordSection({
  title,
  scope,
  add,
  empty,
  count,
  children,
}: {
  title: string;
  /** The card's company, in the section's name for screen readers ('Receitas · Viva Mais'). */
  scope: string;
  add: { label: string; onClick: () => void } | null;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-label={`${title} · ${scope}`}>
      <div className={styles.row}>
        <h4>{title}</h4>
        {add ? (
          <Button size="sm" variant="secondary" onClick={add.onClick}>
            {add.label}
          </Button>
        ) : null}
      </div>
      {count === 0 ? <p className={styles.muted}>{empty}</p> : children}
    </section>
  );
}
