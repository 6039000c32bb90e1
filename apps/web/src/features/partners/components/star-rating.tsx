import { Star } from 'lucide-react';
import { useId } from 'react';
import { cx } from '../../../lib/class-names';
import { STARS } from '../partner-texts';
import styles from './star-rating.module.css';

const starLabel = (n: number) => (n === 1 ? '1 estrela' : `${n} estrelas`);

/** Stars 1–5 as a native radio group: arrow keys move, Space checks, each star is named. */
export function StarRatingInput({
  value,
  onChange,
  disabled = false,
}: {
  value: number;
  onChange: (nota: number) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className={styles.stars} disabled={disabled}>
      <legend className="visually-hidden">Nota</legend>
      {STARS.map((n) => (
        <label key={n} className={cx(styles.star, n <= value && styles.filled)}>
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            aria-label={starLabel(n)}
            className={styles.input}
          />
          <Star size={34} aria-hidden="true" />
        </label>
      ))}
    </fieldset>
  );
}

/** A stored rating, read only. */
export function StarRatingView({ value }: { value: number }) {
  return (
    <p className={styles.stars} role="img" aria-label={`Nota ${value} de 5`}>
      {STARS.map((n) => (
        <span key={n} className={cx(styles.star, n <= value && styles.filled)}>
          <Star size={28} aria-hidden="true" />
        </span>
      ))}
    </p>
  );
}
