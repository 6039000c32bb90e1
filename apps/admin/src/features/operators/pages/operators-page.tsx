import {
  ADMIN_ROLE_LABELS,
  ADMIN_ROLES,
  type AdminRole,
  type Operator,
} from '@clube/contract/admin';
import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { type Column } from '../../../components/data-table';
import { ListTable } from '../../../components/list-table';
import { Dialog } from '../../../components/dialog';
import { SelectField } from '../../../components/field';
import { Badge, PageHeader } from '../../../components/page';
import { SearchBox } from '../../../components/search-box';
import { Toolbar } from '../../../components/toolbar';
import { useCan, useMe } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useListParams } from '../../../lib/use-list-params';
import {
  useEndOperatorSessions,
  useOperators,
  useResetOperatorTotp,
  useUpdateOperator,
} from '../api/operators';
import { EditOperatorDialog, InviteOperatorDialog } from '../components/operator-dialog';
import styles from './operators-page.module.css';

const PER_PAGE = 25;
const SORTABLE = ['name', 'email', 'role', 'createdAt'] as const;

type Confirm = { kind: 'disable' | 'enable' | 'sessions' | 'totp'; operator: Operator };

const CONFIRM_TEXT: Record<Confirm['kind'], { title: string; body: string; action: string }> = {
  disable: {
    title: 'Desativar operador',
    body: 'O operador não poderá mais entrar, e as sessões abertas dele terminam agora.',
    action: 'Desativar',
  },
  enable: {
    title: 'Reativar operador',
    body: 'O operador volta a poder entrar no console.',
    action: 'Reativar',
  },
  sessions: {
    title: 'Encerrar sessões',
    body: 'Todas as sessões abertas do operador terminam agora; ele precisará entrar de novo.',
    action: 'Encerrar sessões',
  },
  totp: {
    title: 'Redefinir verificação em duas etapas',
    body: 'O operador cadastrará um novo aplicativo autenticador no próximo acesso.',
    action: 'Redefinir',
  },
};

