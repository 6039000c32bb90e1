import { createHmac } from 'node:crypto';
import { adminEndpoints, type AuditList } from '@clube/contract/admin';
import {
  integrationEndpoints,
  integrationPath,
  type IntegrationMember,
  type UpsertMembersResponse,
} from '@clube/contract/integration';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect } from 'vitest';
import type { Empresa } from '../../src/db/schema.js';
import { verifyPassword } from '../../src/lib/password.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';
import { createMember, insertEmpresa, insertLookups, uniqueCpf } from '../helpers/factories.js';
import { consoleCall, createOperator, signIn } from '../admin/helpers.js';

/*
 * The integration API through the app, on SQLite (and PostgreSQL with TEST_DATABASE_URL):
 * credentials made in the console, the company a credential reaches, scopes, the bulk upsert
 * (the CSV import's validation and outcomes), Idempotency-Key, deactivation, the audit.
 */

let alfa: Empresa;
let beta: Empresa;
const cookies = { admin: '', operatorA: '', operatorB: '', supportA: '' };

interface Credential {
  id: number;
  clientId: string;
  secret: string;
}

const it = apiTest({
  config: { admin: { twoFactor: 'optional', sessionIdle: 1800, sessionMax: 43200 } },
});
it.beforeAll(async ({ app, db }) => {
  await insertLookups(db);
  alfa = await insertEmpresa(db, { nome: 'Alfa' });
  beta = await insertEmpresa(db, { nome: 'Beta' });
  cookies.admin = await signIn(app.app, await createOperator(db, { role: 'admin' }));
  cookies.operatorA = await signIn(
    app.app,
    await createOperator(db, { role: 'operator', companyIds: [alfa.id] }),
  );
  cookies.operatorB = await signIn(
    app.app,
    await createOperator(db, { role: 'operator', companyIds: [beta.id] }),
  );
  cookies.supportA = await signIn(
    app.app,
    await createOperator(db, { role: 'support', companyIds: [alfa.id] }),
  );
});

