import { ChevronDown } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { cx } from '../lib/class-names';
import styles from './select-field.module.css';
// Label, box, focus ring and error state are the text field's: one look for every form field.
import fieldStyles from './text-field.module.css';

export interface SelectOption {
  value: number | string;
  label: string;
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** A first, disabled option shown while nothing is chosen (spec §2: value 0). */
  placeholder?: { value: number | string; label: string };
  invalid?: boolean;
}

/** A native select styled like TextField: the phone's own picker, full keyboard support. */
export function SelectField({
  label,
  options,
  placeholder,
  invalid = false,
  id,
  className,
  ...props
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={selectId} className={fieldStyles.label}>
        {label}
      </label>
      <div className={cx(fieldStyles.control, styles.control, invalid && fieldStyles.invalid)}>
        <select
          id={selectId}
          className={styles.select}
          aria-invalid={invalid || undefined}
          {...props}
        >
          {placeholder && (
            <option value={placeholder.value} disabled>
              {placeholder.label}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className={styles.chevron} size={20} aria-hidden="true" />
      </div>
    </div>
  );
}
