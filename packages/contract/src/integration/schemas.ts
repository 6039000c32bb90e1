import { z } from 'zod';
import { IMPORT_COLUMNS, IMPORT_FIRST_PASSWORD } from '../admin/imports.js';
import { isRealIsoDate } from '../format.js';
import { id } from '../schemas/common.js';
import { INTEGRATION_LIMITS, INTEGRATION_MESSAGES, WEBHOOK_EVENTS } from './constants.js';

/**
 * One member of a bulk upsert: the CSV import's columns by key, as text (a missing, null or
 * blank field keeps what is stored). The server validates each with the import's row schema, so
 * a bad field refuses that row only.
 */
const cell = z
  .union([z.string().max(1000, 'texto muito longo'), z.number()])
  .nullable()
  .optional();
export const integrationMemberInput = z.object({
  cpf: z.union([z.string().max(20, 'CPF inválido'), z.number()]),
  ...Object.fromEntries(
    IMPORT_COLUMNS.filter((c) => c.key !== 'cpf').map((c) => [c.key, cell] as const),
  ),
});
export type IntegrationMemberInput = z.input<typeof integrationMemberInput>;

export const upsertMembersBody = z.object({
  /** How a new member gets the first password (the import's rule): birth date or by e-mail. */
  firstPassword: z
    .enum(
      [IMPORT_FIRST_PASSWORD.birthDate, IMPORT_FIRST_PASSWORD.email],
      'firstPassword: use nascimento ou email',
    )
    .default(IMPORT_FIRST_PASSWORD.birthDate),
  members: z
    .array(integrationMemberInput, 'members: envie uma lista de membros')
    .min(1, 'members: envie ao menos um membro')
    .max(
      INTEGRATION_LIMITS.membersPerRequest,
      `members: no máximo ${INTEGRATION_LIMITS.membersPerRequest} por requisição`,
    ),
});
export type UpsertMembersBody = z.input<typeof upsertMembersBody>;

export const upsertAction = z.enum(['create', 'update', 'unchanged', 'error']);

/** What happened to one member of the request, in its order. */
export const upsertResult = z.object({
  /** Position in `members`, from 0. */
  index: z.number(),
  action: upsertAction,
  /** The member (their sign-in) and their card in this company; null on error. */
  memberId: z.number().nullable(),
  cardId: z.number().nullable(),
  /** On error: the reason in Portuguese and the machine code. */
  error: z.string().nullable(),
  code: z.string().nullable(),
});
export type UpsertResult = z.infer<typeof upsertResult>;

export const upsertMembersResponse = z.object({
  counts: z.object({
    create: z.number(),
    update: z.number(),
    unchanged: z.number(),
    error: z.number(),
  }),
  results: z.array(upsertResult),
});
export type UpsertMembersResponse = z.infer<typeof upsertMembersResponse>;

export const deactivateMemberBody = z.object({
  cpf: z.union([z.string().max(20, 'CPF inválido'), z.number()]),
});
export type DeactivateMemberBody = z.input<typeof deactivateMemberBody>;

export const deactivateMemberResponse = z.object({
  memberId: z.number(),
  cardId: z.number(),
  /** The end date (Brazil's date, aaaa-mm-dd): the LGPD retention clock starts here. */
  endedAt: z.string(),
});
export type DeactivateMemberResponse = z.infer<typeof deactivateMemberResponse>;

export const memberParams = z.object({ id });

export const integrationCard = z.object({
  id: z.number(),
  number: z.string(),
  validUntil: z.string().nullable(),
  profileId: z.number(),
  /** null: active. */
  endedAt: z.string().nullable(),
});

export const integrationMember = z.object({
  id: z.number(),
  cpf: z.string(),
  name: z.string(),
  status: z.enum(['active', 'inactive']),
  /** This company's cards of the member (never another company's). */
  cards: z.array(integrationCard),
});
export type IntegrationMember = z.infer<typeof integrationMember>;

/* ---------------------------------------------------------------- uses */

const isoDate = z
  .string(INTEGRATION_MESSAGES.date)
  .refine((v) => isRealIsoDate(v), { message: INTEGRATION_MESSAGES.date });
const pageNumber = (message: string, max: number) =>
  z.coerce.number(message).int(message).min(1, message).max(max, message);

/**
 * `GET /uses`: the company's cards' uses at partners' counters, oldest first, one page at a time;
 * `from` and `to` are Brazilian days (both included), `partnerId` one partner.
 */
export const listUsesQuery = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    partnerId: id.optional(),
    page: pageNumber(INTEGRATION_MESSAGES.page, 1_000_000).default(1),
    perPage: pageNumber(INTEGRATION_MESSAGES.perPage, INTEGRATION_LIMITS.usesPerPageMax).default(
      INTEGRATION_LIMITS.usesPerPageDefault,
    ),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: INTEGRATION_MESSAGES.period,
    path: ['to'],
  });
export type ListUsesQuery = z.input<typeof listUsesQuery>;

/**
 * One use of a benefit: ids, the partner, the offer and the amounts. No CPF, name or contact and
 * no counter staff: `GET /members/:memberId` reads the member when the company needs more.
 */
export const integrationUse = z.object({
  id: z.number(),
  /**
   * The card used (this company's; a dependent's card too) and the member holding it, as
   * `GET /members/:id` reads them (a dependent's use names the holder).
   */
  cardId: z.number(),
  memberId: z.number().nullable(),
  partner: z.object({ id: z.number(), name: z.string() }),
  offer: z.string(),
  /** When it was registered (ISO 8601, UTC) and its Brazilian day (aaaa-mm-dd). */
  registeredAt: z.string(),
  day: z.string(),
  /** Cents of real; null when the counter did not tell. */
  purchaseValue: z.number().nullable(),
  saving: z.number().nullable(),
  /** null: stands; otherwise when the counter or the club undid it (it does not count). */
  undoneAt: z.string().nullable(),
});
export type IntegrationUse = z.infer<typeof integrationUse>;

export const listUsesResponse = z.object({
  data: z.array(integrationUse),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type ListUsesResponse = z.infer<typeof listUsesResponse>;

/* ---------------------------------------------------------------- webhook payloads */

/** The body of every delivery: what happened, when, to what (ids), and which fields changed. */
export const webhookPayload = z.object({
  type: z.enum(WEBHOOK_EVENTS),
  timestamp: z.string(),
  data: z.object({
    companyId: z.number(),
    memberId: z.number().nullable(),
    cardId: z.number().nullable(),
    /** The fields that changed (names only, never their values), on member.updated. */
    changed: z.array(z.string()).optional(),
    /** use.registered: the use and its partner. */
    useId: z.number().optional(),
    partnerId: z.number().optional(),
    endedAt: z.string().optional(),
  }),
});
export type WebhookPayload = z.infer<typeof webhookPayload>;
