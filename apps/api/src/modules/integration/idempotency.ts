import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@clube/contract';
import { INTEGRATION_MESSAGES } from '@clube/contract/integration';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { IDEMPOTENCY_TTL_MS } from '../../lib/idempotency.js';
import { HttpError } from '../../lib/http-error.js';

type Db = Kysely<Database>;

/**
 * An integration write's Idempotency-Key: its first successful answer is stored with the SHA-256
 * of the body for 24 h; the same key and body answer it again, the same key with another body (or
 * on another call) is refused with 422 (docs/decisions/106-integration-members.md).
 */
export const bodyHash = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

export interface StoredAnswer {
  status: number;
  value: unknown;
}

export async function storedIntegrationAnswer(
  db: Db,
  integracaoId: number,
  chave: string,
  rota: string,
  hash: string,
  now: Date,
): Promise<StoredAnswer | undefined> {
  const row = await db
    .selectFrom('integracao_idempotencia')
    .selectAll()
    .where('integracao_id', '=', integracaoId)
    .where('chave', '=', chave)
    .executeTakeFirst();
  if (!row) return undefined;
  if (Date.parse(row.created_at) < now.getTime() - IDEMPOTENCY_TTL_MS) {
    await db
      .deleteFrom('integracao_idempotencia')
      .where('integracao_id', '=', integracaoId)
      .where('chave', '=', chave)
      .execute();
    return undefined;
  }
  if (row.rota !== rota)
    throw new HttpError(
      422,
      INTEGRATION_MESSAGES.idempotencyKeyOtherRoute,
      ERROR_CODES.idempotencyKeyReused,
    );
  if (row.corpo_hash !== hash)
    throw new HttpError(
      422,
      INTEGRATION_MESSAGES.idempotencyKeyReused,
      ERROR_CODES.idempotencyKeyReused,
    );
  return { status: row.status, value: JSON.parse(row.resposta) };
}

export async function storeIntegrationAnswer(
  db: Db,
  values: { integracaoId: number; chave: string; rota: string; hash: string; value: unknown },
  now: Date,
): Promise<void> {
  await db
    .insertInto('integracao_idempotencia')
    .values({
      integracao_id: values.integracaoId,
      chave: values.chave,
      rota: values.rota,
      corpo_hash: values.hash,
      status: 200,
      resposta: JSON.stringify(values.value),
      created_at: now.toISOString(),
    })
    .execute();
}
