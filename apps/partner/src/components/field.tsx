import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styles from './field.module.css';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  /** The field's problem, said under it and read by screen readers. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input; its error line keeps its height so a message never moves the form. */
export function Field({ label, hint, error, id, className, ...input }: FieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <input
        id={inputId}
        className={[styles.input, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined
        }
        {...input}
      />
      <span id={errorId} className={styles.error} role={error ? 'alert' : undefined}>
        {error}
      </span>
    </div>
  );
}
