import { addDays, brazilDayStart } from '@clube/contract';
import {
  REPORT_LIMITS,
  REPORT_MESSAGES,
  type Report,
  type ReportComment,
  type ReportQuery,
  type ReportTable,
} from '@clube/contract/admin';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { notFound } from '../../../lib/http-error.js';
import { toCsv } from '../../../lib/csv-write.js';
import { COMPANY_NOT_FOUND } from '../companies/service.js';
import {
  accessesPerDayAndPartner,
  allCompanyIds,
  appointments,
  categoryNames,
  companyExists,
  dependentsAdded,
  findRatingComment,
  latestComments,
  liveCards,
  membersSignedIn,
  partnersByIds,
  ratingsPerPartner,
  setRatingHidden,
  signInsPerDay,
  type Period,
} from './queries.js';

type Db = Kysely<Database>;

/** The companies a report covers: the caller's scope ('all' for an admin) or one company. */
export type ReportCompanies = 'all' | readonly number[];

export function periodOf(q: ReportQuery, companies: readonly number[]): Period {
  return {
    companies,
    from: q.from,
    to: q.to,
    start: brazilDayStart(q.from),
    end: brazilDayStart(addDays(q.to, 1)),
  };
}

const n = (v: number | string | null | undefined) => Number(v ?? 0);
const byTotalThenName = (a: { total: number; nome: string }, b: { total: number; nome: string }) =>
  b.total - a.total || a.nome.localeCompare(b.nome, 'pt-BR');
/** One decimal place, as the console shows an average grade. */
const oneDecimal = (v: number) => Math.round(v * 10) / 10;

function toComment(row: {
  id: number;
  parceiro: string;
  nota: number;
  comentario: string;
  created_at: string;
  oculto: number;
}): ReportComment {
  return {
    id: row.id,
    parceiro: row.parceiro,
    nota: row.nota,
    comentario: row.comentario,
    createdAt: row.created_at,
    oculto: row.oculto === 1,
  };
}

/** The companies of a report: one (404 when it does not exist), or the caller's scope. */
async function companiesOf(db: Db, q: ReportQuery, scope: ReportCompanies) {
  if (q.empresaId !== undefined) {
    if (!(await companyExists(db, q.empresaId))) throw notFound(COMPANY_NOT_FOUND);
    return [q.empresaId];
  }
  return scope === 'all' ? allCompanyIds(db) : scope;
}

const porDia = (rows: { dia: string; total: number | string }[]) =>
  rows.map((r) => ({ dia: r.dia, total: n(r.total) }));

/** Sign-ins per day and their total; the different members only when asked. */
async function signInsSection(db: Db, p: Period, withMembers: boolean) {
  const signIns = await signInsPerDay(db, p);
  const membros = withMembers ? n((await membersSignedIn(db, p)).membros) : 0;
  return {
    total: signIns.reduce((s, r) => s + n(r.total), 0),
    membros,
    porDia: porDia(signIns),
  };
}

/** Partner accesses per day, top partners and categories, from the day counters. */
async function accessesSection(db: Db, p: Period): Promise<Report['accesses']> {
  const accessRows = await accessesPerDayAndPartner(db, p);
  const perDay = new Map<string, number>();
  const perPartner = new Map<number, number>();
  for (const r of accessRows) {
    perDay.set(r.dia, (perDay.get(r.dia) ?? 0) + n(r.total));
    perPartner.set(r.parceiro_id, (perPartner.get(r.parceiro_id) ?? 0) + n(r.total));
  }
  const partners = (await partnersByIds(db, [...perPartner.keys()])).map((r) => ({
    ...r,
    total: perPartner.get(r.id) ?? 0,
  }));
  const perCategory = new Map<number, number>();
  for (const r of partners)
    perCategory.set(r.categoria_id, (perCategory.get(r.categoria_id) ?? 0) + r.total);
  const names = new Map(
    (await categoryNames(db, [...perCategory.keys()])).map((c) => [c.id, c.nome]),
  );
  return {
    total: partners.reduce((s, r) => s + r.total, 0),
    porDia: [...perDay]
      .map(([dia, total]) => ({ dia, total }))
      .sort((a, b) => (a.dia < b.dia ? -1 : 1)),
    topParceiros: partners
      .sort(byTotalThenName)
      .slice(0, REPORT_LIMITS.topPartners)
      .map(({ id, nome, total }) => ({ id, nome, total })),
    porCategoria: [...perCategory]
      .map(([id, total]) => ({ id, nome: names.get(id) ?? '', total }))
      .sort(byTotalThenName),
  };
}

