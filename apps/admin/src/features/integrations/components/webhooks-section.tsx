import { zodResolver } from '@hookform/resolvers/zod';
import {
  createWebhookBody,
  type CreateWebhookBody,
  type WebhookDeliveryView,
  type WebhookEndpointView,
} from '@clube/contract/admin';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from '@clube/contract/integration';
import { Webhook } from 'lucide-react';
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
  useCreateWebhook,
  useDeliveries,
  useResendDelivery,
  useUpdateWebhook,
  useWebhooks,
} from '../api/integrations';
import { SecretOnce } from './secret-once';
import styles from './integrations.module.css';

type Values = z.input<typeof createWebhookBody>;

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
  const resend = useResendDelivery(endpoint.id);
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
              busy={resend.isPending && resend.variables === row.original.id}
              onClick={() =>
                resend.mutate(row.original.id, {
                  onSuccess: () => toast.success('Entrega colocada na fila para reenvio.'),
                })
              }
            >
              Reenviar
            </Button>
          ) : null,
      },
    ],
    [canResend, resend],
  );
  const rows = deliveries.data?.data;
  return (
    <DataTable
      caption={`Entregas para ${endpoint.url}`}
      columns={columns}
      rows={rows}
      total={rows?.length}
      page={1}
      pageSize={Math.max(rows?.length ?? 0, 1)}
      onPageChange={() => {}}
      getRowId={(d) => String(d.id)}
      isLoading={deliveries.isPending}
      isFetching={deliveries.isFetching}
      error={deliveries.error}
      onRetry={() => void deliveries.refetch()}
      empty="Nenhuma entrega ainda."
    />
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
  const create = useCreateWebhook(companyId);
  const update = useUpdateWebhook(companyId);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [log, setLog] = useState<WebhookEndpointView | null>(null);
  const form = useForm<Values, unknown, CreateWebhookBody>({
    resolver: zodResolver(createWebhookBody),
    defaultValues: { companyId, url: 'https://', events: [...WEBHOOK_EVENTS] },
  });
  const closeCreate = () => {
    form.reset();
    create.reset();
    setCreating(false);
  };

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
  const rows = webhooks.data?.data;

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
      <DataTable
        caption="Webhooks da empresa"
        columns={columns}
        rows={rows}
        total={rows?.length}
        page={1}
        pageSize={Math.max(rows?.length ?? 0, 1)}
        onPageChange={() => {}}
        getRowId={(e) => String(e.id)}
        isLoading={webhooks.isPending}
        isFetching={webhooks.isFetching}
        error={webhooks.error}
        onRetry={() => void webhooks.refetch()}
        empty="Nenhum webhook. Cadastre um para o sistema da empresa saber quando um membro muda."
      />
      <Dialog
        open={creating}
        title="Novo webhook"
        onClose={closeCreate}
        footer={
          <>
            <Button variant="secondary" onClick={closeCreate}>
              Cancelar
            </Button>
            <Button type="submit" form="create-webhook" busy={create.isPending}>
              Cadastrar webhook
            </Button>
          </>
        }
      >
        <form
          id="create-webhook"
          className={styles.form}
          noValidate
          onSubmit={form.handleSubmit((body) =>
            create.mutate(body, {
              onSuccess: (answer) => {
                closeCreate();
                setSecret({ url: answer.endpoint.url, secret: answer.secret });
                toast.success('Webhook cadastrado.');
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
            label="Endereço (https)"
            type="url"
            error={form.formState.errors.url?.message}
            {...form.register('url')}
          />
          <fieldset className={styles.choices}>
            <legend>Eventos</legend>
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox
                key={event}
                value={event}
                label={WEBHOOK_EVENT_LABELS[event]}
                {...form.register('events')}
              />
            ))}
            {form.formState.errors.events?.message ? (
              <Notice tone="error">{form.formState.errors.events.message}</Notice>
            ) : null}
          </fieldset>
        </form>
      </Dialog>
      <Dialog
        open={secret !== null}
        title="Segredo de assinatura"
        onClose={() => setSecret(null)}
        footer={<Button onClick={() => setSecret(null)}>Concluir</Button>}
      >
        {secret ? (
          <SecretOnce
            intro={`O sistema em ${secret.url} verifica a assinatura de cada entrega com este segredo.`}
            secret={secret.secret}
          />
        ) : null}
      </Dialog>
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
