import { USE_REPORT_STATUSES, type UseReport } from '@clube/contract/admin';
import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { CompanyPicker } from '../../../components/company-picker';
import { type Column } from '../../../components/data-table';
import { SelectField } from '../../../components/field';
import { ListTable } from '../../../components/list-table';
import { Badge, PageHeader } from '../../../components/page';
import { Toolbar } from '../../../components/toolbar';
import { paths } from '../../../config/paths';
import { useCan } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { oneOf, useListResource } from '../../../lib/resource/list-resource';
import { ReviewReportDialog } from '../components/review-report-dialog';
import { UseStatus } from '../components/use-status';
import styles from './uses-pages.module.css';

/** Pending first: what still needs someone ('todas' shows every report). */
const shownStatus = (status: string) => status || 'pendente';

/** The uses members did not recognise ('Não reconheço este uso'), to review. */
export function UseReportsPage() {
  const canReview = useCan('uses', 'update');
  const reports = useListResource('listUseReports', {
    filters: ['status', 'empresaId'],
    perPage: 25,
    query: (f) => ({
      status: oneOf(USE_REPORT_STATUSES, shownStatus(f.status)),
      empresaId: Number(f.empresaId) || undefined,
    }),
  });
  const { list } = reports;
  const status = shownStatus(list.filters.status);
  const [reviewing, setReviewing] = useState<UseReport | null>(null);

  const columns = useMemo<Column<UseReport>[]>(
    () => [
      {
        id: 'criadoEm',
        header: 'Reportado em',
        enableSorting: false,
        cell: ({ row }) => formatDateTime(row.original.criadoEm),
      },
      {
        id: 'membro',
        header: 'Membro',
        enableSorting: false,
        cell: ({ row }) => (
          <span className={styles.two}>
            <Link to={paths.member(row.original.uso.membro.id)}>
              {row.original.uso.membro.nome}
            </Link>
            <span className={styles.muted}>{row.original.uso.empresa.nome}</span>
          </span>
        ),
      },
      {
        id: 'uso',
        header: 'Uso',
        enableSorting: false,
        cell: ({ row }) => (
          <span className={styles.two}>
            {row.original.uso.parceiro.nome}
            <span className={styles.muted}>
              {formatDateTime(row.original.uso.registradoEm)} · {row.original.uso.atendente.nome}
            </span>
          </span>
        ),
      },
      {
        id: 'comentario',
        header: 'Comentário',
        enableSorting: false,
        cell: ({ row }) => <span className={styles.comment}>{row.original.comentario || '—'}</span>,
      },
      {
        id: 'status',
        header: 'Situação',
        enableSorting: false,
        cell: ({ row }) => (
          <>
            {row.original.status === 'pendente' ? (
              <Badge tone="warning">Pendente</Badge>
            ) : (
              <Badge tone="success">
                Revisado{row.original.revisadoPor ? ` por ${row.original.revisadoPor}` : ''}
              </Badge>
            )}{' '}
            <UseStatus use={row.original.uso} />
          </>
        ),
      },
      {
        id: 'acoes',
        header: () => <span className="visually-hidden">Ações</span>,
        enableSorting: false,
        cell: ({ row }) =>
          canReview && row.original.status === 'pendente' ? (
            <Button
              size="sm"
              onClick={() => setReviewing(row.original)}
              aria-label={`Revisar o aviso de ${row.original.uso.membro.nome}`}
            >
              Revisar
            </Button>
          ) : null,
      },
    ],
    [canReview],
  );

  return (
    <>
      <PageHeader
        title="Usos reportados"
        description="Usos que o membro avisou não reconhecer. Revise e, se for o caso, desfaça o uso."
        back={
          <Link to={paths.uses}>
            <ArrowLeft size={16} aria-hidden="true" /> Usos
          </Link>
        }
      />
      <Toolbar label="Filtrar avisos">
        <SelectField
          label="Situação"
          value={status}
          onChange={(e) => list.setFilter('status', e.target.value)}
        >
          <option value="pendente">Pendentes</option>
          <option value="revisado">Revisados</option>
          <option value="todas">Todos</option>
        </SelectField>
        <CompanyPicker
          value={list.filters.empresaId}
          onChange={(value) => list.setFilter('empresaId', value)}
        />
      </Toolbar>
      <ListTable
        caption="Usos reportados"
        {...reports.table}
        columns={columns}
        getRowId={(r) => String(r.id)}
        empty={status === 'pendente' ? 'Nenhum aviso pendente.' : 'Nenhum aviso com esses filtros.'}
      />
      <ReviewReportDialog report={reviewing} onClose={() => setReviewing(null)} />
    </>
  );
}
