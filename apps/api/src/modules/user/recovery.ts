import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ERROR_CODES,
  RECOVERY_MESSAGES,
  RECOVERY_TYPES,
  type RequestPasswordChangeBody,
} from '@clube/contract';
import type { Kysely } from 'kysely';
import type { Database, Usuario } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { changePassword } from './queries.js';
import {
  countCodesSince,
  findCompanyName,
  findLatestCode,
  redeemCode,
  spendTry,
} from './recovery-queries.js';
import { recoveryMessage, type RecoveryMessage } from './recovery-message.js';
import { accountNotices, writeAccountNotice } from '../notices/write.js';

/**
 * A 4-digit code is 13 bits: these limits are what keeps an account safe. With 5 tries a code and
 * 3 codes an hour, a guesser wins with at most 15 in 10,000 an hour per account; the per-address
 * limits bound how many accounts one address can try.
 */
export const RECOVERY_LIMITS = {
  codeTtlMs: 10 * 60_000,
  triesPerCode: 5,
  codesPerHour: 3,
  /** Per client address and hour, on each of the two calls. */
  requestsPerAddressPerHour: 10,
  checksPerAddressPerHour: 30,
} as const;

type Db = Kysely<Database>;

export const cpfNotFound = () =>
  new HttpError(400, RECOVERY_MESSAGES.cpfNotFound, ERROR_CODES.notFound);
export const invalidCode = () =>
  new HttpError(400, RECOVERY_MESSAGES.invalidCode, ERROR_CODES.invalidInput);
const expiredCode = () => new HttpError(406, RECOVERY_MESSAGES.expiredCode, ERROR_CODES.expired);
const tooManyCodes = () =>
  new HttpError(429, RECOVERY_MESSAGES.tooManyCodes, ERROR_CODES.tooManyRequests);

/** Keyed hash of a code, bound to its account: a leaked table cannot be brute-forced without the key. */
export function hashCode(secret: string, usuarioId: number, code: string): string {
  return createHmac('sha256', secret).update(`recovery-code|${usuarioId}|${code}`).digest('hex');
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Where the code goes: the member's e-mail or phone, or nothing when none is on file. */
function destination(usuario: Usuario, tipo: RequestPasswordChangeBody['tipo']): string {
  return (tipo === RECOVERY_TYPES.email ? usuario.email : usuario.telefone).trim();
}

/**
 * Stores a new code (hashed) and its message in the outbox; the route runs it in one transaction, so
 * a crash after the commit never loses a code the member was promised. Answers the message, or
 * undefined when the member has no contact of that kind (nothing is stored or sent; the caller
 * answers as for success).
 */
export async function issueCode(
  trx: Db,
  secret: string,
  usuario: Usuario,
  tipo: RequestPasswordChangeBody['tipo'],
  now: Date,
): Promise<RecoveryMessage | undefined> {
  const to = destination(usuario, tipo);
  if (to === '') return undefined;
  const hourAgo = new Date(now.getTime() - 3600_000).toISOString();
  if ((await countCodesSince(trx, usuario.id, hourAgo)) >= RECOVERY_LIMITS.codesPerHour)
    throw tooManyCodes();
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const message = recoveryMessage(tipo, {
    code,
    nome: usuario.nome,
    empresa: (await findCompanyName(trx, usuario.id)) ?? 'Clube',
    minutes: RECOVERY_LIMITS.codeTtlMs / 60_000,
  });
  await trx
    .insertInto('codigo_recuperacao')
    .values({
      usuario_id: usuario.id,
      codigo_hash: hashCode(secret, usuario.id, code),
      tipo,
      expira_em: new Date(now.getTime() + RECOVERY_LIMITS.codeTtlMs).toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
  await trx
    .insertInto('outbox')
    .values({ ...message, destino: to, status: 'pendente', created_at: now.toISOString() })
    .execute();
  await writeAccountNotice(trx, usuario.id, accountNotices.recoveryRequested(), now);
  return message;
}

/**
 * Checks the member's newest code and answers its id when it matches. Each try counts before the
 * comparison; the fifth wrong one leaves the code unusable. 406 once it has expired or its tries
 * are used up: either way the member needs a new code, and the app says so.
 */
export async function checkCode(
  db: Db,
  secret: string,
  usuarioId: number,
  code: string,
  now: Date,
): Promise<number> {
  const latest = await findLatestCode(db, usuarioId);
  if (!latest || latest.usado_em !== null) throw invalidCode();
  if (latest.expira_em <= now.toISOString()) throw expiredCode();
  if (!(await spendTry(db, latest.id, RECOVERY_LIMITS.triesPerCode))) throw expiredCode();
  if (!sameHash(hashCode(secret, usuarioId, code), latest.codigo_hash)) throw invalidCode();
  return latest.id;
}

/**
 * Uses the code up and sets the new password (the token version goes up: every older session
 * ends). Run in a transaction: when a parallel request redeemed the code first, nothing changes.
 */
export async function resetPassword(
  trx: Db,
  { codeId, usuarioId, senhaHash }: { codeId: number; usuarioId: number; senhaHash: string },
  now: Date,
): Promise<void> {
  if (!(await redeemCode(trx, codeId, now.toISOString()))) throw invalidCode();
  await changePassword(trx, usuarioId, senhaHash);
}
