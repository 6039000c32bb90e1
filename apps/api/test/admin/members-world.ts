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
import { newTotpSecret } from '../../src/modules/admin/auth/totp.js';
import { createOperator, signIn } from './helpers.js';

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

/**
 * An operator of `role` scoped to `companyIds`, signed in through the console's sign-in (password,
 * then a TOTP code of its enrolled secret): answers its session cookie.
 */
export async function signedInOperator(
  app: FastifyInstance,
  db: Db,
  role: AdminRole,
  companyIds: number[] = [],
): Promise<SignedInOperator> {
  const totpSecret = newTotpSecret();
  const operator = await createOperator(db, { role, companyIds, totpSecret });
  const token = await signIn(app, operator, totpSecret);
  return { id: operator.row.id, role, cookie: `${ADMIN_SESSION_COOKIE}=${token}` };
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
