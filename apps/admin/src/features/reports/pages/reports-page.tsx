import { addDays, isRealIsoDate, todayInBrazil } from '@clube/contract';
import {
  REPORT_TABLE_LABELS,
  type Report,
  type ReportComment,
  type ReportQuery,
  type ReportTable,
} from '@clube/contract/admin';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { CompanyPicker } from '../../../components/company-picker';
import { TextField } from '../../../components/field';
import { Badge, PageHeader, Panel } from '../../../components/page';
import { EmptyState, ErrorState, Loading } from '../../../components/state-message';
import { Toolbar } from '../../../components/toolbar';
import { useCan, useMe } from '../../../lib/auth';
import { formatCount, formatDate, formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { reportCsvUrl, useHideComment, useReport } from '../api/reports';
import { everyDay } from '../components/every-day';
import styles from './reports-page.module.css';

/** The charts load with this page only, after its first paint (their own chunk). */
const ColumnChart = lazy(() =>
  import('../components/bar-chart').then((m) => ({ default: m.ColumnChart })),
);
const RankingChart = lazy(() =>
  import('../components/bar-chart').then((m) => ({ default: m.RankingChart })),
);

const grade = (v: number | null) =>
  v === null ? '—' : v.toLocaleString('pt-BR', { minimumFractionDigits: 1 });

function CsvLink({ query, table }: { query: ReportQuery; table: ReportTable }) {
  return (
    <a className={styles.csv} href={reportCsvUrl(query, table)} download>
      Exportar CSV
    </a>
  );
}

function TablePanel({
  title,
  query,
  table,
  chart,
  empty,
  children,
}: {
  title: string;
  query: ReportQuery;
  table: ReportTable;
  chart?: ReactNode;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <Panel title={title} actions={empty ? null : <CsvLink query={query} table={table} />}>
      {empty ? (
        <EmptyState title="Nada no período." />
      ) : (
        <>
          {chart ? (
            <Suspense fallback={<Loading label="Carregando gráfico…" />}>{chart}</Suspense>
          ) : null}
          <details className={styles.tableDetails}>
            <summary>Ver tabela</summary>
            {children}
          </details>
        </>
      )}
    </Panel>
  );
}

function Comments({ comments, query }: { comments: ReportComment[]; query: ReportQuery }) {
  const canHide = useCan('reports', 'update');
  const hide = useHideComment();
  return (
    <Panel
      title={REPORT_TABLE_LABELS.comments}
      actions={comments.length ? <CsvLink query={query} table="comments" /> : null}
    >
      {comments.length === 0 ? (
        <EmptyState title="Nenhum comentário no período." />
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Data</th>
              <th>Parceiro</th>
              <th>Nota</th>
              <th>Comentário</th>
              {canHide ? <th>Ação</th> : null}
            </tr>
          </thead>
          <tbody>
            {comments.map((c) => (
              <tr key={c.id} className={c.oculto ? styles.hidden : undefined}>
                <td>{formatDateTime(c.createdAt)}</td>
                <td>{c.parceiro}</td>
                <td>{c.nota}</td>
                <td>
                  {c.comentario} {c.oculto ? <Badge tone="warning">Oculto</Badge> : null}
                </td>
                {canHide ? (
                  <td>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={hide.isPending}
                      onClick={() =>
                        hide.mutate(
                          { id: c.id, oculto: !c.oculto },
                          {
                            onSuccess: (saved) =>
                              toast.success(
                                saved.oculto
                                  ? 'Comentário ocultado: os membros não o veem mais.'
                                  : 'Comentário visível de novo.',
                              ),
                          },
                        )
                      }
                    >
                      {c.oculto ? 'Mostrar' : 'Ocultar'}
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}

function Dashboard({ report, query }: { report: Report; query: ReportQuery }) {
  const { members, signIns, accesses, ratings } = report;
  const days = (rows: { dia: string; total: number }[]) =>
    everyDay(rows, report.from, report.to).map((r) => ({
      label: formatDate(r.dia),
      value: r.total,
    }));
  // The table under a day chart lists every day of the period too: a screen reader reads it day by
  // day, where the chart itself is one summary.
  const dayTable = (rows: { dia: string; total: number }[], header: string) => (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>Dia</th>
          <th>{header}</th>
        </tr>
      </thead>
      <tbody>
        {everyDay(rows, report.from, report.to).map((r) => (
          <tr key={r.dia}>
            <td>{formatDate(r.dia)}</td>
            <td>{formatCount(r.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  const stats: [string, string][] = [
    ['Titulares ativos', formatCount(members.titulares)],
    ['Dependentes ativos', formatCount(members.dependentes)],
    ['Carteirinhas ativas', formatCount(members.cartoes)],
    ['Acessos ao app', formatCount(signIns.total)],
    ['Membros que entraram', formatCount(signIns.membros)],
    ['Acessos a parceiros', formatCount(accesses.total)],
    ['Avaliações', formatCount(ratings.total)],
    ['Nota média', grade(ratings.media)],
    ['Dependentes incluídos', formatCount(report.dependentsAdded)],
    ['Consultas agendadas', formatCount(report.appointments.total)],
    ['Consultas canceladas', formatCount(report.appointments.cancelados)],
  ];
  return (
    <div className={styles.grid}>
      <dl className={styles.stats}>
        {stats.map(([label, value]) => (
          <div key={label} className={styles.stat}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <TablePanel
        title={REPORT_TABLE_LABELS.signIns}
        query={query}
        table="signIns"
        empty={signIns.porDia.length === 0}
        chart={<ColumnChart bars={days(signIns.porDia)} label={REPORT_TABLE_LABELS.signIns} />}
      >
        {dayTable(signIns.porDia, 'Acessos')}
      </TablePanel>
      <TablePanel
        title={REPORT_TABLE_LABELS.accesses}
        query={query}
        table="accesses"
        empty={accesses.porDia.length === 0}
        chart={<ColumnChart bars={days(accesses.porDia)} label={REPORT_TABLE_LABELS.accesses} />}
      >
        {dayTable(accesses.porDia, 'Acessos')}
      </TablePanel>
      {(
        [
          ['topPartners', accesses.topParceiros],
          ['categories', accesses.porCategoria],
        ] as const
      ).map(([table, rows]) => (
        <TablePanel
          key={table}
          title={REPORT_TABLE_LABELS[table]}
          query={query}
          table={table}
          empty={rows.length === 0}
          chart={
            <RankingChart
              bars={rows.map((r) => ({ label: r.nome, value: r.total }))}
              label={REPORT_TABLE_LABELS[table]}
            />
          }
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{table === 'categories' ? 'Categoria' : 'Parceiro'}</th>
                <th>Acessos</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>{r.nome}</td>
                  <td>{formatCount(r.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TablePanel>
      ))}
      <Panel
        title={REPORT_TABLE_LABELS.ratings}
        actions={ratings.porParceiro.length ? <CsvLink query={query} table="ratings" /> : null}
      >
        {ratings.porParceiro.length === 0 ? (
          <EmptyState title="Nenhuma avaliação no período." />
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th>Parceiro</th>
                <th>Média</th>
                <th>Avaliações</th>
              </tr>
            </thead>
            <tbody>
              {ratings.porParceiro.map((r) => (
                <tr key={r.id}>
                  <td>{r.nome}</td>
                  <td>{grade(r.media)}</td>
                  <td>{formatCount(r.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
      <Comments comments={ratings.ultimosComentarios} query={query} />
    </div>
  );
}

/** A yyyy-mm-dd date of the address, or the fallback when it is missing or not a real date. */
const dateParam = (value: string | null, fallback: string) =>
  value !== null && isRealIsoDate(value) ? value : fallback;

/**
 * Relatórios: the use of the club over a period, every company the operator sees together or one
 * of them (`?empresa=3`), the period in the address too (`?de=2026-11-01&ate=2026-11-30`), so a
 * reload or a shared link shows the same report. What the app layer adds at the end (the counter's
 * uses) comes from app/routes/reports-route.tsx.
 */
export function ReportsPage({
  usesPanel,
}: {
  usesPanel?: (query: ReportQuery | undefined) => ReactNode;
}) {
  const { companies: list } = useMe();
  const today = todayInBrazil();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('empresa') ?? '';
  const empresaId = /^\d+$/.test(chosen) ? Number(chosen) : undefined;
  const from = dateParam(params.get('de'), addDays(today, -29));
  const to = dateParam(params.get('ate'), today);
  const set = (name: 'empresa' | 'de' | 'ate', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const query: ReportQuery = { ...(empresaId === undefined ? {} : { empresaId }), from, to };
  const report = useReport(query);

  return (
    <>
      <PageHeader
        title="Relatórios"
        description="Uso do clube no período, de todas as suas empresas juntas ou de uma: membros, acessos, parceiros, avaliações e consultas."
      />
      <Toolbar label="Filtros do relatório">
        <CompanyPicker value={chosen} onChange={(value) => set('empresa', value)} />
        <TextField
          label="De"
          type="date"
          value={from}
          max={to}
          onChange={(e) => set('de', e.target.value)}
        />
        <TextField
          label="Até"
          type="date"
          value={to}
          min={from}
          onChange={(e) => set('ate', e.target.value)}
        />
      </Toolbar>
      {list.length === 0 ? (
        <EmptyState title="Nenhuma empresa para mostrar." />
      ) : report.isError ? (
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      ) : !report.data ? (
        <Loading label="Carregando relatório…" />
      ) : (
        <Dashboard report={report.data} query={query} />
      )}
      {list.length > 0 && usesPanel ? usesPanel(query) : null}
    </>
  );
}
