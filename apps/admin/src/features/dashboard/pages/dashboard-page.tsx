import { DASHBOARD_SIGN_IN_DAYS, type Dashboard } from '@clube/contract/admin';
import { useSearchParams } from 'react-router';
import { CompanyPicker } from '../../../components/company-picker';
import { PageHeader, Panel } from '../../../components/page';
import { ErrorState, Loading } from '../../../components/state-message';
import { paths } from '../../../config/paths';
import { useCan, useMe } from '../../../lib/auth';
import { useDashboard } from '../api/get-dashboard';
import { CounterFigures } from '../components/counter-figures';
import { FigureCard } from '../components/figure-card';
import { LatestAudit } from '../components/latest-audit';
import styles from './dashboard-page.module.css';

/** `/membros?empresa=3` when one company is chosen. */
const withCompany = (path: string, empresaId: number | undefined) =>
  empresaId === undefined ? path : `${path}?empresa=${empresaId}`;

function Figures({ data, empresaId }: { data: Dashboard; empresaId: number | undefined }) {
  const can = {
    members: useCan('members', 'list'),
    imports: useCan('imports', 'list'),
    reports: useCan('reports', 'read'),
  };
  const members = can.members ? withCompany(paths.members, empresaId) : null;
  return (
    <div className={styles.figures}>
      <FigureCard
        label="Membros ativos"
        value={data.membrosAtivos}
        hint="Pessoas com ao menos um cartão não encerrado"
        to={members}
        linkLabel="Ver membros"
      />
      <FigureCard
        label="Cartões ativos"
        value={data.cartoesAtivos}
        hint="Cartões de titular não encerrados"
        to={members}
        linkLabel="Ver membros"
      />
      <FigureCard
        label={`Acessos em ${DASHBOARD_SIGN_IN_DAYS} dias`}
        value={data.acessos30Dias}
        hint="Entradas de membros no app"
        to={can.reports ? paths.reports : null}
        linkLabel="Ver relatórios"
      />
      <FigureCard
        label="Importações aguardando"
        value={data.importacoesPendentes}
        hint="Simulações à espera de confirmação"
        to={can.imports ? paths.memberImport : null}
        linkLabel="Ver importações"
      />
      <CounterFigures empresaId={empresaId} />
    </div>
  );
}

/** The console's landing page: the caller's companies at a glance, each figure linked to its list. */
export function DashboardPage() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('empresa') ?? '';
  const empresaId = chosen === '' ? undefined : Number(chosen);
  const dashboard = useDashboard(empresaId === undefined ? {} : { empresaId });
  const readsAudit = useCan('audit', 'list');
  const scope = me.operator.role === 'admin' ? 'todas as empresas do clube' : 'as suas empresas';

  return (
    <>
      <PageHeader
        title="Painel"
        description={`Um resumo de ${empresaId === undefined ? scope : 'uma empresa'}; cada número leva à sua lista.`}
        actions={
          <div className={styles.picker}>
            <CompanyPicker
              value={chosen}
              onChange={(value) => setParams(value ? { empresa: value } : {}, { replace: true })}
            />
          </div>
        }
      />
      {dashboard.isPending ? (
        <Loading />
      ) : dashboard.data === undefined ? (
        <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <div className={styles.layout} aria-busy={dashboard.isFetching || undefined}>
          <Figures data={dashboard.data} empresaId={empresaId} />
          {readsAudit ? (
            <Panel title="Últimas alterações">
              <LatestAudit entries={dashboard.data.ultimasAuditorias} />
            </Panel>
          ) : null}
        </div>
      )}
    </>
  );
}
