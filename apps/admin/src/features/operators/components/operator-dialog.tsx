import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_ROLE_LABELS,
  ADMIN_ROLES,
  createOperatorBody,
  updateOperatorBody,
  type CreateOperatorBody,
  type CreateOperatorResponse,
  type NamedRef,
  type Operator,
  type UpdateOperatorBody,
} from '@clube/contract/admin';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Checkbox, SelectField, TextField } from '../../../components/field';
import { Notice } from '../../../components/state-message';
import { errorMessage } from '../../../lib/api-error';
import { sentence } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useCreateOperator, useUpdateOperator } from '../api/operators';
import styles from './operator-dialog.module.css';

const ROLE_HINTS = {
  admin: 'Tudo, inclusive operadores.',
  operator: 'Somente as empresas escolhidas: membros, cartões e configurações.',
  support: 'Somente leitura nas empresas escolhidas; pode redefinir senhas de membros.',
} as const;

function CompanyPicker({
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

type InviteValues = z.input<typeof createOperatorBody>;

export function InviteOperatorDialog({
  open,
  onClose,
  companies,
}: {
  open: boolean;
  onClose: () => void;
  companies: NamedRef[];
}) {
  const create = useCreateOperator();
  const [created, setCreated] = useState<CreateOperatorResponse | null>(null);
  const {
    register,
    control,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<InviteValues, unknown, CreateOperatorBody>({
    resolver: zodResolver(createOperatorBody),
    defaultValues: { email: '', name: '', role: 'operator', companyIds: [] },
  });
  const role = watch('role');
  const close = () => {
    reset();
    create.reset();
    setCreated(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      title={created ? 'Operador convidado' : 'Convidar operador'}
      onClose={close}
      wide
      footer={
        created ? (
          <Button onClick={close}>Concluir</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" form="invite-operator" busy={create.isPending}>
              Convidar
            </Button>
          </>
        )
      }
    >
      {created ? (
        <Notice tone="success" role="status">
          <p>
            {created.operator.name} ({created.operator.email}) pode entrar no console
            {created.initialPassword ? ' com a senha inicial abaixo, mostrada só agora' : ''}. No
            primeiro acesso, troca a senha e cadastra o aplicativo autenticador.
          </p>
          {created.initialPassword ? (
            <p className={styles.password}>
              <code aria-label="Senha inicial">{created.initialPassword}</code>
            </p>
          ) : null}
        </Notice>
      ) : (
        <form
          id="invite-operator"
          className={styles.form}
          onSubmit={handleSubmit((body) =>
            create.mutate(body, {
              onSuccess: (answer) => {
                setCreated(answer);
                toast.success('Operador convidado.');
              },
            }),
          )}
          noValidate
        >
          {create.error ? (
            <Notice tone="error" role="alert">
              {errorMessage(create.error)}
            </Notice>
          ) : null}
          <div className={styles.grid}>
            <TextField label="Nome" error={errors.name?.message} {...register('name')} />
            <TextField
              label="E-mail"
              type="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <SelectField
              label="Papel"
              hint={ROLE_HINTS[role ?? 'operator']}
              error={errors.role?.message}
              {...register('role')}
            >
              {ADMIN_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ADMIN_ROLE_LABELS[r]}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Senha inicial"
              type="password"
              autoComplete="new-password"
              hint="Opcional: em branco, o sistema gera uma e mostra uma única vez."
              error={errors.password?.message}
              {...register('password', { setValueAs: (v: string) => (v ? v : undefined) })}
            />
          </div>
          {role !== 'admin' ? (
            <Controller
              control={control}
              name="companyIds"
              render={({ field }) => (
                <CompanyPicker
                  companies={companies}
                  value={(field.value ?? []).map(Number)}
                  onChange={field.onChange}
                  error={errors.companyIds?.message}
                />
              )}
            />
          ) : null}
        </form>
      )}
    </Dialog>
  );
}

type EditValues = z.input<typeof updateOperatorBody>;

export function EditOperatorDialog({
  operator,
  onClose,
  companies,
}: {
  operator: Operator | null;
  onClose: () => void;
  companies: NamedRef[];
}) {
  return (
    <Dialog open={operator !== null} title="Alterar operador" onClose={onClose} wide footer={null}>
      {operator ? (
        <EditOperatorForm
          key={operator.id}
          operator={operator}
          onClose={onClose}
          companies={companies}
        />
      ) : null}
    </Dialog>
  );
}

function EditOperatorForm({
  operator,
  onClose,
  companies,
}: {
  operator: Operator;
  onClose: () => void;
  companies: NamedRef[];
}) {
  const update = useUpdateOperator();
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<EditValues, unknown, UpdateOperatorBody>({
    resolver: zodResolver(updateOperatorBody),
    defaultValues: {
      name: operator.name,
      role: operator.role,
      companyIds: operator.companies.map((c) => c.id),
    },
  });
  const role = watch('role');
  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit((body) =>
        update.mutate(
          { id: operator.id, body: role === 'admin' ? { ...body, companyIds: [] } : body },
          {
            onSuccess: () => {
              toast.success('Operador alterado.');
              onClose();
            },
          },
        ),
      )}
      noValidate
    >
      {update.error ? (
        <Notice tone="error" role="alert">
          {errorMessage(update.error)}
        </Notice>
      ) : null}
      <p className={styles.muted}>{operator.email}</p>
      <div className={styles.grid}>
        <TextField label="Nome" error={errors.name?.message} {...register('name')} />
        <SelectField
          label="Papel"
          hint={ROLE_HINTS[role ?? operator.role]}
          error={errors.role?.message}
          {...register('role')}
        >
          {ADMIN_ROLES.map((r) => (
            <option key={r} value={r}>
              {ADMIN_ROLE_LABELS[r]}
            </option>
          ))}
        </SelectField>
      </div>
      {role !== 'admin' ? (
        <Controller
          control={control}
          name="companyIds"
          render={({ field }) => (
            <CompanyPicker
              companies={companies}
              value={(field.value ?? []).map(Number)}
              onChange={field.onChange}
              error={errors.companyIds?.message}
            />
          )}
        />
      ) : null}
      <div className={styles.footer}>
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" busy={update.isPending}>
          Salvar
        </Button>
      </div>
    </form>
  );
}
