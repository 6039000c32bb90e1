import { IDEMPOTENCY_KEY_HEADER, idempotencyKey } from '@clube/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema.js';
import { badRequest, conflict } from './http-error.js';

type Db = Kysely<Database>;

/** How long a stored answer is replayed; a key older than this counts as new. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Set on an answer that repeats a stored one. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

/** The request's Idempotency-Key (a UUID), undefined when absent; 400 when malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  const parsed = idempotencyKey.safeParse(value);
  if (!parsed.success) throw badRequest(`Cabeçalho '${IDEMPOTENCY_KEY_HEADER}' inválido.`);
  return parsed.data;
}

export interface IdempotentWrite<T> {
  db: Db;
  reply: FastifyReply;
  usuarioId: number;
  /** The endpoint path: a key is bound to the route it was first used on. */
  rota: string;
  chave: string | undefined;
  /** The answer's schema: a replayed answer is read back through it. */
  response: z.ZodType<T>;
}

async function storedAnswer<T>(
  { db, usuarioId, rota, response }: IdempotentWrite<T>,
  key: string,
): Promise<{ value: T } | undefined> {
  const row = await db
    .selectFrom('idempotencia')
    .select(['rota', 'resposta', 'created_at'])
    .where('usuario_id', '=', usuarioId)
    .where('chave', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (Date.parse(row.created_at) < Date.now() - IDEMPOTENCY_TTL_MS) {
    await db
      .deleteFrom('idempotencia')
      .where('usuario_id', '=', usuarioId)
      .where('chave', '=', key)
      .execute();
    return undefined;
  }
  if (row.rota !== rota) {
    throw conflict(`Esta chave '${IDEMPOTENCY_KEY_HEADER}' já foi usada em outra operação.`);
  }
  return { value: response.parse(JSON.parse(row.resposta)) };
}

/**
 * Runs a write in one transaction. With a key, its answer is stored in `idempotencia` in that same
 * transaction and a repeat of the key (sequential or concurrent) gets the stored answer instead of
 * a second write. Only successes are stored: a refused request may be retried with the same key.
 */
export async function idempotentWrite<T>(
  options: IdempotentWrite<T>,
  write: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const { db, reply, usuarioId, rota, chave } = options;
  if (chave === undefined) return db.transaction().execute(write);

  const replay = (stored: { value: T }) => {
    reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
    return stored.value;
  };
  const earlier = await storedAnswer(options, chave);
  if (earlier) return replay(earlier);
  try {
    return await db.transaction().execute(async (trx) => {
      const value = await write(trx);
      await trx
        .insertInto('idempotencia')
        .values({
          chave,
          usuario_id: usuarioId,
          rota,
          status: 200,
          resposta: JSON.stringify(value),
          created_at: new Date().toISOString(),
        })
        .execute();
      return value;
    });
  } catch (error) {
    // A concurrent request with the same key committed first: answer what it answered.
    const concurrent = await storedAnswer(options, chave);
    if (concurrent) return replay(concurrent);
    throw error;
  }
}

/**
 * Drops this member's stored answers on `rotas` that `holds` picks out. Called in the transaction
 * that erases a record, so a replayed key can neither bring its personal data back nor claim a
 * write that no longer stands.
 */
export async function forgetStoredAnswers(
  db: Db,
  usuarioId: number,
  rotas: readonly string[],
  holds: (answer: unknown) => boolean,
): Promise<void> {
  const rows = await db
    .selectFrom('idempotencia')
    .select(['chave', 'resposta'])
    .where('usuario_id', '=', usuarioId)
    .where('rota', 'in', rotas)
    .execute();
  const keys = rows.filter((row) => holds(JSON.parse(row.resposta))).map((row) => row.chave);
  if (keys.length === 0) return;
  await db
    .deleteFrom('idempotencia')
    .where('usuario_id', '=', usuarioId)
    .where('chave', 'in', keys)
    .execute();
}
