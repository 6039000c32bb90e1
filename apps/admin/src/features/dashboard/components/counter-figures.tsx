import { addDays, todayInBrazil } from '@clube/contract';
import { DASHBOARD_SIGN_IN_DAYS } from '@clube/contract/admin';
import { paths } from '../../../config/paths';
import { useCan } from '../../../lib/auth';
import { formatCents } from '../../../lib/format';
import { useResource } from '../../../lib/resource/resource';
import { FigureCard } from './figure-card';

/** `/usos?from=…&empresaId=3`: the use log for the same period and company. */
const usesLink = (from: string, to: string, empresaId: number | undefined) =>
  `${paths.uses}?${new URLSearchParams({ from, to, ...(empresaId ? { empresaId: String(empresaId) } : {}) })}`;

/**
 * The partner counter's figures over the same days as the sign-ins: uses recorded, the savings they
 * gave members, and the uses members reported as not theirs that wait for review. Only for who may
 * read the use log.
 */
export function CounterFigures({ empresaId }: { empresaId: number | undefined }) {
  const canRead = useCan('uses', 'list');
  const to = todayInBrazil();
  const from = addDays(to, -(DASHBOARD_SIGN_IN_DAYS - 1));
  const company = empresaId === undefined ? {} : { empresaId };
  const report = useResource(
    'usesReport',
    { query: { from, to, ...company } },
    { enabled: canRead },
  );
  const reported = useResource(
    'listUseReports',
    { query: { status: 'pendente', page: 1, perPage: 1, ...company } },
    { enabled: canRead },
  );
  if (!canRead) return null;
  const link = usesLink(from, to, empresaId);
  return (
    <>
      <FigureCard
        label={`Usos em parceiros em ${DASHBOARD_SIGN_IN_DAYS} dias`}
        value={report.data?.total.usos ?? null}
        hint="Registrados no balcão dos parceiros"
        to={link}
        linkLabel="Ver usos"
      />
      <FigureCard
        label={`Economia gerada em ${DASHBOARD_SIGN_IN_DAYS} dias`}
        value={report.data?.total.economia ?? null}
        format={formatCents}
        hint="Descontos recebidos pelos membros"
        to={link}
        linkLabel="Ver usos"
      />
      <FigureCard
        label="Usos reportados"
        value={reported.data?.total ?? null}
        hint="Membros não reconheceram; aguardam análise"
        to={`${paths.useReports}${empresaId ? `?empresaId=${empresaId}` : ''}`}
        linkLabel="Ver usos reportados"
      />
    </>
  );
}
