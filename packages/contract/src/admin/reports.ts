import { z } from 'zod';
import { isRealIsoDate } from '../format.js';
import { daysBetween } from '../plain-dates.js';
import type { AdminEndpoint } from './endpoints.js';
import { reportRoutes } from './reports-routes.js';
import { csvText, queryId, recordParams } from './schemas/list.js';

/*
 * Usage reports (docs/product.md#console-reports): one company's dashboard over a period, or every
 * company the caller sees together.
 * docs/decisions/048-usage-reports.md.
 */

export const REPORT_LIMITS = {
  /** Longest period one dashboard covers, in days (a year and a day for leap years). */
  periodDays: 366,
  /** Partners in the top-partners table. */
  topPartners: 10,
  /** Latest comments listed. */
  latestComments: 20,
} as const;

export const REPORT_MESSAGES = {
  date: 'data inválida: use aaaa-mm-dd',
  period: 'período inválido: a data inicial deve ser anterior ou igual à final',
  periodTooLong: `período longo demais: no máximo ${REPORT_LIMITS.periodDays} dias`,
  ratingNotFound: 'Avaliação não encontrada.',
} as const;

const isoDate = z
  .string(REPORT_MESSAGES.date)
  .refine((v) => isRealIsoDate(v), { message: REPORT_MESSAGES.date });

/**
 * Company and period (Brazilian calendar days, both included). Without `empresaId`: every company
 * the caller sees together (all of them for an admin, an operator's own companies).
 */
export const reportQuery = z
  .object({ empresaId: queryId.optional(), from: isoDate, to: isoDate })
  .refine((q) => q.from <= q.to, { message: REPORT_MESSAGES.period, path: ['to'] })
  .refine((q) => daysBetween(q.from, q.to) < REPORT_LIMITS.periodDays, {
    message: REPORT_MESSAGES.periodTooLong,
    path: ['to'],
  });
export type ReportQuery = z.infer<typeof reportQuery>;

/** The tables of the dashboard that download as CSV. */
export const REPORT_TABLES = [
  'signIns',
  'accesses',
  'topPartners',
  'categories',
  'ratings',
  'comments',
] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

export const REPORT_TABLE_LABELS: Record<ReportTable, string> = {
  signIns: 'Acessos ao app por dia',
  accesses: 'Acessos a parceiros por dia',
  topPartners: 'Parceiros mais acessados',
  categories: 'Acessos por categoria',
  ratings: 'Avaliações por parceiro',
  comments: 'Últimos comentários',
};

export const reportCsvQuery = z.intersection(
  reportQuery,
  z.object({ table: z.enum(REPORT_TABLES, 'tabela inválida') }),
);

const dayCount = z.object({ dia: z.string(), total: z.number() });

export const reportComment = z.object({
  id: z.number(),
  parceiro: z.string(),
  nota: z.number(),
  comentario: z.string(),
  createdAt: z.string(),
  oculto: z.boolean(),
});
export type ReportComment = z.infer<typeof reportComment>;

export const report = z.object({
  /** The company reported on; null when the report sums every company the caller sees. */
  empresaId: z.number().nullable(),
  from: z.string(),
  to: z.string(),
  /** Now, not over the period: holders and dependents with a live card. */
  members: z.object({ titulares: z.number(), dependentes: z.number(), cartoes: z.number() }),
  signIns: z.object({ total: z.number(), membros: z.number(), porDia: z.array(dayCount) }),
  accesses: z.object({
    total: z.number(),
    porDia: z.array(dayCount),
    topParceiros: z.array(z.object({ id: z.number(), nome: z.string(), total: z.number() })),
    porCategoria: z.array(z.object({ id: z.number(), nome: z.string(), total: z.number() })),
  }),
  ratings: z.object({
    total: z.number(),
    media: z.number().nullable(),
    porParceiro: z.array(
      z.object({ id: z.number(), nome: z.string(), media: z.number(), total: z.number() }),
    ),
    ultimosComentarios: z.array(reportComment),
  }),
  dependentsAdded: z.number(),
  appointments: z.object({ total: z.number(), cancelados: z.number() }),
});
export type Report = z.infer<typeof report>;

export const hideRatingCommentBody = z.object({
  oculto: z.boolean('oculto deve ser verdadeiro ou falso'),
});
export type HideRatingCommentBody = z.infer<typeof hideRatingCommentBody>;

/** The report calls with their schemas (spread into `adminEndpoints`). */
export const reportEndpoints = {
  getReport: { ...reportRoutes.getReport, query: reportQuery, response: report },
  reportCsv: { ...reportRoutes.reportCsv, query: reportCsvQuery, response: csvText },
  hideRatingComment: {
    ...reportRoutes.hideRatingComment,
    params: recordParams,
    body: hideRatingCommentBody,
    response: reportComment,
  },
} as const satisfies Record<string, AdminEndpoint>;
