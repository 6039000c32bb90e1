import { ADMIN_ROLE_LABELS, type Operator } from '@clube/contract/admin';
import { useMemo } from 'react';
import { Button } from '../../../components/button';
import type { Column } from '../../../components/data-table';
import { Badge } from '../../../components/page';
import { useCan, useMe } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import type { OperatorAction } from './operator-actions';
import styles from '../pages/operators-page.module.css';

function OperatorStatus({ operator: o }: { operator: Operator }) {
  return (
    <span className={styles.badges}>
      {o.disabledAt ? (
        <Badge tone="neutral">Desativado</Badge>
      ) : (
        <Badge tone="success">Ativo</Badge>
      )}
      {o.totpEnabled ? null : <Badge tone="warning">Sem 2FA</Badge>}
      {o.activeSessions > 0 ? (
        <Badge tone="info">
          {o.activeSessions} {o.activeSessions === 1 ? 'sessão' : 'sessões'}
        </Badge>
      ) : null}
    </span>
  );
}

/** The row's buttons: what the caller may do to another operator (never to themself). */
function OperatorRowActions({
  operator: o,
  onEdit,
  onAction,
}: {
  operator: Operator;
  onEdit: (operator: Operator) => void;
  onAction: (kind: OperatorAction, operator: Operator) => void;
}) {
  const me = useMe();
  const canUpdate = useCan('operators', 'update');
  const canEndSessions = useCan('operators', 'endSessions');
  if (o.id === me.operator.id) return null;
  return (
    <span className={styles.actions}>
      {canUpdate ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onEdit(o)}
          aria-label={`Alterar ${o.name}`}
        >
          Alterar
        </Button>
      ) : null}
      {canEndSessions && o.activeSessions > 0 ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onAction('sessions', o)}
          aria-label={`Encerrar sessões de ${o.name}`}
        >
          Encerrar sessões
        </Button>
      ) : null}
      {canUpdate && o.totpEnabled ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onAction('totp', o)}
          aria-label={`Redefinir 2FA de ${o.name}`}
        >
          Redefinir 2FA
        </Button>
      ) : null}
      {canUpdate ? (
        <Button
          size="sm"
          variant={o.disabledAt ? 'secondary' : 'danger'}
          onClick={() => onAction(o.disabledAt ? 'enable' : 'disable', o)}
          aria-label={`${o.disabledAt ? 'Reativar' : 'Desativar'} ${o.name}`}
        >
          {o.disabledAt ? 'Reativar' : 'Desativar'}
        </Button>
      ) : null}
    </span>
  );
}

/** The operators table's columns; the last one holds the row's actions. */
export function useOperatorColumns(
  onEdit: (operator: Operator) => void,
  onAction: (kind: OperatorAction, operator: Operator) => void,
): Column<Operator>[] {
  const me = useMe();
  return useMemo<Column<Operator>[]>(
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
      { id: 'role', header: 'Papel', cell: ({ row }) => ADMIN_ROLE_LABELS[row.original.role] },
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
        cell: ({ row }) => <OperatorStatus operator={row.original} />,
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
        cell: ({ row }) => (
          <OperatorRowActions operator={row.original} onEdit={onEdit} onAction={onAction} />
        ),
      },
    ],
    [me.operator.id, onEdit, onAction],
  );
}
