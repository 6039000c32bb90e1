import { type FieldValues, useController } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from '../select-field';
import type { Bound } from './bound-field';

type SelectProps = Omit<
  SelectFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'invalid' | 'error'
>;

/** A native select bound to a react-hook-form field; a numeric field keeps numbers. */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & SelectProps) {
  const { field, fieldState } = useController({ control, name });
  const numeric = typeof field.value === 'number';
  return (
    <SelectField
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value as string | number}
      onBlur={field.onBlur}
      onChange={(event) => {
        const { value } = event.currentTarget;
        field.onChange(numeric ? Number(value) : value);
      }}
      error={fieldState.error?.message}
    />
  );
}
