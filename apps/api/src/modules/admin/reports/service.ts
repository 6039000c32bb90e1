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

/**
 * One company's dashboard over a period (404 when the company does not exist), or, without
 * `empresaId`, the sum over `scope` (the companies the caller sees; a person with cards in two of
 * them counts once among the members who signed in). The reads run one after the other: on SQLite
 * they share one connection anyway, and on PostgreSQL a report must not hold several pool
 * connections at once.
 */
export async function buildReport(db: Db, q: ReportQuery, scope: ReportCompanies): Promise<Report> {
  let companies: readonly number[];
  if (q.empresaId !== undefined) {
    if (!(await companyExists(db, q.empresaId))) throw notFound(COMPANY_NOT_FOUND);
    companies = [q.empresaId];
  } else companies = scope === 'all' ? await allCompanyIds(db) : scope;
  const p = periodOf(q, companies);
  const cards = await liveCards(db, companies);
  const signIns = await signInsPerDay(db, p);
  const signedIn = await membersSignedIn(db, p);
  const accessRows = await accessesPerDayAndPartner(db, p);
  const ratings = await ratingsPerPartner(db, p);
  const comments = await latestComments(db, p, REPORT_LIMITS.latestComments);
  const dependents = await dependentsAdded(db, p);
  const consultas = await appointments(db, p);

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

  const porParceiro = ratings
    .map((r) => ({ id: r.id, nome: r.nome, soma: n(r.soma), total: n(r.total) }))
    .map((r) => ({ id: r.id, nome: r.nome, media: oneDecimal(r.soma / r.total), total: r.total }))
    .sort(byTotalThenName);
  const ratingCount = ratings.reduce((s, r) => s + n(r.total), 0);
  const ratingSum = ratings.reduce((s, r) => s + n(r.soma), 0);
  const titulares = n(cards.titulares);
  const dependentes = n(cards.dependentes);
  const porDia = (rows: { dia: string; total: number | string }[]) =>
    rows.map((r) => ({ dia: r.dia, total: n(r.total) }));

  return {
    empresaId: q.empresaId ?? null,
    from: q.from,
    to: q.to,
    members: { titulares, dependentes, cartoes: titulares + dependentes },
    signIns: {
      total: signIns.reduce((s, r) => s + n(r.total), 0),
      membros: n(signedIn.membros),
      porDia: porDia(signIns),
    },
    accesses: {
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
    },
    ratings: {
      total: ratingCount,
      media: ratingCount === 0 ? null : oneDecimal(ratingSum / ratingCount),
      porParceiro,
      ultimosComentarios: comments.map(toComment),
    },
    dependentsAdded: n(dependents.total),
    appointments: { total: n(consultas.total), cancelados: n(consultas.cancelados) },
  };
}

const brDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
const grade = (v: number) => v.toFixed(1).replace('.', ',');

/** One table of the report as the CSV the console downloads (formula prefixes neutralised). */
export function reportTableCsv(report: Report, table: ReportTable): string {
  const rows: string[][] = (() => {
    switch (table) {
      case 'signIns':
        return [
          ['dia', 'acessos ao app'],
          ...report.signIns.porDia.map((r) => [brDate(r.dia), String(r.total)]),
        ];
      case 'accesses':
        return [
          ['dia', 'acessos a parceiros'],
          ...report.accesses.porDia.map((r) => [brDate(r.dia), String(r.total)]),
        ];
      case 'topPartners':
        return [
          ['parceiro', 'acessos'],
          ...report.accesses.topParceiros.map((r) => [r.nome, String(r.total)]),
        ];
      case 'categories':
        return [
          ['categoria', 'acessos'],
          ...report.accesses.porCategoria.map((r) => [r.nome, String(r.total)]),
        ];
      case 'ratings':
        return [
          ['parceiro', 'média', 'avaliações'],
          ...report.ratings.porParceiro.map((r) => [r.nome, grade(r.media), String(r.total)]),
        ];
      case 'comments':
        return [
          ['data', 'parceiro', 'nota', 'comentário', 'oculto'],
          ...report.ratings.ultimosComentarios.map((c) => [
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
