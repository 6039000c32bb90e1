import type { FormEvent, ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Notice } from '../../../components/state-message';
import { errorMessage } from '../../../lib/api-error';
import styles from './card-records.module.css';

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

/** The contract's message of a field, for `TextField`'s `error`. */
export const fieldError = (errors: FieldErrors, name: string) =>
  (errors[name]?.message as string | undefined) ?? undefined;

/**
 * The values of the fields the operator changed (what a PATCH sends: only those change), or
 * null when none did.
 */
export function changedValues<T extends object>(
  values: T,
  dirty: Partial<Record<keyof T, unknown>>,
): Partial<T> | null {
  const keys = (Object.keys(values) as (keyof T)[]).filter((key) => dirty[key]);
  if (keys.length === 0) return null;
  return Object.fromEntries(keys.map((key) => [key, values[key]])) as Partial<T>;
}

/**
 * A record's form in a dialog: the server's refusal on top, the fields (disabled while the write
 * runs), Cancelar and Salvar (busy meanwhile) below.
 */
export function FormDialog({
  id,
  title,
  busy,
  error,
  onClose,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form={id} busy={busy}>
            Salvar
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
        <fieldset className={styles.grid} disabled={busy}>
          <legend className="visually-hidden">{title}</legend>
          {children}
        </fieldset>
      </form>
    </Dialog>
  );
}
