import {
  IDEMPOTENCY_KEY_HEADER,
  maskCpf,
  type Endpoint,
  type InsertDependenteBody,
} from '@clube/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Cliente, Empresa } from '../../src/db/schema.js';
import { TEST_API_KEY, tokenFor, type TestApp } from '../helpers/app.js';
import { createMember, insertEmpresa, uniqueCpf, type TestMember } from '../helpers/factories.js';
import { apiTest, type ApiTestOptions } from '../helpers/fixture.js';

/** A 1×1 PNG. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
export const FORBIDDEN = { message: 'Acesso não permitido.', code: 'FORBIDDEN' };

export interface DependentsWorld {
  t: TestApp;
  /** createDependents on; room for many dependents per card (limits.test.ts tests the cap). */
  empresa: Empresa;
  /** createDependents off. */
  empresaOff: Empresa;
  /** Cards: [0] in empresa (with one dependent), [1] in empresaOff. */
  me: TestMember;
  someoneElse: TestMember;
  token: string;
  otherToken: string;
}

/** The dependents world on an app already built (the shared fixture's). */
export async function dependentsWorldOn(t: TestApp): Promise<DependentsWorld> {
  const db = t.database.db;
  const empresa = await insertEmpresa(db, { create_dependents: 1, max_dependentes: 1000 });
  const empresaOff = await insertEmpresa(db, { create_dependents: 0 });
  const me = await createMember(db, { empresas: [empresa, empresaOff] });
  const someoneElse = await createMember(db, { empresas: [empresa] });
  return {
    t,
    empresa,
    empresaOff,
    me,
    someoneElse,
    token: await tokenFor(t.app, me.usuario),
    otherToken: await tokenFor(t.app, someoneElse.usuario),
  };
}

/** A valid add-dependent form for this card, as the web app sends it (masked). */
export function dependentPayload(
  card: Cliente,
  overrides: Partial<InsertDependenteBody> = {},
): InsertDependenteBody {
  return {
    idCliente: card.id,
    idPerfil: card.perfil_id,
    nome: 'Lucas Pereira',
    cpf: maskCpf(uniqueCpf()),
    email: 'lucas@example.com',
    telefone1: '(11) 98765-4321',
    telefone2: '',
    nascimento: '2014-03-09',
    dataAdmissao: '2023-10-07',
    idSexo: 1,
    idGrauParentesco: 1,
    foto: '',
    ...overrides,
  };
}

/** Calls an endpoint with a bearer token and, optionally, an Idempotency-Key. */
export function send(
  app: FastifyInstance,
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  body: unknown,
  { token, key }: { token: string; key?: string },
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {
    api_key: TEST_API_KEY,
    authorization: `bearer ${token}`,
  };
  if (key !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = key;
  return app.inject({
    method: endpoint.method,
    url: endpoint.path,
    headers,
    payload: body as Record<string, unknown>,
  });
}

/** Every cliente row under a holder's card, anonymised ones included. */
export function dependentRowsOf(world: DependentsWorld, titularId: number) {
  return world.t.database.db
    .selectFrom('cliente')
    .selectAll()
    .where('titular_id', '=', titularId)
    .orderBy('id')
    .execute();
}

/**
 * The shared API fixture plus `dependents`, this world on the file's app (built once per file;
 * `dependents.t` is the fixture's `app`).
 */
export function dependentsTest(options?: ApiTestOptions) {
  return apiTest(options).extend('dependents', { scope: 'file' }, ({ app }) =>
    dependentsWorldOn(app),
  );
}
