import { ChevronDown } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { cx } from '../lib/class-names';
import styles from './select-field.module.css';
// Label, box, focus ring and error state are the text field's: one look for every form field.
import { fieldMessage } from './text-field';
import fieldStyles from './text-field.module.css';

export interface SelectOption {
  value: number | string;
  label: string;
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** A first, disabled option shown while nothing is chosen (docs/product.md#add-or-update-a-dependent: value 0). */
  placeholder?: { value: number | string; label: string };
  invalid?: boolean;
  /** A short message under the field; implies `invalid`. */
  error?: string;
}

/** A native select styled like TextField: the phone's own picker, full keyboard support. */
export function SelectField({
  label,
  options,
  placeholder,
  invalid = false,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  ...props
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const message = fieldMessage(selectId, error, describedBy);
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={selectId} className={fieldStyles.label}>
        {label}
      </label>
      <div
        className={cx(
          fieldStyles.control,
          styles.control,
          (invalid || message.shown) && fieldStyles.invalid,
        )}
      >
        <select
          id={selectId}
          className={styles.select}
          aria-invalid={invalid || message.shown || undefined}
          aria-describedby={message.describedBy}
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
      {message.element}
    </div>
  );
}
