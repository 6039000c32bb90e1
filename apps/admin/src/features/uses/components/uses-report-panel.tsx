import type { UsesReport, UsesReportQuery } from '@clube/contract/admin';
import { Link } from 'react-router';
import { Panel } from '../../../components/page';
import { EmptyState, ErrorState, Loading } from '../../../components/state-message';
import { paths } from '../../../config/paths';
import { formatCount, formatDate } from '../../../lib/format';
import { withQuery } from '../../../lib/api-client';
import { useUsesReport } from '../api/uses';
import { formatCents } from '../use-format';
import styles from './uses-report-panel.module.css';

type Row = UsesReport['porDia'][number] | UsesReport['porParceiro'][number];

function FigureTable({
  caption,
  head,
  rows,
  label,
}: {
  caption: string;
  head: string;
  rows: Row[];
  label: (row: Row) => string;
}) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col">Usos</th>
          <th scope="col">Economia</th>
          <th scope="col">Compras</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={label(r)}>
            <th scope="row">{label(r)}</th>
            <td>{formatCount(r.usos)}</td>
            <td>{formatCents(r.economia)}</td>
            <td>{formatCents(r.valorCompras)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Relatórios: uses at partners and the savings delivered, per partner, company and day. */
export function UsesReportPanel({ query }: { query: UsesReportQuery | undefined }) {
  const report = useUsesReport(query);
  const logLink = query ? withQuery(paths.uses, { ...query }) : paths.uses;
  return (
    <Panel title="Usos nos parceiros" actions={<Link to={logLink}>Ver os usos</Link>}>
      {report.isError ? (
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      ) : !report.data ? (
        <Loading label="Carregando usos…" />
      ) : report.data.total.usos === 0 ? (
        <EmptyState title="Nenhum uso registrado no período." />
      ) : (
        <div className={styles.body}>
          <dl className={styles.stats}>
            <div>
              <dt>Usos</dt>
              <dd>{formatCount(report.data.total.usos)}</dd>
            </div>
            <div>
              <dt>Economia entregue</dt>
              <dd>{formatCents(report.data.total.economia)}</dd>
            </div>
            <div>
              <dt>Valor em compras</dt>
              <dd>{formatCents(report.data.total.valorCompras)}</dd>
            </div>
          </dl>
          <FigureTable
            caption="Por parceiro"
            head="Parceiro"
            rows={report.data.porParceiro}
            label={(r) => ('nome' in r ? r.nome : '')}
          />
          <FigureTable
            caption="Por empresa"
            head="Empresa"
            rows={report.data.porEmpresa}
            label={(r) => ('nome' in r ? r.nome : '')}
          />
          <details>
            <summary>Por dia</summary>
            <FigureTable
              caption="Por dia"
              head="Dia"
              rows={report.data.porDia}
              label={(r) => ('dia' in r ? formatDate(r.dia) : '')}
            />
          </details>
        </div>
      )}
    </Panel>
  );
}
