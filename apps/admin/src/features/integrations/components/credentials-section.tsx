import { zodResolver } from '@hookform/resolvers/zod';
import {
  createIntegrationCredentialBody,
  type CreateIntegrationCredentialBody,
  type IntegrationCredential,
} from '@clube/contract/admin';
import { INTEGRATION_SCOPE_LABELS, INTEGRATION_SCOPES } from '@clube/contract/integration';
import { KeyRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { DataTable, type Column } from '../../../components/data-table';
import { Dialog } from '../../../components/dialog';
import { Checkbox, TextField } from '../../../components/field';
import { Badge, Panel } from '../../../components/page';
import { Notice } from '../../../components/state-message';
import { errorMessage } from '../../../lib/api-error';
import { useCan } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import {
  useCreateCredential,
  useCredentials,
  useRevokeCredential,
  useRotateCredential,
} from '../api/integrations';
import { SecretOnce } from './secret-once';
import styles from './integrations.module.css';

type Values = z.input<typeof createIntegrationCredentialBody>;
type Shown = { credential: IntegrationCredential; secret: string };

/**
 * The company's API credentials: name, permissions, client id, last use; create (the secret shown
 * once), rotate (a new secret, the old one stops working) and revoke.
 */
export function CredentialsSection({ companyId }: { companyId: number }) {
  const credentials = useCredentials(companyId);
  const canCreate = useCan('integrations', 'create');
  const canUpdate = useCan('integrations', 'update');
  const canDelete = useCan('integrations', 'delete');
  const create = useCreateCredential(companyId);
  const rotate = useRotateCredential(companyId);
  const revoke = useRevokeCredential(companyId);
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const [confirm, setConfirm] = useState<{
    kind: 'rotate' | 'revoke';
    c: IntegrationCredential;
  } | null>(null);
  const form = useForm<Values, unknown, CreateIntegrationCredentialBody>({
    resolver: zodResolver(createIntegrationCredentialBody),
    defaultValues: { companyId, name: '', scopes: ['members:read', 'members:write'] },
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
                  onClick={() => setConfirm({ kind: 'rotate', c: row.original })}
                  aria-label={`Trocar o segredo de ${row.original.name}`}
                >
                  Trocar segredo
                </Button>
              ) : null}
              {canDelete ? (
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => setConfirm({ kind: 'revoke', c: row.original })}
                  aria-label={`Revogar ${row.original.name}`}
                >
                  Revogar
                </Button>
              ) : null}
            </span>
          ),
      },
    ],
    [canUpdate, canDelete],
  );

  const closeCreate = () => {
    form.reset();
    create.reset();
    setCreating(false);
  };
  const rows = credentials.data?.data;

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
      <DataTable
        caption="Credenciais da API de integração"
        columns={columns}
        rows={rows}
        total={rows?.length}
        page={1}
        pageSize={Math.max(rows?.length ?? 0, 1)}
        onPageChange={() => {}}
        getRowId={(c) => String(c.id)}
        isLoading={credentials.isPending}
        isFetching={credentials.isFetching}
        error={credentials.error}
        onRetry={() => void credentials.refetch()}
        empty="Nenhuma credencial. Crie uma para o sistema da empresa cadastrar os membros pela API."
      />
      <Dialog
        open={creating}
        title="Nova credencial"
        onClose={closeCreate}
        footer={
          <>
            <Button variant="secondary" onClick={closeCreate}>
              Cancelar
            </Button>
            <Button type="submit" form="create-credential" busy={create.isPending}>
              Criar credencial
            </Button>
          </>
        }
      >
        <form
          id="create-credential"
          className={styles.form}
          noValidate
          onSubmit={form.handleSubmit((body) =>
            create.mutate(body, {
              onSuccess: (answer) => {
                closeCreate();
                setShown(answer);
                toast.success('Credencial criada.');
              },
            }),
          )}
        >
          {create.error ? (
            <Notice tone="error" role="alert">
              {errorMessage(create.error)}
            </Notice>
          ) : null}
          <TextField
            label="Nome"
            hint="Por exemplo, o sistema de RH que vai usar a credencial."
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <fieldset className={styles.choices}>
            <legend>Permissões</legend>
            {INTEGRATION_SCOPES.map((scope) => (
              <Checkbox
                key={scope}
                value={scope}
                label={INTEGRATION_SCOPE_LABELS[scope]}
                {...form.register('scopes')}
              />
            ))}
            {form.formState.errors.scopes?.message ? (
              <Notice tone="error">{form.formState.errors.scopes.message}</Notice>
            ) : null}
          </fieldset>
        </form>
      </Dialog>
      <Dialog
        open={confirm !== null}
        title={confirm?.kind === 'revoke' ? 'Revogar credencial' : 'Trocar segredo'}
        onClose={() => setConfirm(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirm(null)}>
              Cancelar
            </Button>
            <Button
              variant={confirm?.kind === 'revoke' ? 'danger' : 'primary'}
              busy={rotate.isPending || revoke.isPending}
              onClick={() => {
                if (!confirm) return;
                const done = () => setConfirm(null);
                if (confirm.kind === 'rotate')
                  rotate.mutate(confirm.c.id, {
                    onSuccess: (answer) => {
                      done();
                      setShown(answer);
                    },
                    onError: done,
                  });
                else
                  revoke.mutate(confirm.c.id, {
                    onSuccess: () => {
                      done();
                      toast.success('Credencial revogada.');
                    },
                    onError: done,
                  });
              }}
            >
              {confirm?.kind === 'revoke' ? 'Revogar' : 'Trocar segredo'}
            </Button>
          </>
        }
      >
        <p>
          <strong>{confirm?.c.name}</strong>:{' '}
          {confirm?.kind === 'revoke'
            ? 'o sistema que usa esta credencial deixa de ter acesso agora.'
            : 'um novo segredo é gerado e mostrado uma única vez; o segredo atual deixa de funcionar agora.'}
        </p>
      </Dialog>
      <Dialog
        open={shown !== null}
        title="Segredo da credencial"
        onClose={() => setShown(null)}
        footer={<Button onClick={() => setShown(null)}>Concluir</Button>}
      >
        {shown ? (
          <SecretOnce
            intro={`${shown.credential.name}: client id ${shown.credential.clientId}. Envie client id e segredo em Authorization: Basic.`}
            secret={shown.secret}
          />
        ) : null}
      </Dialog>
    </Panel>
  );
}