async function createCredential(
  app: TestApp,
  cookie: string,
  companyId: number,
  scopes: string[] = ['members:read', 'members:write'],
  name = 'RH Sistema',
): Promise<Credential> {
  const response = await consoleCall(app.app, adminEndpoints.createIntegrationCredential, {
    cookie,
    body: { companyId, name, scopes },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ credential: { id: number; clientId: string }; secret: string }>();
  return { id: body.credential.id, clientId: body.credential.clientId, secret: body.secret };
}

const basic = (c: { clientId: string; secret: string }) =>
  `Basic ${Buffer.from(`${c.clientId}:${c.secret}`).toString('base64')}`;

function call(
  app: TestApp,
  credential: { clientId: string; secret: string } | null,
  endpoint: { method: 'GET' | 'POST'; path: string },
  {
    body,
    params,
    headers = {},
  }: { body?: unknown; params?: Record<string, number>; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.app.inject({
    method: endpoint.method,
    url: integrationPath(endpoint.path, params),
    headers: { ...(credential ? { authorization: basic(credential) } : {}), ...headers },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

const upsert = (
  app: TestApp,
  credential: Credential,
  members: unknown[],
  headers: Record<string, string> = {},
) => call(app, credential, integrationEndpoints.upsertMembers, { body: { members }, headers });

describe('credentials', () => {
  it('an admin or the company operator creates one; the secret is answered once and stored hashed', async ({
    app,
    db,
  }) => {
    const made = await createCredential(app, cookies.operatorA, alfa.id);
    expect(made.secret).toMatch(/^sk_/);
    const row = await db
      .selectFrom('integracao')
      .selectAll()
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row.segredo_hash).not.toContain(made.secret);
    const list = await consoleCall(app.app, adminEndpoints.listIntegrationCredentials, {
      cookie: cookies.admin,
      query: { companyId: alfa.id },
    });
    expect(list.body).not.toContain(made.secret);
    expect(list.json<{ data: { clientId: string }[] }>().data.map((c) => c.clientId)).toContain(
      made.clientId,
    );
  });

  it("another company's operator and support cannot create one", async ({ app }) => {
    for (const cookie of [cookies.operatorB, cookies.supportA]) {
      const response = await consoleCall(app.app, adminEndpoints.createIntegrationCredential, {
        cookie,
        body: { companyId: alfa.id, name: 'x', scopes: ['members:read'] },
      });
      expect(response.statusCode).toBe(403);
    }
    const list = await consoleCall(app.app, adminEndpoints.listIntegrationCredentials, {
      cookie: cookies.operatorB,
      query: { companyId: alfa.id },
    });
    expect(list.statusCode).toBe(403);
  });

  it('refuses a missing, wrong or malformed credential with 401 in Portuguese', async ({ app }) => {
    const made = await createCredential(app, cookies.admin, alfa.id);
    for (const credential of [
      null,
      { clientId: made.clientId, secret: 'sk_errado' },
      { clientId: 'clb_x', secret: made.secret },
    ]) {
      const response = await upsert(app, credential as Credential, [{ cpf: uniqueCpf() }]);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
      expect(response.json<{ message: string }>().message).toMatch(/Credencial inválida/);
    }
  });

  it('a credential without the scope gets 403 and writes nothing', async ({ app, db }) => {
    const reader = await createCredential(app, cookies.admin, alfa.id, ['members:read']);
    const cpf = uniqueCpf();
    const response = await upsert(app, reader, [
      { cpf, nome: 'Sem Escopo', nascimento: '1990-01-01' },
    ]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'MISSING_SCOPE' });
    expect(await db.selectFrom('usuario').select('id').where('login', '=', cpf).execute()).toEqual(
      [],
    );
  });

  it('rotate: the old secret stops working; revoke: the credential stops working', async ({
    app,
  }) => {
    const made = await createCredential(app, cookies.operatorA, alfa.id);
    const rotated = await consoleCall(app.app, adminEndpoints.rotateIntegrationCredential, {
      cookie: cookies.operatorA,
      params: { id: made.id },
    });
    expect(rotated.statusCode).toBe(200);
    const secret = rotated.json<{ secret: string }>().secret;
    expect((await upsert(app, made, [{ cpf: uniqueCpf() }])).statusCode).toBe(401);
    const fresh = { ...made, secret };
    expect((await upsert(app, fresh, [{ cpf: uniqueCpf() }])).statusCode).toBe(200);

    const other = await consoleCall(app.app, adminEndpoints.revokeIntegrationCredential, {
      cookie: cookies.operatorB,
      params: { id: made.id },
    });
    expect(other.statusCode).toBe(403);
    const revoked = await consoleCall(app.app, adminEndpoints.revokeIntegrationCredential, {
      cookie: cookies.operatorA,
      params: { id: made.id },
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<{ revokedAt: string | null; lastUsedAt: string | null }>()).toMatchObject({
      revokedAt: expect.any(String),
      lastUsedAt: expect.any(String),
    });
    expect((await upsert(app, fresh, [{ cpf: uniqueCpf() }])).statusCode).toBe(401);
  });
});

describe('members', () => {
  let credential: Credential;
  it.beforeAll(async ({ app }) => {
    credential = await createCredential(app, cookies.operatorA, alfa.id, undefined, 'Folha');
  });

  it('upserts with the import outcomes per row, idempotent by CPF + company', async ({
    app,
    db,
  }) => {
    const a = uniqueCpf();
    const b = uniqueCpf();
    const members = [
      { cpf: a, nome: 'Ana Lima', nascimento: '1990-05-20', email: 'ana@example.com' },
      { cpf: b, nome: 'Bruno Reis', nascimento: '20/05/1985' },
      { cpf: '123.456.789-00', nome: 'CPF Ruim' },
      { cpf: a, nome: 'Repetida' },
      { cpf: uniqueCpf(), nome: 'Sem Nascimento' },
      { cpf: uniqueCpf(), nome: '=HYPERLINK("x")', nascimento: '1990-01-01' },
    ];
    const first = await upsert(app, credential, members);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json<UpsertMembersResponse>();
    expect(body.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: 4 });
    expect(body.results.map((r) => r.action)).toEqual([
      'create',
      'create',
      'error',
      'error',
      'error',
      'error',
    ]);
    expect(body.results[2]).toMatchObject({ code: 'INVALID_ROW', memberId: null });
    expect(body.results[3]?.error).toBe('CPF repetido na requisição (já está no item 0)');
    expect(body.results[4]?.error).toMatch(/nascimento: obrigatório/);
    expect(body.results[5]?.error).toMatch(/fórmula/);
    const ana = body.results[0]!;
    expect(ana.memberId).toEqual(expect.any(Number));

    // The new member signs in with the birth date and must change it, as after a CSV import.
    const usuario = await db
      .selectFrom('usuario')
      .selectAll()
      .where('login', '=', a)
      .executeTakeFirstOrThrow();
    expect(usuario.alterar_senha).toBe(1);
    expect(await verifyPassword('20051990', usuario.senha_hash)).toBe(true);

    const again = await upsert(app, credential, members.slice(0, 2));
    expect(again.json<UpsertMembersResponse>().counts).toEqual({
      create: 0,
      update: 0,
      unchanged: 2,
      error: 0,
    });
    const changed = await upsert(app, credential, [
      { cpf: a, telefone: '11987654321', nome: null },
    ]);
    expect(changed.json<UpsertMembersResponse>().results[0]).toMatchObject({
      action: 'update',
      memberId: ana.memberId,
      cardId: ana.cardId,
    });
    expect(
      await db
        .selectFrom('cliente')
        .select(['nome', 'telefone1'])
        .where('id', '=', ana.cardId!)
        .executeTakeFirstOrThrow(),
    ).toEqual({ nome: 'Ana Lima', telefone1: '11987654321' });
  });

  it('refuses more than 1,000 members and a body of the wrong shape with 400, writing nothing', async ({
    app,
  }) => {
    const many = Array.from({ length: 1001 }, () => ({ cpf: uniqueCpf(), nome: 'X' }));
    const response = await upsert(app, credential, many);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/no máximo 1000/);
    expect((await upsert(app, credential, [])).statusCode).toBe(400);
    expect(
      (await call(app, credential, integrationEndpoints.upsertMembers, { body: { members: 'x' } }))
        .statusCode,
    ).toBe(400);
  });

  it('honours Idempotency-Key: same body answers again, another body is 422', async ({ app }) => {
    const key = crypto.randomUUID();
    const members = [{ cpf: uniqueCpf(), nome: 'Idem Potente', nascimento: '1991-02-03' }];
    const first = await upsert(app, credential, members, { 'idempotency-key': key });
    expect(first.json<UpsertMembersResponse>().counts.create).toBe(1);
    const replay = await upsert(app, credential, members, { 'idempotency-key': key });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const other = await upsert(app, credential, [{ cpf: uniqueCpf(), nome: 'Outra' }], {
      'idempotency-key': key,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const bad = await upsert(app, credential, members, { 'idempotency-key': 'não-é-uuid' });
    expect(bad.statusCode).toBe(400);
  });

  it('reads a member of its company only, and deactivates them like the console (LGPD clock)', async ({
    app,
    db,
  }) => {
    const cpf = uniqueCpf();
    const made = await upsert(app, credential, [
      { cpf, nome: 'Carla Dias', nascimento: '1980-01-01' },
    ]);
    const { memberId, cardId } = made.json<UpsertMembersResponse>().results[0]!;
    const read = await call(app, credential, integrationEndpoints.getMember, {
      params: { id: memberId! },
    });
    expect(read.json<IntegrationMember>()).toMatchObject({
      id: memberId,
      cpf,
      name: 'Carla Dias',
      status: 'active',
      cards: [{ id: cardId, endedAt: null }],
    });

    const betaCredential = await createCredential(app, cookies.operatorB, beta.id);
    const foreign = await call(app, betaCredential, integrationEndpoints.getMember, {
      params: { id: memberId! },
    });
    expect(foreign.statusCode).toBe(404);
    const foreignEnd = await call(app, betaCredential, integrationEndpoints.deactivateMember, {
      body: { cpf },
    });
    expect(foreignEnd.statusCode).toBe(404);

    const ended = await call(app, credential, integrationEndpoints.deactivateMember, {
      body: { cpf },
    });
    expect(ended.statusCode).toBe(200);
    const endedAt = ended.json<{ endedAt: string }>().endedAt;
    const card = await db
      .selectFrom('cliente')
      .select('encerrado_em')
      .where('id', '=', cardId!)
      .executeTakeFirstOrThrow();
    expect(card.encerrado_em).toBe(endedAt);
    const twice = await call(app, credential, integrationEndpoints.deactivateMember, {
      body: { cpf },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ALREADY_DEACTIVATED' });
    const after = await call(app, credential, integrationEndpoints.getMember, {
      params: { id: memberId! },
    });
    expect(after.json<IntegrationMember>().status).toBe('inactive');

    // Upserting the CPF again reactivates the card, as a CSV import does.
    const back = await upsert(app, credential, [{ cpf }]);
    expect(back.json<UpsertMembersResponse>().results[0]?.action).toBe('update');
  });

  it('a person who signs in elsewhere gets a card here, but their sign-in is left as it is', async ({
    app,
    db,
  }) => {
    const person = await createMember(db, { empresas: [beta] });
    const before = person.usuario;
    const response = await upsert(app, credential, [
      {
        cpf: before.login,
        nome: 'Nome Na Alfa',
        email: 'outro@example.com',
        nascimento: '1970-01-01',
      },
    ]);
    const result = response.json<UpsertMembersResponse>().results[0]!;
    expect(result).toMatchObject({ action: 'create', memberId: before.id });
    const usuario = await db
      .selectFrom('usuario')
      .selectAll()
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect({ nome: usuario.nome, email: usuario.email, senha: usuario.senha_hash }).toEqual({
      nome: before.nome,
      email: before.email,
      senha: before.senha_hash,
    });
    // Their card in Beta is not this credential's to see or end.
    const read = await call(app, credential, integrationEndpoints.getMember, {
      params: { id: before.id },
    });
    expect(read.json<IntegrationMember>().cards.map((c) => c.id)).toEqual([result.cardId]);
    await call(app, credential, integrationEndpoints.deactivateMember, {
      body: { cpf: before.login },
    });
    const betaCard = await db
      .selectFrom('cliente')
      .select('encerrado_em')
      .where('id', '=', person.cards[0]!.id)
      .executeTakeFirstOrThrow();
    expect(betaCard.encerrado_em).toBeNull();
  });

  it('is audited as "integração <nome>" in the company', async ({ app }) => {
    const response = await consoleCall(app.app, adminEndpoints.listAudit, {
      cookie: cookies.operatorA,
      query: { resource: 'members', companyId: alfa.id, perPage: 100 },
    });
    const names = response.json<AuditList>().data.map((e) => e.operatorName);
    expect(names).toContain('integração Folha');
  });
});

describe('rate limit per credential', () => {
  it('answers 429 in Portuguese after the limit, per credential', async () => {
    const limited = await createTestApp({
      config: {
        admin: { twoFactor: 'optional', sessionIdle: 1800, sessionMax: 43200 },
        integration: { requestsPerMinute: 2, webhooksAllowPrivate: false },
      },
    });
    try {
      const ldb = limited.database.db;
      await insertLookups(ldb);
      const company = await insertEmpresa(ldb, { nome: 'Gama' });
      const cookie = await signIn(limited.app, await createOperator(ldb, { role: 'admin' }));
      const make = async () =>
        (
          await consoleCall(limited.app, adminEndpoints.createIntegrationCredential, {
            cookie,
            body: { companyId: company.id, name: 'L', scopes: ['members:read'] },
          })
        ).json<{ credential: { clientId: string }; secret: string }>();
      const [one, two] = [await make(), await make()];
      const get = (c: { credential: { clientId: string }; secret: string }) =>
        limited.app.inject({
          method: 'GET',
          url: integrationPath(integrationEndpoints.getMember.path, { id: 1 }),
          headers: { authorization: basic({ clientId: c.credential.clientId, secret: c.secret }) },
        });
      expect((await get(one)).statusCode).toBe(404);
      expect((await get(one)).statusCode).toBe(404);
      const third = await get(one);
      expect(third.statusCode).toBe(429);
      expect(third.json<{ message: string }>().message).toMatch(/Muitas requisições/);
      expect(third.headers['retry-after']).toBeDefined();
      expect((await get(two)).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});

export const sign = (secret: string, id: string, ts: string, body: string) =>
  createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64'))
    .update(`${id}.${ts}.${body}`)
    .digest('base64');
