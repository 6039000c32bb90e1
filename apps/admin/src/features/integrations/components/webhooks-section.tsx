import {
  createWebhookBody,
  type WebhookDeliveryView,
  type WebhookEndpointView,
} from '@clube/contract/admin';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from '@clube/contract/integration';
import { Webhook } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { WholeListTable, type Column } from '../../../components/data-table';
import { Dialog } from '../../../components/dialog';
import { Checkbox, TextField } from '../../../components/field';
import { FormDialog, useDialogForm } from '../../../components/form-dialog';
import { Badge, Panel } from '../../../components/page';
import { Notice } from '../../../components/state-message';
import { useCan } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import {
  useCreateWebhook,
  useDeliveries,
  useResendDelivery,
  useUpdateWebhook,
  useWebhooks,
} from '../api/integrations';
import { SecretOnceDialog } from './secret-once';
import styles from './integrations.module.css';

const STATUS: Record<
  WebhookDeliveryView['status'],
  { label: string; tone: 'success' | 'warning' | 'danger' }
> = {
  entregue: { label: 'Entregue', tone: 'success' },
  pendente: { label: 'Aguardando nova tentativa', tone: 'warning' },
  falhou: { label: 'Falhou', tone: 'danger' },
};

/** One endpoint's delivery log, newest first, with 'Reenviar'. */
function DeliveryLog({ endpoint }: { endpoint: WebhookEndpointView }) {
  const deliveries = useDeliveries(endpoint.id);
  const resend = useResendDelivery();
  const canResend = useCan('integrations', 'update');
  const columns = useMemo<Column<WebhookDeliveryView>[]>(
    () => [
      {
        id: 'event',
        header: 'Evento',
        enableSorting: false,
        cell: ({ row }) => (
          <span className={styles.who}>
            <strong>{WEBHOOK_EVENT_LABELS[row.original.event]}</strong>
            <code className={styles.muted}>{row.original.messageId}</code>
          </span>
        ),
      },
      {
        id: 'createdAt',
        header: 'Quando',
        enableSorting: false,
        cell: ({ row }) => formatDateTime(row.original.createdAt),
      },
      {
        id: 'status',
        header: 'Situação',
        enableSorting: false,
        cell: ({ row }) => {
          const s = STATUS[row.original.status];
          return (
            <span className={styles.who}>
              <Badge tone={s.tone}>{s.label}</Badge>
              <span className={styles.muted}>
                {row.original.attempts} tentativa(s)
                {row.original.lastError ? ` · ${row.original.lastError}` : ''}
              </span>
            </span>
          );
        },
      },
      {
        id: 'acoes',
        header: () => <span className="visually-hidden">Ações</span>,
        enableSorting: false,
        cell: ({ row }) =>
          canResend ? (
            <Button
              size="sm"
              variant="secondary"
              busy={resend.isPending && resend.variables.id === row.original.id}
              onClick={() => resend.mutate({ id: row.original.id })}
            >
              Reenviar
            </Button>
          ) : null,
      },
    ],
    [canResend, resend],
  );
  return (
    <WholeListTable
      caption={`Entregas para ${endpoint.url}`}
      columns={columns}
      query={deliveries}
      getRowId={(d) => String(d.id)}
      empty="Nenhuma entrega ainda."
    />
  );
}

/** A new endpoint: its https address and events; its signing secret, once made, is shown here once. */
function CreateWebhookDialog({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const create = useCreateWebhook();
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const { register, errorOf, dialog } = useDialogForm({
    schema: createWebhookBody,
    defaultValues: { companyId, url: 'https://', events: [...WEBHOOK_EVENTS] },
    save: async (body) => {
      const answer = await create.mutateAsync({ body });
      setSecret({ url: answer.endpoint.url, secret: answer.secret });
      toast.success('Webhook cadastrado.');
    },
  });
  if (secret)
    return (
      <SecretOnceDialog
        title="Segredo de assinatura"
        onClose={onClose}
        intro={`O sistema em ${secret.url} verifica a assinatura de cada entrega com este segredo.`}
        secret={secret.secret}
      />
    );
  return (
    <FormDialog
      id="create-webhook"
      title="Novo webhook"
      submitLabel="Cadastrar webhook"
      layout="stack"
      onClose={onClose}
      {...dialog}
    >
      <TextField label="Endereço (https)" type="url" error={errorOf('url')} {...register('url')} />
      <fieldset className={styles.choices}>
        <legend>Eventos</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <Checkbox
            key={event}
            value={event}
            label={WEBHOOK_EVENT_LABELS[event]}
            {...register('events')}
          />
        ))}
        {errorOf('events') ? <Notice tone="error">{errorOf('events')}</Notice> : null}
      </fieldset>
    </FormDialog>
  );
}

/**
 * The company's webhooks: where its events go and which, the signing secret shown once, on/off,
 * and each endpoint's delivery log.
 */
export function WebhooksSection({ companyId }: { companyId: number }) {
  const webhooks = useWebhooks(companyId);
  const canCreate = useCan('integrations', 'create');
  const canUpdate = useCan('integrations', 'update');
  const update = useUpdateWebhook();
  const [creating, setCreating] = useState(false);
  const [log, setLog] = useState<WebhookEndpointView | null>(null);

  const columns = useMemo<Column<WebhookEndpointView>[]>(
    () => [
      {
        id: 'url',
        header: 'Endereço',
        enableSorting: false,
        cell: ({ row }) => (
          <span className={styles.who}>
            <strong className={styles.muted}>{row.original.url}</strong>
            <span className={styles.muted}>
              {row.original.events.map((e) => WEBHOOK_EVENT_LABELS[e]).join(', ')}
            </span>
          </span>
        ),
      },
      {
        id: 'active',
        header: 'Situação',
        enableSorting: false,
        cell: ({ row }) =>
          row.original.active ? (
            <Badge tone="success">Ativo</Badge>
          ) : (
            <Badge tone="neutral">Pausado</Badge>
          ),
      },
      {
        id: 'acoes',
        header: () => <span className="visually-hidden">Ações</span>,
        enableSorting: false,
        cell: ({ row }) => (
          <span className={styles.actions}>
            <Button size="sm" variant="secondary" onClick={() => setLog(row.original)}>
              Entregas
            </Button>
            {canUpdate ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  update.mutate(
                    { id: row.original.id, body: { active: !row.original.active } },
                    {
                      onSuccess: () =>
                        toast.success(
                          row.original.active ? 'Webhook pausado.' : 'Webhook ativado.',
                        ),
                    },
                  )
                }
              >
                {row.original.active ? 'Pausar' : 'Ativar'}
              </Button>
            ) : null}
          </span>
        ),
      },
    ],
    [canUpdate, update],
  );

  return (
    <Panel
      title="Webhooks"
      actions={
        canCreate ? (
          <Button size="sm" onClick={() => setCreating(true)}>
            <Webhook size={16} aria-hidden="true" />
            Novo webhook
          </Button>
        ) : null
      }
    >
      <WholeListTable
        caption="Webhooks da empresa"
        columns={columns}
        query={webhooks}
        getRowId={(e) => String(e.id)}
        empty="Nenhum webhook. Cadastre um para o sistema da empresa saber quando um membro muda."
      />
      {creating ? (
        <CreateWebhookDialog companyId={companyId} onClose={() => setCreating(false)} />
      ) : null}
      <Dialog
        open={log !== null}
        title="Entregas do webhook"
        onClose={() => setLog(null)}
        footer={<Button onClick={() => setLog(null)}>Fechar</Button>}
      >
        {log ? <DeliveryLog endpoint={log} /> : null}
      </Dialog>
    </Panel>
  );
}
