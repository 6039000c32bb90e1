import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from '../lib/class-names';
import styles from './text-field.module.css';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Marks the field red and aria-invalid. */
  invalid?: boolean;
  /** A short message under the field; implies `invalid` (WCAG 3.3.1: errors named in text). */
  error?: string;
  /** Rendered inside the box, after the input (e.g. a show/hide button). */
  trailing?: ReactNode;
}

export function TextField({
  label,
  invalid = false,
  error,
  trailing,
  id,
  className,
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const message = fieldMessage(inputId, error, describedBy);
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={cx(styles.control, (invalid || message.shown) && styles.invalid)}>
        <input
          id={inputId}
          className={styles.input}
          aria-invalid={invalid || message.shown || undefined}
          aria-describedby={message.describedBy}
          {...props}
        />
        {trailing}
      </div>
      {message.element}
    </div>
  );
}

/** The message under a field and the aria-describedby that links it to the control. */
export function fieldMessage(controlId: string, error: string | undefined, describedBy?: string) {
  const errorId = `${controlId}-error`;
  const shown = error !== undefined && error !== '';
  return {
    shown,
    describedBy: cx(describedBy, shown && errorId) || undefined,
    element: shown ? (
      <p id={errorId} className={styles.error}>
        {error}
      </p>
    ) : null,
  };
}

export const trailingButtonClassName = styles.trailing;
