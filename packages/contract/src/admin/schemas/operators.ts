import { z } from 'zod';
import { LIMITS } from '../../constants.js';
import { id, plainText } from '../../schemas/common.js';
import { ADMIN_MESSAGES } from '../constants.js';
import { adminRole, operatorEmail, operatorPassword } from './auth.js';
import { listQuery, listResponse, namedRef, searchText } from './list.js';

export const operatorName = plainText()
  .trim()
  .min(2, 'informe o nome')
  .max(LIMITS.name, 'nome muito longo');

/** An operator as the console shows it. Never a hash, a secret or a recovery code. */
export const operator = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: adminRole,
  companies: z.array(namedRef),
  totpEnabled: z.boolean(),
  mustChangePassword: z.boolean(),
  /** Disabled operators cannot sign in (ISO instant, or null while active). */
  disabledAt: z.string().nullable(),
  /** Sessions open right now. */
  activeSessions: z.number().int(),
  lastSeenAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Operator = z.infer<typeof operator>;

export const operatorListQuery = listQuery(['name', 'email', 'role', 'createdAt'], {
  /** Part of the name or e-mail. */
  q: searchText.optional(),
  role: adminRole.optional(),
  status: z.enum(['active', 'disabled'], 'situação inválida').optional(),
});
export type OperatorListQuery = z.infer<typeof operatorListQuery>;

export const operatorList = listResponse(operator);
export type OperatorList = z.infer<typeof operatorList>;

const companyIds = z.array(id).max(1000, 'empresas demais');

/** Operators and support work only in their companies: they need at least one. */
const scopeRequired = (b: { role?: string | undefined; companyIds?: number[] | undefined }) =>
  b.role === undefined || b.role === 'admin' || (b.companyIds?.length ?? 0) > 0;

/**
 * Invite an operator. Without `password` the server generates one and answers it once; either way
 * the operator must change it, and enrol an authenticator, at the first sign-in.
 */
export const createOperatorBody = z
  .object({
    email: operatorEmail,
    name: operatorName,
    role: adminRole,
    companyIds: companyIds.default([]),
    password: operatorPassword.optional(),
  })
  .refine(scopeRequired, { message: ADMIN_MESSAGES.companyRequired, path: ['companyIds'] });
export type CreateOperatorBody = z.input<typeof createOperatorBody>;

export const createOperatorResponse = z.object({
  operator,
  /** The generated first password, shown this once; null when the admin chose it. */
  initialPassword: z.string().nullable(),
});
export type CreateOperatorResponse = z.infer<typeof createOperatorResponse>;

/** Change name, role, scope, or disable (`active: false`, which ends the sessions) / re-enable. */
export const updateOperatorBody = z
  .object({
    name: operatorName.optional(),
    role: adminRole.optional(),
    companyIds: companyIds.optional(),
    active: z.boolean('ativo deve ser verdadeiro ou falso').optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'nada para alterar',
  });
export type UpdateOperatorBody = z.input<typeof updateOperatorBody>;
