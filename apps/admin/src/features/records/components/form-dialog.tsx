import type { FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** What every record dialog gets from the card's records: the write's state and its callbacks. */
export interface DialogFrame {
  busy: boolean;
  error: unknown;
  onClose: () => void;
}
export interface DialogProps<B> extends DialogFrame {
  onSave: (body: B) => void;
}

/** A dialog that creates a record, or edits `record` (sending only what changed). */
export type CreateOrEdit<R, Create, Update> =
  | { record?: undefined; onSave: (body: Create) => void }
  | { record: R; onSave: (body: Update) => void };

import { useServerError } from '../../../components/form-dialog';

export { fieldError, FormDialog } from '../../../components/form-dialog';

/**
 * The values of the fields the operator changed from `initial` (what a PATCH sends: only those
 * change), or null when none did.
 */
function changedValues<T extends FieldValues>(values: T, initial: T): Partial<T> | null {
  const keys = (Object.keys(values) as (keyof T)[]).filter((key) => values[key] !== initial[key]);
  if (keys.length === 0) return null;
  return Object.fromEntries(keys.map((key) => [key, values[key]])) as Partial<T>;
}

/**
 * The create form's resolver for an edit of `initial`: only the changed fields are sent, so only
 * their errors stop it. A value saved under older rules (the seed's payment form "Boleto
 * bancário") stays as it is until the operator changes it; the server checks what it receives.
 */
function editResolver<T extends FieldValues>(
  resolver: Resolver<T>,
  initial: T | undefined,
): Resolver<T> {
  if (!initial) return resolver;
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = Object.fromEntries(
      Object.entries(result.errors).filter(([key]) => values[key] !== initial[key]),
    ) as typeof result.errors;
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

/**
 * The form of a record's dialog: `schema` checks what is typed, which is sent as typed (the server
 * parses R$ and masks). Given `initial`, it edits: only the changed fields are checked and sent,
 * and with nothing changed the dialog just closes.
 */
export function useRecordForm<T extends FieldValues>(
  schema: z.ZodType<unknown, T>,
  blank: T,
  initial: T | undefined,
  props: DialogFrame & CreateOrEdit<object, T, Partial<T>>,
) {
  const { register, handleSubmit, formState, setError } = useForm<T>({
    resolver: editResolver(zodResolver(schema, undefined, { raw: true }), initial),
    defaultValues: (initial ?? blank) as DefaultValues<T>,
  });
  const submit = handleSubmit((values) => {
    if (props.record === undefined || initial === undefined) return props.onSave(values);
    const changed = changedValues(values, initial);
    return changed ? props.onSave(changed) : props.onClose();
  });
  const notice = useServerError({ setError }, props.error, Object.keys(blank));
  return {
    register,
    errors: formState.errors,
    /** The refusal that names no field of the form, for the notice on top. */
    error: notice,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
}
