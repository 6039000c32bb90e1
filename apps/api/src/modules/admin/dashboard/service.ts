import { todayInBrazil } from '@clube/contract';
import {
  auditListQuery,
  DASHBOARD_LATEST_AUDIT,
  DASHBOARD_SIGN_IN_DAYS,
  type Dashboard,
} from '@clube/contract/admin';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { listAudit } from '../audit/service.js';
import { activeCards, pendingImports, signInsSince, type Companies } from './queries.js';

type Db = Kysely<Database>;

/** yyyy-mm-dd `days` calendar days before `day`. */
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The landing page's figures over `companies` (one, or the caller's scope); the latest audit
 * entries only when the caller may read the log.
 */
export async function buildDashboard(
  db: Db,
  companies: Companies,
  { readsAudit, now = new Date() }: { readsAudit: boolean; now?: Date },
): Promise<Dashboard> {
  const since = daysBefore(todayInBrazil(now), DASHBOARD_SIGN_IN_DAYS - 1);
  const [cards, signIns, imports, audit] = await Promise.all([
    activeCards(db, companies),
    signInsSince(db, companies, since),
    pendingImports(db, companies),
    readsAudit
      ? listAudit(db, auditListQuery.parse({ perPage: DASHBOARD_LATEST_AUDIT }), companies)
      : Promise.resolve({ data: [] }),
  ]);
  return {
    membrosAtivos: cards.members,
    cartoesAtivos: cards.cards,
    acessos30Dias: signIns,
    importacoesPendentes: imports,
    ultimasAuditorias: audit.data,
  };
}
