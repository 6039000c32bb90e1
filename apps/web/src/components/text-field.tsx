import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from '../lib/class-names';
import styles from './text-field.module.css';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Marks the field red and aria-invalid. */
  invalid?: boolean;
  /** Rendered inside the box, after the input (e.g. a show/hide button). */
  trailing?: ReactNode;
}

export function TextField({
  label,
  invalid = false,
  trailing,
  id,
  className,
  ...props
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={cx(styles.control, invalid && styles.invalid)}>
        <input
          id={inputId}
          className={styles.input}
          aria-invalid={invalid || undefined}
          {...props}
        />
        {trailing}
      </div>
    </div>
  );
}

export const trailingButtonClassName = styles.trailing;
