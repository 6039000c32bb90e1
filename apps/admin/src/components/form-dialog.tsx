import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../lib/api-error';
import { serverFieldError } from '../lib/form';
import { Button } from './button';
import { Dialog } from './dialog';
import styles from './form-dialog.module.css';
import { Notice } from './state-message';

/** The message of a field for `TextField`'s `error` (nested names as 'emergencia.0.nome'). */
export function fieldError(errors: FieldErrors, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * A refused write in a form: when the server names a field the form has, its message goes under
 * that field; anything else is returned for the notice on top.
 */
export function useServerError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  error: unknown,
  fields: readonly string[],
  conflictField?: string,
): unknown {
  const mapped = serverFieldError(error, fields, conflictField);
  const { setError } = form;
  useEffect(() => {
    if (mapped) setError(mapped.field as Path<T>, { type: 'server', message: mapped.message });
  }, [error, mapped?.field, mapped?.message, setError]); // eslint-disable-line react-hooks/exhaustive-deps -- `mapped` is derived from `error`
  return mapped ? null : error;
}

export interface DialogFormOptions<I extends FieldValues, O> {
  /** The contract's schema of what the form sends. */
  schema: z.ZodType<O, I>;
  defaultValues: I;
  /** Sends the checked values; a rejection shows under its field or on top of the form. */
  save: (values: O) => Promise<unknown>;
  /** The field a 409 (already in use) belongs to. */
  conflictField?: Path<I>;
}

/**
 * A dialog's form: react-hook-form with the contract's schema, the server's refusal under the field
 * it names, and the dialog's state (busy while saving, so its fields are disabled).
 */
export function useDialogForm<I extends FieldValues, O>({
  schema,
  defaultValues,
  save,
  conflictField,
}: DialogFormOptions<I, O>) {
  const form = useForm<I, unknown, O>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<I>,
  });
  const [failure, setFailure] = useState<unknown>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values);
    } catch (error) {
      setFailure(error);
    }
  });
  const notice = useServerError(form, failure, Object.keys(defaultValues), conflictField);
  return {
    form,
    register: form.register,
    errorOf: (name: Path<I>) => fieldError(form.formState.errors, name),
    dialog: {
      busy: form.formState.isSubmitting,
      error: notice,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    },
  };
}

/**
 * A form in a dialog: the server's refusal on top, the fields (disabled while saving), Cancelar and
 * the submit button (busy meanwhile) below.
 */
export function FormDialog({
  id,
  title,
  busy,
  error,
  onClose,
  onSubmit,
  submitLabel = 'Salvar',
  wide = false,
  layout = 'grid',
  children,
}: {
  id: string;
  title: string;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel?: string;
  wide?: boolean;
  /** 'grid': two columns of short fields; 'stack': one column. */
  layout?: 'grid' | 'stack';
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      wide={wide}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form={id} busy={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {error ? (
        <Notice tone="error" role="alert">
          {errorMessage(error)}
        </Notice>
      ) : null}
      <form id={id} onSubmit={onSubmit} noValidate>
        <fieldset className={styles[layout]} disabled={busy}>
          <legend className="visually-hidden">{title}</legend>
          {children}
        </fieldset>
      </form>
    </Dialog>
  );
}