export function OperatorsPage() {
  const me = useMe();
  const canCreate = useCan('operators', 'create');
  const canUpdate = useCan('operators', 'update');
  const canEndSessions = useCan('operators', 'endSessions');
  const list = useListParams(['q', 'role', 'status'] as const);
  const sort = list.sortBy(SORTABLE, 'name');
  const operators = useOperators({
    q: list.filters.q || undefined,
    role: (ADMIN_ROLES as readonly string[]).includes(list.filters.role)
      ? (list.filters.role as AdminRole)
      : undefined,
    status:
      list.filters.status === 'active' || list.filters.status === 'disabled'
        ? list.filters.status
        : undefined,
    sort: sort.field,
    order: sort.order,
    page: list.page,
    perPage: PER_PAGE,
  });
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<Operator | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const update = useUpdateOperator();
  const endSessions = useEndOperatorSessions();
  const resetTotp = useResetOperatorTotp();
  const busy = update.isPending || endSessions.isPending || resetTotp.isPending;

  const run = ({ kind, operator }: Confirm) => {
    const done = (message: string) => {
      toast.success(message);
      setConfirm(null);
    };
    if (kind === 'disable' || kind === 'enable')
      update.mutate(
        { id: operator.id, body: { active: kind === 'enable' } },
        {
          onSuccess: () => done(kind === 'enable' ? 'Operador reativado.' : 'Operador desativado.'),
          onError: () => setConfirm(null),
        },
      );
    else if (kind === 'sessions')
      endSessions.mutate(operator.id, { onSuccess: (a) => done(a.message) });
    else resetTotp.mutate(operator.id, { onSuccess: (a) => done(a.message) });
  };

  const columns = useMemo<Column<Operator>[]>(
    () => [
      {
        id: 'name',
        header: 'Nome',
        cell: ({ row }) => (
          <span className={styles.who}>
            <strong>{row.original.name}</strong>
            {row.original.id === me.operator.id ? <Badge tone="info">você</Badge> : null}
          </span>
        ),
      },
      { id: 'email', header: 'E-mail', cell: ({ row }) => row.original.email },
      {
        id: 'role',
        header: 'Papel',
        cell: ({ row }) => ADMIN_ROLE_LABELS[row.original.role],
      },
      {
        id: 'companies',
        header: 'Empresas',
        enableSorting: false,
        cell: ({ row }) =>
          row.original.role === 'admin'
            ? 'Todas'
            : row.original.companies.map((c) => c.name).join(', ') || '—',
      },
      {
        id: 'status',
        header: 'Situação',
        enableSorting: false,
        cell: ({ row }) => (
          <span className={styles.badges}>
            {row.original.disabledAt ? (
              <Badge tone="neutral">Desativado</Badge>
            ) : (
              <Badge tone="success">Ativo</Badge>
            )}
            {row.original.totpEnabled ? null : <Badge tone="warning">Sem 2FA</Badge>}
            {row.original.activeSessions > 0 ? (
              <Badge tone="info">
                {row.original.activeSessions}{' '}
                {row.original.activeSessions === 1 ? 'sessão' : 'sessões'}
              </Badge>
            ) : null}
          </span>
        ),
      },
      {
        id: 'createdAt',
        header: 'Último acesso',
        cell: ({ row }) => formatDateTime(row.original.lastSeenAt),
      },
      {
        id: 'actions',
        header: () => <span className="visually-hidden">Ações</span>,
        enableSorting: false,
        cell: ({ row }) => {
          const o = row.original;
          if (o.id === me.operator.id) return null;
          return (
            <span className={styles.actions}>
              {canUpdate ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setEditing(o)}
                  aria-label={`Alterar ${o.name}`}
                >
                  Alterar
                </Button>
              ) : null}
              {canEndSessions && o.activeSessions > 0 ? (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setConfirm({ kind: 'sessions', operator: o })}
                  aria-label={`Encerrar sessões de ${o.name}`}
                >
                  Encerrar sessões
                </Button>
              ) : null}
              {canUpdate && o.totpEnabled ? (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setConfirm({ kind: 'totp', operator: o })}
                  aria-label={`Redefinir 2FA de ${o.name}`}
                >
                  Redefinir 2FA
                </Button>
              ) : null}
              {canUpdate ? (
                <Button
                  size="sm"
                  variant={o.disabledAt ? 'secondary' : 'danger'}
                  onClick={() =>
                    setConfirm({ kind: o.disabledAt ? 'enable' : 'disable', operator: o })
                  }
                  aria-label={`${o.disabledAt ? 'Reativar' : 'Desativar'} ${o.name}`}
                >
                  {o.disabledAt ? 'Reativar' : 'Desativar'}
                </Button>
              ) : null}
            </span>
          );
        },
      },
    ],
    [me.operator.id, canUpdate, canEndSessions],
  );

  const text = confirm ? CONFIRM_TEXT[confirm.kind] : null;

  return (
    <>
      <PageHeader
        title="Operadores"
        description="Quem usa o console, com que papel e em quais empresas."
        actions={
          canCreate ? (
            <Button onClick={() => setInviting(true)}>
              <UserPlus size={18} aria-hidden="true" />
              Convidar operador
            </Button>
          ) : null
        }
      />
      <Toolbar label="Filtrar operadores">
        <SearchBox
          label="Buscar por nome ou e-mail"
          placeholder="Nome ou e-mail"
          value={list.filters.q}
          onChange={(value) => list.setFilter('q', value)}
        />
        <SelectField
          label="Papel"
          value={list.filters.role}
          onChange={(event) => list.setFilter('role', event.target.value)}
        >
          <option value="">Todos os papéis</option>
          {ADMIN_ROLES.map((r) => (
            <option key={r} value={r}>
              {ADMIN_ROLE_LABELS[r]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Situação"
          value={list.filters.status}
          onChange={(event) => list.setFilter('status', event.target.value)}
        >
          <option value="">Todas</option>
          <option value="active">Ativos</option>
          <option value="disabled">Desativados</option>
        </SelectField>
      </Toolbar>
      <ListTable
        caption="Operadores"
        list={list}
        query={operators}
        columns={columns}
        pageSize={PER_PAGE}
        sort={sort}
        getRowId={(o) => String(o.id)}
        empty="Nenhum operador com esses filtros."
      />
      <InviteOperatorDialog
        open={inviting}
        onClose={() => setInviting(false)}
        companies={me.companies}
      />
      <EditOperatorDialog
        operator={editing}
        onClose={() => setEditing(null)}
        companies={me.companies}
      />
      <Dialog
        open={confirm !== null}
        title={text?.title ?? ''}
        onClose={() => setConfirm(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirm(null)}>
              Cancelar
            </Button>
            <Button
              variant={confirm?.kind === 'enable' ? 'primary' : 'danger'}
              busy={busy}
              onClick={() => confirm && run(confirm)}
            >
              {text?.action}
            </Button>
          </>
        }
      >
        <p>
          <strong>{confirm?.operator.name}</strong> ({confirm?.operator.email}): {text?.body}
        </p>
      </Dialog>
    </>
  );
}
