import type { ReactNode } from 'react';
import { cx } from '../../../lib/class-names';
import styles from '../../../components/record-card.module.css';

export interface Fact {
  term: string;
  value: ReactNode;
  /** Takes the whole row (a long text such as a plan name). */
  wide?: boolean;
}

/** Label–value pairs in two columns; an empty value reads as a dash. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(({ term, value, wide }) => (
        <div key={term} className={cx(styles.fact, wide && styles.wide)}>
          <dt>{term}</dt>
          <dd>{value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
