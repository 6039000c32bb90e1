import type { MaskitoOptions } from '@maskito/core';
import { useMaskito } from '@maskito/react';
import { useCallback } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { PasswordField } from '../password-field';
import { SelectField, type SelectFieldProps } from '../select-field';
import { TextField, type TextFieldProps } from '../text-field';

/** What every form field takes: the form's control and the field's name. */
interface Bound<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
}

type InputProps = Omit<
  TextFieldProps,
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onInput'
  | 'onBlur'
  | 'ref'
  | 'invalid'
  | 'error'
>;

export interface FormTextFieldProps<T extends FieldValues> extends Bound<T>, InputProps {
  /** A Maskito mask (CPF, phone, date): the value is kept as shown, masked. */
  mask?: MaskitoOptions;
}

/** A text input bound to a react-hook-form field, with its error shown under it. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  mask,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const maskRef = useMaskito({ options: mask ?? null });
  const { ref: fieldRef } = field;
  const ref = useCallback(
    (element: HTMLInputElement | null) => {
      fieldRef(element);
      maskRef(element);
    },
    [fieldRef, maskRef],
  );
  const onValue = (event: { currentTarget: HTMLInputElement }) =>
    field.onChange(event.currentTarget.value);
  return (
    <TextField
      {...props}
      ref={ref}
      name={field.name}
      value={field.value as string}
      onBlur={field.onBlur}
      // Maskito rewrites the value and fires `input` itself; React's onChange would miss it.
      {...(mask ? { onInput: onValue } : { onChange: onValue })}
      error={fieldState.error?.message}
    />
  );
}

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
