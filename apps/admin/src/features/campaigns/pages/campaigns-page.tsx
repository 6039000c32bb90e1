import {
  CAMPAIGN_CHANNEL_LABELS,
  CAMPAIGN_STATUS_LABELS,
  type AdminCampaign,
  type CampaignFields,
} from '@clube/contract/admin';
import { Megaphone, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { useConfirm } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { Badge, PageHeader } from '../../../components/page';
import { errorMessage } from '../../../lib/api-error';
import { useCan, useMe } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { useResource, useResourceWrite } from '../../../lib/resource/resource';
import { CampaignFormDialog, emptyCampaign } from '../components/campaign-form';
import { TesterPanel } from '../components/tester-panel';
import styles from '../components/campaigns.module.css';

const REFRESH = ['listCampaigns'] as const;
const TONES = {
  agendada: 'info',
  enviando: 'warning',
  enviada: 'success',
  cancelada: 'neutral',
} as const;

const count = (n: number | null) => (n === null ? '—' : n.toLocaleString('pt-BR'));

/**
 * 'Campanhas': the notices operators send to their companies' members, newest first, with who got
 * them, how many were written and how many were opened; a new one, a test to oneself, and
 * cancelling one still scheduled (docs/product.md#campaigns).
 */
export function CampaignsPage() {
  const me = useMe();
  const canCreate = useCan('campaigns', 'create');
  const canCancel = useCan('campaigns', 'update');
  const { confirm, dialog: confirmDialog } = useConfirm();
  const list = useResource('listCampaigns');
  const [creating, setCreating] = useState(false);
  const [testResult, setTestResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(
    null,
  );
  const create = useResourceWrite('createCampaign', {
    refresh: REFRESH,
    success: 'Campanha registrada. Acompanhe o envio na lista.',
    handlesErrors: true,
  });
  const test = useResourceWrite('sendTestCampaign', { refresh: [], handlesErrors: true });
  const cancel = useResourceWrite('cancelCampaign', {
    refresh: REFRESH,
    success: 'Campanha cancelada.',
  });

  const close = () => {
    setCreating(false);
    setTestResult(null);
    create.reset();
  };
  const save = async (body: CampaignFields) => {
    await create.mutateAsync({ body });
    close();
  };
  const sendTest = (body: CampaignFields) => {
    setTestResult(null);
    test.mutate(
      { body },
      {
        onSuccess: (answer) => setTestResult({ tone: 'success', text: answer.message }),
        onError: (error) => setTestResult({ tone: 'error', text: errorMessage(error) }),
      },
    );
  };

  const columns: Column<AdminCampaign>[] = [
    {
      id: 'titulo',
      header: 'Campanha',
      enableSorting: false,
      cell: ({ row }) => (
        <>
          <strong>{row.original.titulo}</strong>
          <br />
          {row.original.companyNames.join(', ')}
        </>
      ),
    },
    {
      id: 'envio',
      header: 'Envio',
      enableSorting: false,
      cell: ({ row }) => formatDateTime(row.original.sentAt ?? row.original.enviarEm),
    },
    {
      id: 'canais',
      header: 'Canais',
      enableSorting: false,
      cell: ({ row }) =>
        ['App', ...row.original.canais.map((c) => CAMPAIGN_CHANNEL_LABELS[c])].join(', '),
    },
    {
      id: 'status',
      header: 'Situação',
      enableSorting: false,
      cell: ({ row }) => (
        <Badge tone={TONES[row.original.status]}>
          {CAMPAIGN_STATUS_LABELS[row.original.status]}
        </Badge>
      ),
    },
    {
      id: 'recipients',
      header: 'Destinatários',
      enableSorting: false,
      cell: ({ row }) => count(row.original.recipients),
    },
    {
      id: 'delivered',
      header: 'Entregues',
      enableSorting: false,
      cell: ({ row }) => count(row.original.delivered),
    },
    {
      id: 'opened',
      header: 'Abertos',
      enableSorting: false,
      cell: ({ row }) => count(row.original.opened),
    },
    {
      id: 'acoes',
      header: 'Ações',
      enableSorting: false,
      cell: ({ row }) =>
        canCancel && row.original.status === 'agendada' ? (
          <Button
            size="sm"
            variant="danger"
            busy={cancel.isPending && cancel.variables?.id === row.original.id}
            onClick={() =>
              confirm({
                title: `Cancelar a campanha “${row.original.titulo}”? Ninguém a receberá.`,
                confirmLabel: 'Cancelar campanha',
                onConfirm: () => cancel.mutate({ id: row.original.id }),
              })
            }
          >
            Cancelar
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      {confirmDialog}
      <PageHeader
        title="Campanhas"
        description="Avisos que os membros das suas empresas recebem em “Avisos” no app e, se você escolher, no celular e por e-mail."
        actions={
          canCreate ? (
            <Button onClick={() => setCreating(true)}>
              <Plus size={18} aria-hidden="true" />
              Nova campanha
            </Button>
          ) : null
        }
      />
      {canCreate ? <TesterPanel className={styles.spaced} /> : null}
      <DataTable
        caption="Campanhas"
        columns={columns}
        rows={list.data?.data}
        total={list.data?.data.length}
        page={1}
        pageSize={100}
        onPageChange={() => undefined}
        getRowId={(c) => String(c.id)}
        isLoading={list.isPending}
        isFetching={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={
          <span className={styles.rowActions}>
            <Megaphone size={18} aria-hidden="true" /> Nenhuma campanha ainda.
          </span>
        }
      />
      {creating ? (
        <CampaignFormDialog
          initial={emptyCampaign(me.companies.length === 1 ? [me.companies[0]!.id] : [])}
          onClose={close}
          onSave={save}
          onTest={sendTest}
          testing={test.isPending}
          testResult={testResult}
        />
      ) : null}
    </>
  );
}
