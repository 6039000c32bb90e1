import { ADMIN_ROLE_LABELS, ADMIN_ROLES, type Operator } from '@clube/contract/admin';
import { UserPlus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '../../../components/button';
import { useConfirm } from '../../../components/confirm-dialog';
import { SelectField } from '../../../components/field';
import { ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page';
import { SearchBox } from '../../../components/search-box';
import { Toolbar } from '../../../components/toolbar';
import { useCan, useMe } from '../../../lib/auth';
import { oneOf, useListResource } from '../../../lib/resource/list-resource';
import { EditOperatorDialog } from '../components/edit-operator-dialog';
import { InviteOperatorDialog } from '../components/invite-operator-dialog';
import { useOperatorActions, type OperatorAction } from '../components/operator-actions';
import { useOperatorColumns } from '../components/operator-columns';

const STATUSES = ['active', 'disabled'] as const;

/** Who uses the console: filtered by name, role and status; invited, changed and disabled here. */
export function OperatorsPage() {
  const me = useMe();
  const canCreate = useCan('operators', 'create');
  const operators = useListResource('listOperators', {
    filters: ['q', 'role', 'status'],
    sort: { fields: ['name', 'email', 'role', 'createdAt'], fallback: 'name' },
    perPage: 25,
    query: (f) => ({
      q: f.q || undefined,
      role: oneOf(ADMIN_ROLES, f.role),
      status: oneOf(STATUSES, f.status),
    }),
  });
  const { list } = operators;
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<Operator | null>(null);
  const { confirm, dialog: confirmDialog } = useConfirm();
  const action = useOperatorActions();
  const onAction = useCallback(
    (kind: OperatorAction, operator: Operator) => confirm(action(kind, operator)),
    [confirm, action],
  );
  const columns = useOperatorColumns(setEditing, onAction);

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
        {...operators.table}
        columns={columns}
        getRowId={(o) => String(o.id)}
        empty="Nenhum operador com esses filtros."
      />
      {inviting ? (
        <InviteOperatorDialog onClose={() => setInviting(false)} companies={me.companies} />
      ) : null}
      {editing ? (
        <EditOperatorDialog
          key={editing.id}
          operator={editing}
          onClose={() => setEditing(null)}
          companies={me.companies}
        />
      ) : null}
      {confirmDialog}
    </>
  );
}
