import { randomBytes } from 'node:crypto';
import {
  ADMIN_MESSAGES,
  type createOperatorBody,
  type Operator,
  type OperatorListQuery,
  type updateOperatorBody,
} from '@clube/contract/admin';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, Operador } from '../../../db/schema.js';
import { badRequest, conflict, notFound } from '../../../lib/http-error.js';
import { hashPassword } from '../../../lib/password.js';
import {
  companiesOf,
  existingCompanyIds,
  findOperatorIdByEmail,
  findOperatorRow,
  insertOperatorRow,
  listOperatorRows,
  replaceCompanies,
  sessionsOf,
  updateOperatorRow,
} from './queries.js';

type Db = Kysely<Database>;
type CreateInput = z.output<typeof createOperatorBody>;
type UpdateInput = z.output<typeof updateOperatorBody>;

/** Rows → the console's operators, with companies and sessions. */
async function toOperators(db: Db, rows: Operador[]): Promise<Operator[]> {
  const ids = rows.map((r) => r.id);
  const [companies, sessions] = await Promise.all([
    companiesOf(db, ids),
    sessionsOf(db, ids, new Date().toISOString()),
  ]);
  return rows.map((row) => {
    const session = sessions.find((s) => s.operatorId === row.id);
    return {
      id: row.id,
      email: row.email,
      name: row.nome,
      role: row.papel,
      companies: companies
        .filter((c) => c.operatorId === row.id)
        .map((c) => ({ id: c.id, name: c.name })),
      totpEnabled: row.totp_ativo === 1,
      mustChangePassword: row.alterar_senha === 1,
      disabledAt: row.desativado_em,
      activeSessions: Number(session?.active ?? 0),
      lastSeenAt: (session?.lastSeenAt as string | null | undefined) ?? null,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  });
}

export async function listOperators(db: Db, query: OperatorListQuery) {
  const { rows, total } = await listOperatorRows(db, query);
  return { data: await toOperators(db, rows), total };
}

export async function getOperator(db: Db, id: number): Promise<Operator> {
  const row = await findOperatorRow(db, id);
  if (!row) throw notFound('Operador não encontrado.');
  const [operator] = await toOperators(db, [row]);
  return operator!;
}

/** What the audit log keeps of an operator (never the hash or the 2FA secret). */
export const auditView = (operator: Operator) => ({
  email: operator.email,
  name: operator.name,
  role: operator.role,
  companyIds: operator.companies.map((c) => c.id),
  active: operator.disabledAt === null,
});

async function checkCompanies(db: Db, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const found = await existingCompanyIds(db, unique);
  if (found.length !== unique.length) throw badRequest(ADMIN_MESSAGES.unknownCompany);
  return unique;
}

/** A first password of 16 characters from a 56-letter alphabet (~93 bits), shown once. */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  return [...randomBytes(16)].map((b) => alphabet[b % alphabet.length]).join('');
}

/** The first password and its hash (hashed before the write's transaction opens). */
export async function firstPassword(
  body: Pick<CreateInput, 'password'>,
  passwordCost: number,
): Promise<{ hash: string; initialPassword: string | null }> {
  const initialPassword = body.password === undefined ? generatePassword() : null;
  const hash = await hashPassword(body.password ?? initialPassword!, { cost: passwordCost });
  return { hash, initialPassword };
}

export async function createOperator(
  db: Db,
  body: CreateInput,
  { hash, initialPassword }: { hash: string; initialPassword: string | null },
): Promise<{ operator: Operator; initialPassword: string | null }> {
  if (await findOperatorIdByEmail(db, body.email)) throw conflict(ADMIN_MESSAGES.emailTaken);
  const companyIds = body.role === 'admin' ? [] : await checkCompanies(db, body.companyIds);
  const now = new Date().toISOString();
  const row = await insertOperatorRow(db, {
    email: body.email,
    nome: body.name,
    senha_hash: hash,
    papel: body.role,
    alterar_senha: 1,
    created_at: now,
    updated_at: now,
  });
  await replaceCompanies(db, row.id, companyIds);
  return { operator: await getOperator(db, row.id), initialPassword };
}

/**
 * Changes name, role, scope or state. Nobody disables or demotes themselves (the last admin could
 * lock everyone out). Disabling ends the operator's sessions (the caller ends them).
 */
export async function updateOperator(
  db: Db,
  id: number,
  body: UpdateInput,
  actorId: number,
): Promise<{ before: Operator; after: Operator; disabled: boolean }> {
  const before = await getOperator(db, id);
  if (id === actorId && ((body.role && body.role !== before.role) || body.active === false))
    throw conflict(ADMIN_MESSAGES.notYourself);
  const role = body.role ?? before.role;
  const companyIds =
    role === 'admin'
      ? []
      : await checkCompanies(db, body.companyIds ?? before.companies.map((c) => c.id));
  if (role !== 'admin' && companyIds.length === 0) throw badRequest(ADMIN_MESSAGES.companyRequired);
  const now = new Date().toISOString();
  const disabled = body.active === false && before.disabledAt === null;
  await updateOperatorRow(db, id, {
    ...(body.name !== undefined ? { nome: body.name } : {}),
    ...(body.role !== undefined ? { papel: body.role } : {}),
    ...(body.active === false && before.disabledAt === null ? { desativado_em: now } : {}),
    ...(body.active === true ? { desativado_em: null } : {}),
    updated_at: now,
  });
  await replaceCompanies(db, id, companyIds);
  return { before, after: await getOperator(db, id), disabled };
}
