import {
  createIntegrationCredentialBody,
  type AdminResponseBody,
  type IntegrationCredential,
} from '@clube/contract/admin';
import { INTEGRATION_SCOPE_LABELS, INTEGRATION_SCOPES } from '@clube/contract/integration';
import { KeyRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { useConfirm } from '../../../components/confirm-dialog';
import { WholeListTable, type Column } from '../../../components/data-table';
import { Checkbox, TextField } from '../../../components/field';
import { FormDialog, useDialogForm } from '../../../components/form-dialog';
import { Badge, Panel } from '../../../components/page';
import { Notice } from '../../../components/state-message';
import { useCan } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import {
  useCreateCredential,
  useCredentials,
  useRevokeCredential,
  useRotateCredential,
} from '../api/integrations';
import { SecretOnceDialog } from './secret-once';
import styles from './integrations.module.css';

/** A credential with its secret: the answer of a creation or a rotation. */
type IntegrationCredentialWithSecret = AdminResponseBody<'createIntegrationCredential'>;

/** A new credential: name and permissions; its secret, once created, is shown here once. */
function CreateCredentialDialog({
  companyId,
  onClose,
}: {
  companyId: number;
  onClose: () => void;
}) {
  const create = useCreateCredential();
  const [created, setCreated] = useState<IntegrationCredentialWithSecret | null>(null);
  const { register, errorOf, dialog } = useDialogForm({
    schema: createIntegrationCredentialBody,
    defaultValues: { companyId, name: '', scopes: ['members:read', 'members:write'] },
    save: async (body) => {
      setCreated(await create.mutateAsync({ body }));
      toast.success('Credencial criada.');
    },
  });
  if (created) return <CredentialSecretDialog shown={created} onClose={onClose} />;
  return (
    <FormDialog
      id="create-credential"
      title="Nova credencial"
      submitLabel="Criar credencial"
      layout="stack"
      onClose={onClose}
      {...dialog}
    >
      <TextField
        label="Nome"
        hint="Por exemplo, o sistema de RH que vai usar a credencial."
        error={errorOf('name')}
        {...register('name')}
      />
      <fieldset className={styles.choices}>
        <legend>Permissões</legend>
        {INTEGRATION_SCOPES.map((scope) => (
          <Checkbox
            key={scope}
            value={scope}
            label={INTEGRATION_SCOPE_LABELS[scope]}
            {...register('scopes')}
          />
        ))}
        {errorOf('scopes') ? <Notice tone="error">{errorOf('scopes')}</Notice> : null}
      </fieldset>
    </FormDialog>
  );
}

function CredentialSecretDialog({
  shown,
  onClose,
}: {
  shown: IntegrationCredentialWithSecret;
  onClose: () => void;
}) {
  return (
    <SecretOnceDialog
      title="Segredo da credencial"
      onClose={onClose}
      intro={`${shown.credential.name}: client id ${shown.credential.clientId}. Envie client id e segredo em Authorization: Basic.`}
      secret={shown.secret}
    />
  );
}

/**
 * The company's API credentials: name, permissions, client id, last use; create (the secret shown
 * once), rotate (a new secret, the old one stops working) and revoke.
 */
export function CredentialsSection({ companyId }: { companyId: number }) {
  const credentials = useCredentials(companyId);
  const canCreate = useCan('integrations', 'create');
  const canUpdate = useCan('integrations', 'update');
  const canDelete = useCan('integrations', 'delete');
  const rotate = useRotateCredential();
  const revoke = useRevokeCredential();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<IntegrationCredentialWithSecret | null>(null);
  const { confirm, dialog: confirmDialog } = useConfirm();
  const askRotate = (c: IntegrationCredential) =>
    confirm({
      title: 'Trocar segredo',
      message: `${c.name}: um novo segredo é gerado e mostrado uma única vez; o segredo atual deixa de funcionar agora.`,
      confirmLabel: 'Trocar segredo',
      tone: 'primary',
      onConfirm: () => rotate.mutate({ id: c.id }, { onSuccess: setShown }),
    });
  const askRevoke = (c: IntegrationCredential) =>
    confirm({
      title: 'Revogar credencial',
      message: `${c.name}: o sistema que usa esta credencial deixa de ter acesso agora.`,
      confirmLabel: 'Revogar',
      onConfirm: () => revoke.mutate({ id: c.id }),
    });

  const columns = useMemo<Column<IntegrationCredential>[]>(
    () => [
      {
        id: 'name',
        header: 'Credencial',
        enableSorting: false,
        cell: ({ row }) => (
          <span className={styles.who}>
            <strong>{row.original.name}</strong>
            <code className={styles.muted}>{row.original.clientId}</code>
          </span>
        ),
      },
      {
        id: 'scopes',
        header: 'Permissões',
        enableSorting: false,
        cell: ({ row }) => row.original.scopes.map((s) => INTEGRATION_SCOPE_LABELS[s]).join(', '),
      },
      {
        id: 'lastUsedAt',
        header: 'Último uso',
        enableSorting: false,
        cell: ({ row }) =>
          row.original.lastUsedAt ? formatDateTime(row.original.lastUsedAt) : 'Nunca',
      },
      {
        id: 'status',
        header: 'Situação',
        enableSorting: false,
        cell: ({ row }) =>
          row.original.revokedAt ? (
            <Badge tone="neutral">Revogada</Badge>
          ) : (
            <Badge tone="success">Ativa</Badge>
          ),
      },
      {
        id: 'acoes',
        header: () => <span className="visually-hidden">Ações</span>,
        enableSorting: false,
        cell: ({ row }) =>
          row.original.revokedAt ? null : (
            <span className={styles.actions}>
              {canUpdate ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => askRotate(row.original)}
                  aria-label={`Trocar o segredo de ${row.original.name}`}
                >
                  Trocar segredo
                </Button>
              ) : null}
              {canDelete ? (
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => askRevoke(row.original)}
                  aria-label={`Revogar ${row.original.name}`}
                >
                  Revogar
                </Button>
              ) : null}
            </span>
          ),
      },
    ],
    [canUpdate, canDelete], // eslint-disable-line react-hooks/exhaustive-deps -- the ask functions open the panel's one confirmation
  );

  return (
    <Panel
      title="Credenciais da API de integração"
      actions={
        canCreate ? (
          <Button size="sm" onClick={() => setCreating(true)}>
            <KeyRound size={16} aria-hidden="true" />
            Nova credencial
          </Button>
        ) : null
      }
    >
      <WholeListTable
        caption="Credenciais da API de integração"
        columns={columns}
        query={credentials}
        getRowId={(c) => String(c.id)}
        empty="Nenhuma credencial. Crie uma para o sistema da empresa cadastrar os membros pela API."
      />
      {creating ? (
        <CreateCredentialDialog companyId={companyId} onClose={() => setCreating(false)} />
      ) : null}
      {confirmDialog}
      {shown ? <CredentialSecretDialog shown={shown} onClose={() => setShown(null)} /> : null}
    </Panel>
  );
}
