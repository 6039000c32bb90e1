import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IntegrationScope } from '@clube/contract/integration';
import type { Kysely } from 'kysely';
import type { Database, IntegracaoTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';

type Db = Kysely<Database>;
export type CredentialRow = Selectable<IntegracaoTable>;

/**
 * A credential is a public client id and a 256-bit random secret. The secret is stored as its
 * SHA-256: with that much entropy no guessing is possible, so a slow hash would only cost each
 * request time (docs/decisions/105-integration-credentials.md).
 */
export const newClientId = () => `clb_${randomBytes(12).toString('hex')}`;
export const newSecret = () => `sk_${randomBytes(32).toString('base64url')}`;
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The signed-in credential of an integration request. */
export interface IntegrationCredential {
  id: number;
  empresaId: number;
  nome: string;
  scopes: readonly IntegrationScope[];
}

/** `Authorization: Basic base64(client_id:secret)` → its parts, or null. */
export function basicCredentials(
  header: string | undefined,
): { id: string; secret: string } | null {
  if (!header) return null;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

const DUMMY_HASH = secretHash('no credential has this secret');

/** The credential these parts name, when the secret matches and it is not revoked. */
export async function authenticate(
  db: Db,
  given: { id: string; secret: string },
): Promise<IntegrationCredential | null> {
  const row = await db
    .selectFrom('integracao')
    .selectAll()
    .where('client_id', '=', given.id.slice(0, 64))
    .executeTakeFirst();
  // Hash and compare even for an unknown id, so timing does not tell which ids exist.
  const expected = Buffer.from(row?.segredo_hash ?? DUMMY_HASH, 'hex');
  const matches = timingSafeEqual(expected, Buffer.from(secretHash(given.secret), 'hex'));
  if (!row || !matches || row.revogada_em !== null) return null;
  return {
    id: row.id,
    empresaId: row.empresa_id,
    nome: row.nome,
    scopes: JSON.parse(row.escopos) as IntegrationScope[],
  };
}

/** Records the last use, at most once a minute per credential (a write per request is waste). */
export async function touchCredential(db: Db, id: number, now: Date): Promise<void> {
  const minuteAgo = new Date(now.getTime() - 60_000).toISOString();
  await db
    .updateTable('integracao')
    .set({ ultimo_uso_em: now.toISOString() })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('ultimo_uso_em', 'is', null), eb('ultimo_uso_em', '<', minuteAgo)]))
    .execute();
}
