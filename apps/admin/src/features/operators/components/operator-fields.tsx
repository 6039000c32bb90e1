import {
  ADMIN_ROLE_LABELS,
  ADMIN_ROLES,
  type AdminRole,
  type NamedRef,
} from '@clube/contract/admin';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Checkbox, SelectField, TextField } from '../../../components/field';
import { fieldError } from '../../../components/form-dialog';
import { sentence } from '../../../lib/form';
import styles from './operator-fields.module.css';

const ROLE_HINTS: Record<AdminRole, string> = {
  admin: 'Tudo, inclusive operadores.',
  operator: 'Somente as empresas escolhidas: membros, cartões e configurações.',
  support: 'Somente leitura nas empresas escolhidas; pode redefinir senhas de membros.',
};

/** The companies an operator or support account works in, as checkboxes. */
function CompanyChecklist({
  companies,
  value,
  onChange,
  error,
}: {
  companies: NamedRef[];
  value: number[];
  onChange: (ids: number[]) => void;
  error: string | undefined;
}) {
  return (
    <fieldset className={styles.companies} aria-invalid={error ? true : undefined}>
      <legend>Empresas</legend>
      <div className={styles.companyList}>
        {companies.map((c) => (
          <Checkbox
            key={c.id}
            label={c.name}
            checked={value.includes(c.id)}
            onChange={(event) =>
              onChange(event.target.checked ? [...value, c.id] : value.filter((id) => id !== c.id))
            }
          />
        ))}
      </div>
      {error ? <p className={styles.error}>{sentence(error)}</p> : null}
    </fieldset>
  );
}

/** What the invitation and the change share: name, role, and the companies unless admin. */
interface RoleValues {
  name?: string | undefined;
  role?: AdminRole | undefined;
  companyIds?: number[] | undefined;
}
/** The invitation's or the change's form, seen through the fields they share. */
export type RoleForm = UseFormReturn<RoleValues, unknown, unknown>;

/**
 * The name, role (with what it may do) and companies of an operator; `extra` goes between the role
 * and the companies (the invitation's e-mail and password).
 */
export function OperatorFields({
  form,
  role,
  companies,
  extra,
}: {
  form: RoleForm;
  role: AdminRole;
  companies: NamedRef[];
  extra?: ReactNode;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <>
      <TextField label="Nome" error={fieldError(errors, 'name')} {...register('name')} />
      <SelectField
        label="Papel"
        hint={ROLE_HINTS[role]}
        error={fieldError(errors, 'role')}
        {...register('role')}
      >
        {ADMIN_ROLES.map((r) => (
          <option key={r} value={r}>
            {ADMIN_ROLE_LABELS[r]}
          </option>
        ))}
      </SelectField>
      {extra}
      {role !== 'admin' ? (
        <Controller
          control={control}
          name="companyIds"
          render={({ field }) => (
            <CompanyChecklist
              companies={companies}
              value={(field.value ?? []).map(Number)}
              onChange={field.onChange}
              error={fieldError(errors, 'companyIds')}
            />
          )}
        />
      ) : null}
    </>
  );
}
