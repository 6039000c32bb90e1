import { z } from 'zod';
import { isRealIsoDate } from '../format.js';
import { plainText } from '../schemas/common.js';
import { staffEmail } from '../partner/schemas.js';
import type { AdminEndpoint } from './endpoints.js';
import { counterRoutes } from './counter-routes.js';
import { csvText, listQuery, listResponse, queryId, recordParams } from './schemas/list.js';
import { REPORT_LIMITS } from './reports.js';

/*
 * The partner counter in the console: staff accounts per partner, the use log (filters, CSV), the
 * uses members reported, and the uses report. docs/decisions/071-partner-staff-sessions.md.
 */

export const ADMIN_COUNTER_MESSAGES = {
  staffEmailTaken: 'Já existe um atendente com este e-mail.',
  staffNotFound: 'Atendente não encontrado.',
  staffDisabled: 'Atendente desativado: as sessões dele foram encerradas.',
  staffPasswordReset:
    'Senha redefinida. Mostre a senha temporária ao atendente: ela não aparece de novo.',
  temporaryPasswordOnce: 'Anote a senha temporária: ela não será mostrada de novo.',
  reportNotFound: 'Aviso não encontrado.',
  reportAlreadyReviewed: 'Este aviso já foi revisado.',
  date: 'data inválida: use aaaa-mm-dd',
  period: 'período inválido: a data inicial deve ser anterior ou igual à final',
  discountPercent: 'o percentual deve ser de 1 a 100',
  discountCents: 'o valor do desconto deve ser maior que zero',
  noUses: 'Nenhum uso registrado no período.',
} as const;

export const USE_STATUSES = ['registrado', 'desfeito', 'reportado'] as const;
export type UseStatus = (typeof USE_STATUSES)[number];
export const USE_STATUS_LABELS: Record<UseStatus, string> = {
  registrado: 'Registrado',
  desfeito: 'Desfeito',
  reportado: 'Reportado pelo membro',
};

export const USE_REPORT_STATUSES = ['pendente', 'revisado'] as const;
export type UseReportStatus = (typeof USE_REPORT_STATUSES)[number];

/** The structured discount a console form sends (beside the free-text `desconto`); null clears it. */
export const partnerDiscountInput = z
  .discriminatedUnion(
    'tipo',
    [
      z.object({
        tipo: z.literal('percentual'),
        percentual: z
          .number(ADMIN_COUNTER_MESSAGES.discountPercent)
          .int(ADMIN_COUNTER_MESSAGES.discountPercent)
          .min(1, ADMIN_COUNTER_MESSAGES.discountPercent)
          .max(100, ADMIN_COUNTER_MESSAGES.discountPercent),
      }),
      z.object({
        tipo: z.literal('valor'),
        centavos: z
          .number(ADMIN_COUNTER_MESSAGES.discountCents)
          .int(ADMIN_COUNTER_MESSAGES.discountCents)
          .min(1, ADMIN_COUNTER_MESSAGES.discountCents)
          .max(100_000_000, ADMIN_COUNTER_MESSAGES.discountCents),
      }),
    ],
    'tipo de desconto inválido',
  )
  .nullable();
export type PartnerDiscountInput = z.input<typeof partnerDiscountInput>;

/** `descontoEstruturado` of the partner form: PATCH/POST it beside the partner's fields. */
export const partnerStructuredDiscountBody = z.object({
  descontoEstruturado: partnerDiscountInput,
});

/** A staff account as the console reads it. */
export const partnerStaff = z.object({
  id: z.number(),
  parceiroId: z.number(),
  nome: z.string(),
  email: z.string(),
  ativo: z.boolean(),
  /** Still on a temporary password. */
  alterarSenha: z.boolean(),
  ultimoAcessoEm: z.string().nullable(),
  criadoEm: z.string(),
});
export type PartnerStaff = z.infer<typeof partnerStaff>;

export const partnerStaffList = z.object({ data: z.array(partnerStaff) });

export const createPartnerStaffBody = z.object({
  nome: plainText().trim().min(1, 'informe o nome').max(120, 'nome muito longo'),
  email: staffEmail,
});
export type CreatePartnerStaffBody = z.input<typeof createPartnerStaffBody>;

/** The answer of a creation or a reset: the temporary password, shown this once. */
export const partnerStaffWithPassword = z.object({
  atendente: partnerStaff,
  senhaTemporaria: z.string(),
});
export type PartnerStaffWithPassword = z.infer<typeof partnerStaffWithPassword>;

export const updatePartnerStaffBody = z
  .object({
    nome: plainText().trim().min(1, 'informe o nome').max(120, 'nome muito longo'),
    ativo: z.boolean('informe sim ou não'),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'nada para alterar' });
export type UpdatePartnerStaffBody = z.input<typeof updatePartnerStaffBody>;

const isoDate = z
  .string(ADMIN_COUNTER_MESSAGES.date)
  .refine((v) => isRealIsoDate(v), { message: ADMIN_COUNTER_MESSAGES.date });

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const useFilters = {
  /** First and last Brazilian day, both included (optional). */
  from: isoDate.optional(),
  to: isoDate.optional(),
  parceiroId: queryId.optional(),
  empresaId: queryId.optional(),
  status: z.enum(USE_STATUSES, 'situação inválida').optional(),
};

