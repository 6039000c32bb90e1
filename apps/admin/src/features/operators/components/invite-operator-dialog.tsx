import {
  createOperatorBody,
  type CreateOperatorResponse,
  type NamedRef,
} from '@clube/contract/admin';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/field';
import { FormDialog, useDialogForm } from '../../../components/form-dialog';
import { Notice } from '../../../components/state-message';
import { useCreateOperator } from '../api/operators';
import styles from './operator-fields.module.css';
import { OperatorFields, type RoleForm } from './operator-fields';

/** An invitation: name, e-mail, role, companies and an optional initial password. */
export function InviteOperatorDialog({
  onClose,
  companies,
}: {
  onClose: () => void;
  companies: NamedRef[];
}) {
  const create = useCreateOperator();
  const [created, setCreated] = useState<CreateOperatorResponse | null>(null);
  const { form, register, errorOf, dialog } = useDialogForm({
    schema: createOperatorBody,
    defaultValues: { email: '', name: '', role: 'operator', companyIds: [], password: undefined },
    conflictField: 'email',
    save: async (body) => setCreated(await create.mutateAsync({ body })),
  });
  if (created) return <InvitedDialog created={created} onClose={onClose} />;
  return (
    <FormDialog
      id="invite-operator"
      title="Convidar operador"
      submitLabel="Convidar"
      wide
      onClose={onClose}
      {...dialog}
    >
      <OperatorFields
        form={form as unknown as RoleForm}
        role={form.watch('role') ?? 'operator'}
        companies={companies}
        extra={
          <>
            <TextField
              label="E-mail"
              type="email"
              error={errorOf('email')}
              {...register('email')}
            />
            <TextField
              label="Senha inicial"
              type="password"
              autoComplete="new-password"
              hint="Opcional: em branco, o sistema gera uma e mostra uma única vez."
              error={errorOf('password')}
              {...register('password', { setValueAs: (v: string) => (v ? v : undefined) })}
            />
          </>
        }
      />
    </FormDialog>
  );
}

/** Who was invited, and the initial password when the system made one (shown only now). */
function InvitedDialog({
  created,
  onClose,
}: {
  created: CreateOperatorResponse;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      title="Operador convidado"
      onClose={onClose}
      wide
      footer={<Button onClick={onClose}>Concluir</Button>}
    >
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
    </Dialog>
  );
}
