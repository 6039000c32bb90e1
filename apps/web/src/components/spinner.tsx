import { cx } from '../lib/class-names';
import styles from './spinner.module.css';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; omit when the surrounding control already says it is busy. */
  label?: string;
}

export function Spinner({ size = 'md', label }: SpinnerProps) {
  const className = cx(styles.spinner, size === 'sm' && styles.sm, size === 'lg' && styles.lg);
  if (!label) return <span className={className} aria-hidden="true" />;
  return (
    <span role="status" className={className}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export function FullScreenSpinner() {
  return (
    <div className={styles.fullScreen}>
      <Spinner size="lg" label="Carregando…" />
    </div>
  );
}
