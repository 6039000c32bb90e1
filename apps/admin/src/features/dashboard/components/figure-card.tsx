import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format';
import styles from './figure-card.module.css';

/** One figure of the dashboard: its value, what it counts, and the list it comes from. */
export function FigureCard({
  label,
  value,
  hint,
  to,
  linkLabel,
  format = formatCount,
}: {
  label: string;
  value: number | null;
  /** How the value reads (a count by default; money for the savings). */
  format?: (value: number) => string;
  hint?: ReactNode;
  /** The list behind the figure; none when the operator may not open it. */
  to: string | null;
  linkLabel: string;
}) {
  return (
    <article className={styles.card} aria-label={label}>
      <p className={styles.label}>{label}</p>
      <p className={styles.value}>{value === null ? '—' : format(value)}</p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {to ? (
        <Link className={styles.link} to={to}>
          {linkLabel}
        </Link>
      ) : null}
    </article>
  );
}
