import { endpoints } from '@clube/contract';
import {
  PARTNER_COUNTER_HEADER,
  PARTNER_COUNTER_HEADER_VALUE,
  PARTNER_SESSION_COOKIE,
  partnerPath,
  type PartnerEndpoint,
} from '@clube/contract/partner';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { hashPassword } from '../../src/lib/password.js';
import { call } from '../helpers/app.js';
import { TEST_PASSWORD_COST } from '../helpers/test-database.js';

type Db = Kysely<Database>;

export const STAFF_PASSWORD = 'balcao-senha-123';

/** A staff account of a partner (password STAFF_PASSWORD, no change pending). */
export async function insertStaff(
  db: Db,
  parceiroId: number,
  email: string,
  { alterarSenha = 0 as 0 | 1 } = {},
): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('parceiro_atendente')
    .values({
      parceiro_id: parceiroId,
      nome: `Atendente ${email}`,
      email,
      senha_hash: await hashPassword(STAFF_PASSWORD, { cost: TEST_PASSWORD_COST }),
      alterar_senha: alterarSenha,
      criado_em: now,
      atualizado_em: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export interface Counter {
  cookie: string;
  id: number;
}

/** Signs a staff account in through the counter's sign-in; answers its cookie. */
export async function signInStaff(
  app: FastifyInstance,
  email: string,
  password = STAFF_PASSWORD,
): Promise<Counter> {
  const response = await partnerCall(
    app,
    null,
    { method: 'POST', path: '/api/partner/v1/auth/login' },
    {
      body: { email, senha: password },
    },
  );
  if (response.statusCode !== 200)
    throw new Error(`staff sign-in failed: ${response.statusCode} ${response.body}`);
  const line = String(response.headers['set-cookie']);
  const token = new RegExp(`${PARTNER_SESSION_COOKIE}=([^;]+)`).exec(line)?.[1];
  if (!token) throw new Error('no session cookie');
  return {
    cookie: `${PARTNER_SESSION_COOKIE}=${token}`,
    id: response.json<{ atendente: { id: number } }>().atendente.id,
  };
}

export interface PartnerCall {
  params?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
  noCounterHeader?: boolean;
}

/** Calls a partner endpoint as the counter app does: cookie, CSRF header on writes, JSON body. */
export function partnerCall(
  app: FastifyInstance,
  counter: Counter | null,
  endpoint: Pick<PartnerEndpoint, 'method' | 'path'>,
  { params = {}, body, headers = {}, noCounterHeader }: PartnerCall = {},
): Promise<LightMyRequestResponse> {
  const all: Record<string, string> = { ...headers };
  if (counter) all.cookie = counter.cookie;
  if (endpoint.method !== 'GET' && !noCounterHeader)
    all[PARTNER_COUNTER_HEADER] = PARTNER_COUNTER_HEADER_VALUE;
  return app.inject({
    method: endpoint.method,
    url: partnerPath(endpoint.path, params),
    headers: all,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** The card's code secret, as the member's device receives it with the virtual card. */
export async function cardSecret(
  app: FastifyInstance,
  token: string,
  card: { id: number; perfil_id: number },
): Promise<string> {
  const response = await call(
    app,
    endpoints.virtualBadge,
    { idCliente: card.id, idPerfil: card.perfil_id },
    { token },
  );
  const secret = response.json<{ codigo?: { segredo: string } }>().codigo?.segredo;
  if (!secret) throw new Error(`no card secret: ${response.body}`);
  return secret;
}
