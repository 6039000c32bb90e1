import {
  ADMIN_RESOURCE_LABELS,
  ADMIN_RESOURCES,
  type AdminResource,
  type AuditEntry,
} from '@clube/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { AuditChanges, auditActionLabel } from '../../../components/audit-changes';
import { Button } from '../../../components/button';
import { type Column } from '../../../components/data-table';
import { ListTable } from '../../../components/list-table';
import { SelectField, TextField } from '../../../components/field';
import { PageHeader } from '../../../components/page';
import { Toolbar } from '../../../components/toolbar';
import { useCan } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { oneOf, useListResource } from '../../../lib/resource/list-resource';
import { auditOperatorsQueryOptions } from '../api/get-audit';
import styles from './audit-page.module.css';

const PER_PAGE = 25;
/** The resources the audit log can be filtered by (docs/product.md#console-audit-log). */
const RESOURCES: AdminResource[] = ['companies', 'members', 'imports', 'operators'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const columns: Column<AuditEntry>[] = [
  {
    id: 'at',
    header: 'Quando',
    cell: ({ row }) => <span className={styles.nowrap}>{formatDateTime(row.original.at)}</span>,
  },
  {
    id: 'operator',
    header: 'Operador',
    enableSorting: false,
    cell: ({ row }) => (
      <span className={styles.operator}>
        <strong>{row.original.operatorName}</strong>
        <span>{row.original.operatorEmail}</span>
      </span>
    ),
  },
  {
    id: 'what',
    header: 'Ação',
    enableSorting: false,
    cell: ({ row }) => (
      <span className={styles.operator}>
        <strong>{auditActionLabel(row.original.action)}</strong>
        <span>
          {ADMIN_RESOURCE_LABELS[row.original.resource as AdminResource] ?? row.original.resource} #
          {row.original.recordId}
        </span>
      </span>
    ),
  },
  {
    id: 'changes',
    header: 'Campos alterados',
    enableSorting: false,
    cell: ({ row }) => <AuditChanges changes={row.original.changes} />,
  },
  {
    id: 'ip',
    header: 'Endereço',
    enableSorting: false,
    cell: ({ row }) => <span className={styles.mono}>{row.original.ip}</span>,
  },
];

/** The audit log, read-only: nothing here can change or delete it. */
export function AuditPage() {
  const { list, table } = useListResource('listAudit', {
    filters: ['operador', 'recurso', 'registro', 'de', 'ate'],
    sort: { fields: ['at'], fallback: 'at', order: 'desc' },
    perPage: PER_PAGE,
    query: (f) => ({
      operatorId: /^\d+$/.test(f.operador) ? Number(f.operador) : undefined,
      resource: oneOf(ADMIN_RESOURCES, f.recurso),
      recordId: f.registro || undefined,
      from: ISO_DATE.test(f.de) ? f.de : undefined,
      to: ISO_DATE.test(f.ate) ? f.ate : undefined,
    }),
  });
  const canListOperators = useCan('operators', 'list');
  const operators = useQuery({ ...auditOperatorsQueryOptions(), enabled: canListOperators });
  const { operador, recurso, registro, de, ate } = list.filters;
  const filtered = Boolean(operador || recurso || registro || de || ate);

  return (
    <>
      <PageHeader
        title="Auditoria"
        description="Toda alteração feita no console: quem, quando, de onde e o que mudou. Somente leitura."
      />
      <Toolbar label="Filtrar auditoria">
        {canListOperators ? (
          <SelectField
            label="Operador"
            value={operador}
            onChange={(event) => list.setFilter('operador', event.target.value)}
          >
            <option value="">Todos</option>
            {operators.data?.data.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField
          label="Recurso"
          value={recurso}
          onChange={(event) => list.setFilter('recurso', event.target.value)}
        >
          <option value="">Todos</option>
          {RESOURCES.map((r) => (
            <option key={r} value={r}>
              {ADMIN_RESOURCE_LABELS[r]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Registro (código)"
          key={`registro-${registro}`}
          defaultValue={registro}
          inputMode="numeric"
          onBlur={(event) => list.setFilter('registro', event.target.value.trim())}
          onKeyDown={(event) => {
            if (event.key === 'Enter') list.setFilter('registro', event.currentTarget.value.trim());
          }}
        />
        <TextField
          label="De"
          type="date"
          value={de}
          onChange={(event) => list.setFilter('de', event.target.value)}
        />
        <TextField
          label="Até"
          type="date"
          value={ate}
          onChange={(event) => list.setFilter('ate', event.target.value)}
        />
        {filtered ? (
          <Button
            variant="ghost"
            onClick={() =>
              list.setFilters({ operador: '', recurso: '', registro: '', de: '', ate: '' })
            }
          >
            Limpar filtros
          </Button>
        ) : null}
      </Toolbar>
      <ListTable
        {...table}
        caption="Registros de auditoria"
        columns={columns}
        getRowId={(e) => String(e.id)}
        empty={
          filtered ? 'Nenhum registro com esses filtros.' : 'Nenhuma alteração registrada ainda.'
        }
      />
    </>
  );
}
