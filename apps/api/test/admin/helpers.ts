import {
  ADMIN_CONSOLE_HEADER,
  ADMIN_SESSION_COOKIE,
  adminEndpoints,
  adminPath,
  type AdminEndpoint,
  type AdminRole,
} from '@clube/contract/admin';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Operador } from '../../src/db/schema.js';
import { hashPassword } from '../../src/lib/password.js';
import {
  decryptSecret,
  encryptSecret,
  secretKey,
  totpCode,
} from '../../src/modules/admin/auth/totp.js';
import { TEST_JWT_SECRET } from '../helpers/app.js';
import { TEST_PASSWORD_COST } from '../helpers/test-database.js';

/** Operators for the console's tests: factories, a console-like client, and sign-in. */

let sequence = 0;

export interface TestOperator {
  row: Operador;
  email: string;
  password: string;
}

export interface OperatorOptions {
  role?: AdminRole;
  companyIds?: number[];
  password?: string;
  /** Already enrolled with this base32 secret. */
  totpSecret?: string;
  mustChangePassword?: boolean;
  /** The demo flag: no second factor in demo mode. */
  skip2fa?: boolean;
  disabled?: boolean;
}

export async function createOperator(
  db: Kysely<Database>,
  options: OperatorOptions = {},
): Promise<TestOperator> {
  const n = ++sequence;
  const role = options.role ?? 'admin';
  const email = `${role}${n}@clube.test`;
  const password = options.password ?? `senha-forte-${n}`;
  const now = new Date().toISOString();
  const row = await db
    .insertInto('operador')
    .values({
      email,
      nome: `Operador ${n}`,
      senha_hash: await hashPassword(password, { cost: TEST_PASSWORD_COST }),
      papel: role,
      totp_segredo: options.totpSecret
        ? encryptSecret(secretKey(TEST_JWT_SECRET), options.totpSecret)
        : null,
      totp_ativo: options.totpSecret ? 1 : 0,
      alterar_senha: options.mustChangePassword ? 1 : 0,
      dispensa_2fa: options.skip2fa ? 1 : 0,
      desativado_em: options.disabled ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (options.companyIds?.length)
    await db
      .insertInto('operador_empresa')
      .values(options.companyIds.map((empresa_id) => ({ operador_id: row.id, empresa_id })))
      .execute();
  return { row, email, password };
}

export interface ConsoleCall {
  cookie?: string | undefined;
  body?: unknown;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  /** Send the console's CSRF header (default true). */
  consoleHeader?: boolean;
  headers?: Record<string, string>;
}

/** Calls an admin endpoint as the console does: its header on writes, the session cookie. */
export function consoleCall(
  app: FastifyInstance,
  endpoint: Pick<AdminEndpoint, 'method' | 'path'>,
  { cookie, body, params, query, consoleHeader = true, headers = {} }: ConsoleCall = {},
): Promise<LightMyRequestResponse> {
  const all: Record<string, string> = { ...headers };
  if (consoleHeader) all[ADMIN_CONSOLE_HEADER] = '1';
  if (cookie) all.cookie = `${ADMIN_SESSION_COOKIE}=${cookie}`;
  return app.inject({
    method: endpoint.method,
    url: adminPath(endpoint.path, params),
    ...(query
      ? { query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) }
      : {}),
    headers: all,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** The session token a response sets, or undefined ('' when it clears the cookie). */
export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  let value: string | undefined;
  for (const line of list) {
    const match = new RegExp(`^${ADMIN_SESSION_COOKIE}=([^;]*)`).exec(line);
    if (match) value = match[1];
  }
  return value;
}

export const setCookieLine = (response: LightMyRequestResponse): string => {
  const header = response.headers['set-cookie'];
  return (Array.isArray(header) ? header[0] : header) ?? '';
};

/** The operator's current TOTP secret, decrypted from the database (after an enrolment). */
export async function storedSecret(db: Kysely<Database>, operatorId: number): Promise<string> {
  const row = await db
    .selectFrom('operador')
    .select('totp_segredo')
    .where('id', '=', operatorId)
    .executeTakeFirstOrThrow();
  const secret = row.totp_segredo && decryptSecret(secretKey(TEST_JWT_SECRET), row.totp_segredo);
  if (!secret) throw new Error('no readable TOTP secret');
  return secret;
}

export { totpCode };

/**
 * Signs in all the way (password, then the TOTP code when asked) and answers the session cookie.
 * `secret` is the operator's TOTP secret when enrolled. `at` moves the code's clock (a code works
 * once: two sign-ins in one 30 s step need different steps).
 */
export async function signIn(
  app: FastifyInstance,
  operator: TestOperator,
  secret?: string,
  at: number = Date.now(),
): Promise<string> {
  const first = await consoleCall(app, adminEndpoints.signIn, {
    body: { email: operator.email, password: operator.password },
  });
  if (first.statusCode !== 200) throw new Error(`sign-in: ${first.statusCode} ${first.body}`);
  const cookie = sessionCookie(first);
  const { step } = first.json<{ step: string }>();
  if (step === 'done') return cookie!;
  if (!secret) throw new Error(`sign-in wants step ${step}, no secret given`);
  const second = await consoleCall(app, adminEndpoints.verifySecondFactor, {
    cookie,
    body: { code: totpCode(secret, at) },
  });
  if (second.statusCode !== 200)
    throw new Error(`second factor: ${second.statusCode} ${second.body}`);
  return sessionCookie(second)!;
}
