import { z } from 'zod';
import { IMPORT_COLUMNS, IMPORT_FIRST_PASSWORD } from '../admin/imports.js';
import { id } from '../schemas/common.js';
import { INTEGRATION_LIMITS, WEBHOOK_EVENTS } from './constants.js';

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
