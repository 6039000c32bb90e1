import { createHash, randomBytes } from 'node:crypto';
import {
  ADMIN_CONSOLE_HEADER,
  ADMIN_CONSOLE_HEADER_VALUE,
  ADMIN_SESSION_COOKIE,
  adminPath,
  type AdminEndpoint,
  type AdminRole,
} from '@clube/contract/admin';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../../src/db/schema.js';
import { hashPassword } from '../../src/lib/password.js';
import { TEST_PASSWORD_COST } from '../helpers/test-database.js';

/**
 * What the companies and members tests share: operators of each role signed in (a session row and
 * its cookie, as the sign-in makes them), calls of the admin contract, and a dump of the tables
 * those calls may write, to prove that a refused call wrote nothing.
 */

type Db = Kysely<Database>;

export interface SignedInOperator {
  id: number;
  role: AdminRole;
  cookie: string;
}

let sequence = 0;

/** An operator of `role` scoped to `companyIds`, signed in (2FA done): answers its cookie. */
export async function signedInOperator(
  db: Db,
  role: AdminRole,
  companyIds: number[] = [],
): Promise<SignedInOperator> {
  const n = ++sequence;
  const now = new Date();
  const { id } = await db
    .insertInto('operador')
    .values({
      email: `${role}${n}-${randomBytes(3).toString('hex')}@clube.test`,
      nome: `${role} ${n}`,
      senha_hash: await hashPassword('senha-do-operador', { cost: TEST_PASSWORD_COST }),
      papel: role,
      totp_ativo: 0,
      alterar_senha: 0,
      dispensa_2fa: 0,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (companyIds.length > 0) {
    await db
      .insertInto('operador_empresa')
      .values(companyIds.map((empresa_id) => ({ operador_id: id, empresa_id })))
      .execute();
  }
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('operador_sessao')
    .values({
      id: createHash('sha256').update(token).digest('hex'),
      operador_id: id,
      etapa: null,
      ip: '127.0.0.1',
      user_agent: 'test',
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 3600_000).toISOString(),
    })
    .execute();
  return { id, role, cookie: `${ADMIN_SESSION_COOKIE}=${token}` };
}

export interface AdminCall {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** Leave out the console's CSRF header on a write. */
  noConsoleHeader?: boolean;
}

/** Calls an admin endpoint as the console does: session cookie, CSRF header on writes, JSON body. */
export function adminCall(
  app: FastifyInstance,
  operator: SignedInOperator | null,
  endpoint: Pick<AdminEndpoint, 'method' | 'path'>,
  { params = {}, query, body, noConsoleHeader }: AdminCall = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (operator) headers.cookie = operator.cookie;
  if (endpoint.method !== 'GET' && !noConsoleHeader) {
    headers[ADMIN_CONSOLE_HEADER] = ADMIN_CONSOLE_HEADER_VALUE;
  }
  return app.inject({
    method: endpoint.method,
    url: adminPath(endpoint.path, params),
    headers,
    ...(query
      ? { query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) }
      : {}),
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** The rows an admin write of companies or members may touch (sessions left out: reads touch them). */
const WRITTEN_TABLES = [
  'empresa',
  'menu_parceiro',
  'midia',
  'usuario',
  'cliente',
  'outbox',
  'auditoria',
] as const;

export async function dumpTables(db: Db): Promise<string> {
  const dump: Record<string, unknown[]> = {};
  for (const table of WRITTEN_TABLES) {
    const rows = await db.selectFrom(table).selectAll().execute();
    dump[table] = rows
      .map((row) =>
        JSON.stringify(row, (_key, value: unknown) =>
          Buffer.isBuffer(value) ? value.toString('base64') : value,
        ),
      )
      .sort();
  }
  return JSON.stringify(dump);
}

/** A real PNG of w×h pixels as a data URL. */
export async function pngDataUrl(width = 40, height = 20, color = '#0b6e4f'): Promise<string> {
  const png = await sharp({
    create: { width, height, channels: 4, background: color },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

export function auditRows(db: Db, resource: string, recordId: number | string) {
  return db
    .selectFrom('auditoria')
    .selectAll()
    .where('recurso', '=', resource)
    .where('registro_id', '=', String(recordId))
    .orderBy('id')
    .execute();
}