const periodOk = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;

export const listUsesQuery = listQuery(['registradoEm', 'economia'], useFilters, {
  sort: 'registradoEm',
  order: 'desc',
}).refine(periodOk, { message: ADMIN_COUNTER_MESSAGES.period, path: ['to'] });
export type ListUsesQuery = z.input<typeof listUsesQuery>;

export const usesCsvQuery = z
  .object(useFilters)
  .refine(periodOk, { message: ADMIN_COUNTER_MESSAGES.period, path: ['to'] });
export type UsesCsvQuery = z.input<typeof usesCsvQuery>;

/** One use of the log. */
export const adminUse = z.object({
  id: z.number(),
  registradoEm: z.string(),
  parceiro: z.object({ id: z.number(), nome: z.string() }),
  empresa: z.object({ id: z.number(), nome: z.string() }),
  /** The card (`cliente`) and the member's name. */
  membro: z.object({ id: z.number(), nome: z.string(), carteirinha: z.string() }),
  atendente: z.object({ id: z.number(), nome: z.string() }),
  oferta: z.string(),
  valorCompra: z.number().nullable(),
  economia: z.number().nullable(),
  desfeitoEm: z.string().nullable(),
  /** Who undid it: the staff's name, or the operator's ('Operador: …'). */
  desfeitoPor: z.string().nullable(),
  reportado: z.boolean(),
});
export type AdminUse = z.infer<typeof adminUse>;

export const listUsesResponse = listResponse(adminUse);

export const listUseReportsQuery = listQuery(
  ['criadoEm'],
  {
    status: z.enum(USE_REPORT_STATUSES, 'situação inválida').optional(),
    empresaId: queryId.optional(),
  },
  { sort: 'criadoEm', order: 'desc' },
);
export type ListUseReportsQuery = z.input<typeof listUseReportsQuery>;

export const useReport = z.object({
  id: z.number(),
  criadoEm: z.string(),
  comentario: z.string(),
  status: z.enum(USE_REPORT_STATUSES),
  revisadoEm: z.string().nullable(),
  revisadoPor: z.string().nullable(),
  /** The operator's note when reviewing. */
  nota: z.string(),
  uso: adminUse,
});
export type UseReport = z.infer<typeof useReport>;

export const listUseReportsResponse = listResponse(useReport);

export const reviewUseReportBody = z.object({
  /** Also undo the use (it no longer counts in savings and reports). */
  desfazerUso: z.boolean('informe sim ou não').default(false),
  nota: plainText().trim().max(500, 'nota muito longa').default(''),
});
export type ReviewUseReportBody = z.input<typeof reviewUseReportBody>;

/** The uses report: a company's or a partner's (or, for an admin, everything's) over a period. */
export const usesReportQuery = z
  .object({
    from: isoDate,
    to: isoDate,
    empresaId: queryId.optional(),
    parceiroId: queryId.optional(),
  })
  .refine((q) => q.from <= q.to, { message: ADMIN_COUNTER_MESSAGES.period, path: ['to'] })
  .refine((q) => daysBetween(q.from, q.to) < REPORT_LIMITS.periodDays, {
    message: `período longo demais: no máximo ${REPORT_LIMITS.periodDays} dias`,
    path: ['to'],
  });
export type UsesReportQuery = z.input<typeof usesReportQuery>;

const usesFigure = z.object({ usos: z.number(), economia: z.number(), valorCompras: z.number() });

/** Uses not undone: counts and cents. */
export const usesReport = z.object({
  from: z.string(),
  to: z.string(),
  total: usesFigure,
  porParceiro: z.array(usesFigure.extend({ id: z.number(), nome: z.string() })),
  porEmpresa: z.array(usesFigure.extend({ id: z.number(), nome: z.string() })),
  porDia: z.array(usesFigure.extend({ dia: z.string() })),
});
export type UsesReport = z.infer<typeof usesReport>;

const staffParams = recordParams;

export const counterEndpoints = {
  listPartnerStaff: {
    ...counterRoutes.listPartnerStaff,
    params: recordParams,
    response: partnerStaffList,
  },
  createPartnerStaff: {
    ...counterRoutes.createPartnerStaff,
    params: recordParams,
    body: createPartnerStaffBody,
    response: partnerStaffWithPassword,
    errors: [409],
  },
  updatePartnerStaff: {
    ...counterRoutes.updatePartnerStaff,
    params: staffParams,
    body: updatePartnerStaffBody,
    response: partnerStaff,
  },
  resetPartnerStaffPassword: {
    ...counterRoutes.resetPartnerStaffPassword,
    params: staffParams,
    response: partnerStaffWithPassword,
  },
  listUses: { ...counterRoutes.listUses, query: listUsesQuery, response: listUsesResponse },
  usesCsv: { ...counterRoutes.usesCsv, query: usesCsvQuery, response: csvText },
  listUseReports: {
    ...counterRoutes.listUseReports,
    query: listUseReportsQuery,
    response: listUseReportsResponse,
  },
  reviewUseReport: {
    ...counterRoutes.reviewUseReport,
    params: recordParams,
    body: reviewUseReportBody,
    response: useReport,
    errors: [409],
  },
  usesReport: { ...counterRoutes.usesReport, query: usesReportQuery, response: usesReport },
} as const satisfies Record<string, AdminEndpoint>;
