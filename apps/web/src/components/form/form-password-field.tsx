import { type FieldValues, useController } from 'react-hook-form';
import { PasswordField } from '../password-field';
import type { Bound, InputProps } from './bound-field';

type PasswordProps = Omit<InputProps, 'type' | 'trailing'>;

/** A password input with a show/hide toggle, bound to a react-hook-form field. */
export function FormPasswordField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & PasswordProps) {
  const { field, fieldState } = useController({ control, name });
  return (
    <PasswordField
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value as string}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      error={fieldState.error?.message}
    />
  );
}
