import type { MaskitoOptions } from '@maskito/core';
import { useMaskito } from '@maskito/react';
import { useCallback } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import { TextField } from '../text-field';
import type { Bound, InputProps } from './bound-field';

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