/** Ratings per partner and their average; the latest comments only when asked. */
async function ratingsSection(
  db: Db,
  p: Period,
  withComments: boolean,
): Promise<Report['ratings']> {
  const ratings = await ratingsPerPartner(db, p);
  const comments = withComments ? await latestComments(db, p, REPORT_LIMITS.latestComments) : [];
  const porParceiro = ratings
    .map((r) => ({ id: r.id, nome: r.nome, soma: n(r.soma), total: n(r.total) }))
    .map((r) => ({ id: r.id, nome: r.nome, media: oneDecimal(r.soma / r.total), total: r.total }))
    .sort(byTotalThenName);
  const ratingCount = ratings.reduce((s, r) => s + n(r.total), 0);
  const ratingSum = ratings.reduce((s, r) => s + n(r.soma), 0);
  return {
    total: ratingCount,
    media: ratingCount === 0 ? null : oneDecimal(ratingSum / ratingCount),
    porParceiro,
    ultimosComentarios: comments.map(toComment),
  };
}

/**
 * One company's dashboard over a period (404 when the company does not exist), or, without
 * `empresaId`, the sum over `scope` (the companies the caller sees; a person with cards in two of
 * them counts once among the members who signed in). The reads run one after the other: on SQLite
 * they share one connection anyway, and on PostgreSQL a report must not hold several pool
 * connections at once.
 */
export async function buildReport(db: Db, q: ReportQuery, scope: ReportCompanies): Promise<Report> {
  const companies = await companiesOf(db, q, scope);
  const p = periodOf(q, companies);
  const cards = await liveCards(db, companies);
  const signIns = await signInsSection(db, p, true);
  const accesses = await accessesSection(db, p);
  const ratings = await ratingsSection(db, p, true);
  const dependents = await dependentsAdded(db, p);
  const consultas = await appointments(db, p);
  const titulares = n(cards.titulares);
  const dependentes = n(cards.dependentes);
  return {
    empresaId: q.empresaId ?? null,
    from: q.from,
    to: q.to,
    members: { titulares, dependentes, cartoes: titulares + dependentes },
    signIns,
    accesses,
    ratings,
    dependentsAdded: n(dependents.total),
    appointments: { total: n(consultas.total), cancelados: n(consultas.cancelados) },
  };
}

/** What one CSV table needs of the report: its section, read alone. */
export type ReportTableData =
  | { table: 'signIns'; signIns: Pick<Report['signIns'], 'porDia'> }
  | { table: 'accesses' | 'topPartners' | 'categories'; accesses: Report['accesses'] }
  | { table: 'ratings' | 'comments'; ratings: Report['ratings'] };

/**
 * One table of the report (same rows as the dashboard's), reading only its section: the CSV of
 * top partners does not wait for the members who signed in or the ratings.
 */
export async function buildReportTable(
  db: Db,
  q: ReportQuery,
  scope: ReportCompanies,
  table: ReportTable,
): Promise<ReportTableData> {
  const p = periodOf(q, await companiesOf(db, q, scope));
  switch (table) {
    case 'signIns':
      return { table, signIns: await signInsSection(db, p, false) };
    case 'accesses':
    case 'topPartners':
    case 'categories':
      return { table, accesses: await accessesSection(db, p) };
    case 'ratings':
    case 'comments':
      return { table, ratings: await ratingsSection(db, p, table === 'comments') };
  }
}

const brDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
const grade = (v: number) => v.toFixed(1).replace('.', ',');

/** One table of the report as the CSV the console downloads (formula prefixes neutralised). */
export function reportTableCsv(data: ReportTableData): string {
  const rows: string[][] = (() => {
    switch (data.table) {
      case 'signIns':
        return [
          ['dia', 'acessos ao app'],
          ...data.signIns.porDia.map((r) => [brDate(r.dia), String(r.total)]),
        ];
      case 'accesses':
        return [
          ['dia', 'acessos a parceiros'],
          ...data.accesses.porDia.map((r) => [brDate(r.dia), String(r.total)]),
        ];
      case 'topPartners':
        return [
          ['parceiro', 'acessos'],
          ...data.accesses.topParceiros.map((r) => [r.nome, String(r.total)]),
        ];
      case 'categories':
        return [
          ['categoria', 'acessos'],
          ...data.accesses.porCategoria.map((r) => [r.nome, String(r.total)]),
        ];
      case 'ratings':
        return [
          ['parceiro', 'média', 'avaliações'],
          ...data.ratings.porParceiro.map((r) => [r.nome, grade(r.media), String(r.total)]),
        ];
      case 'comments':
        return [
          ['data', 'parceiro', 'nota', 'comentário', 'oculto'],
          ...data.ratings.ultimosComentarios.map((c) => [
            brDate(c.createdAt),
            c.parceiro,
            String(c.nota),
            c.comentario,
            c.oculto ? 'sim' : 'não',
          ]),
        ];
    }
  })();
  return toCsv(rows);
}

export async function readRatingComment(db: Db, id: number) {
  const row = await findRatingComment(db, id);
  if (!row) throw notFound(REPORT_MESSAGES.ratingNotFound);
  return row;
}

/** Hides or shows a rating's comment; answers the comment before and after. */
export async function changeRatingHidden(db: Db, id: number, oculto: boolean) {
  const row = await readRatingComment(db, id);
  if (row.oculto !== (oculto ? 1 : 0)) await setRatingHidden(db, id, oculto);
  return { before: toComment(row), after: toComment({ ...row, oculto: oculto ? 1 : 0 }) };
}
