import type { Kysely } from 'kysely';
import {
  integrationEndpoints,
  type IntegrationScope,
  type ListUsesResponse,
} from '@clube/contract/integration';
import { describe, expect } from 'vitest';
import type { Cliente, Database, Empresa } from '../../src/db/schema.js';
import { newClientId, newSecret, secretHash } from '../../src/modules/integration/credentials.js';
import { createOperator } from '../admin/helpers.js';
import { type TestApp } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';
import {
  createMember,
  insertCliente,
  insertEmpresa,
  type TestMember,
} from '../helpers/factories.js';
import { insertUse } from '../helpers/security-world.js';
import { insertCategoria, insertMenu, insertParceiro } from '../partners/partner-world.js';

/*
 * GET /api/integration/v1/uses on SQLite (and PostgreSQL with TEST_DATABASE_URL): the uses of the
 * credential's company's cards, by period and partner, a page at a time, with ids and amounts but
 * no CPF or name; another company's uses never appear; the scope uses:read is required.
 */

let alfa: Empresa;
let beta: Empresa;
let ana: TestMember;
let anaCard: Cliente;
let bruno: TestMember;
let padaria: number;
let farmacia: number;
const uses: Record<'march1' | 'march10' | 'march20' | 'beta', number> = {
  march1: 0,
  march10: 0,
  march20: 0,
  beta: 0,
};

async function credential(db: Kysely<Database>, empresaId: number, scopes: IntegrationScope[]) {
  const operator = await createOperator(db, { role: 'admin' });
  const clientId = newClientId();
  const secret = newSecret();
  const now = new Date().toISOString();
  await db
    .insertInto('integracao')
    .values({
      empresa_id: empresaId,
      nome: 'Leitor de usos',
      client_id: clientId,
      segredo_hash: secretHash(secret),
      escopos: JSON.stringify(scopes),
      criada_por: operator.row.id,
      created_at: now,
      updated_at: now,
      ultimo_uso_em: null,
      revogada_em: null,
    })
    .execute();
  return `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
}

let reader: string;

const it = apiTest();
it.beforeAll(async ({ db }) => {
  alfa = await insertEmpresa(db, { nome: 'Alfa' });
  beta = await insertEmpresa(db, { nome: 'Beta' });
  ana = await createMember(db, { empresas: [alfa] });
  anaCard = ana.cards[0]!;
  bruno = await createMember(db, { empresas: [beta] });
  const categoria = await insertCategoria(db, 'Alimentação');
  const menus = [
    await insertMenu(db, alfa.id, 0, { nome: 'Nacionais Alfa' }),
    await insertMenu(db, beta.id, 0, { nome: 'Nacionais Beta' }),
  ];
  padaria = await insertParceiro(db, { nome: 'Padaria Central', categoria_id: categoria }, menus);
  farmacia = await insertParceiro(db, { nome: 'Farmácia Boa', categoria_id: categoria }, menus);
  const at = (day: string) => ({ at: new Date(`${day}T15:00:00.000Z`) });
  uses.march1 = (await insertUse(db, padaria, anaCard, 'a1', at('2026-03-01'))).uso;
  uses.march10 = (
    await insertUse(db, farmacia, anaCard, 'a2', {
      ...at('2026-03-10'),
      valorCompra: 5000,
      economia: 750,
    })
  ).uso;
  uses.march20 = (await insertUse(db, padaria, anaCard, 'a3', at('2026-03-20'))).uso;
  uses.beta = (await insertUse(db, padaria, bruno.cards[0]!, 'b1', at('2026-03-10'))).uso;
  reader = await credential(db, alfa.id, ['uses:read']);
});

function list(app: TestApp, authorization: string, query = '') {
  return app.app.inject({
    method: 'GET',
    url: `${integrationEndpoints.listUses.path}${query}`,
    headers: { authorization },
  });
}

describe('GET /uses', () => {
  it("lists the company's uses oldest first, with ids and amounts, never another company's", async ({
    app,
  }) => {
    const response = await list(app, reader);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ListUsesResponse>();
    expect(body.total).toBe(3);
    expect(body.data.map((u) => u.id)).toEqual([uses.march1, uses.march10, uses.march20]);
    expect(body.data[1]).toEqual({
      id: uses.march10,
      cardId: anaCard.id,
      memberId: ana.usuario.id,
      partner: { id: farmacia, name: 'Farmácia Boa' },
      offer: '10% de desconto',
      registeredAt: '2026-03-10T15:00:00.000Z',
      day: '2026-03-10',
      purchaseValue: 5000,
      saving: 750,
      undoneAt: null,
    });
    // No personal data beyond the ids: neither the CPF nor the name of the member.
    expect(response.body).not.toContain(ana.usuario.login);
    expect(response.body).not.toContain(anaCard.nome);
  });

  it("names the holder as the member of a dependent's use, without the dependent's CPF or name", async ({
    app,
    db,
  }) => {
    const dependent = await insertCliente(db, {
      empresa_id: alfa.id,
      perfil_id: 1,
      titular_id: anaCard.id,
      nome: 'Lia Dependente',
    });
    const { uso } = await insertUse(db, farmacia, dependent, 'a4', {
      at: new Date('2026-04-02T15:00:00.000Z'),
    });
    const response = await list(app, reader, '?from=2026-04-01');
    expect(response.json<ListUsesResponse>().data).toMatchObject([
      { id: uso, cardId: dependent.id, memberId: ana.usuario.id },
    ]);
    expect(response.body).not.toContain(dependent.cpf);
    expect(response.body).not.toContain('Lia');
    await db.deleteFrom('uso').where('id', '=', uso).execute();
  });

  it('filters by period (both days included) and by partner, and pages', async ({ app }) => {
    const period = await list(app, reader, '?from=2026-03-10&to=2026-03-20');
    expect(period.json<ListUsesResponse>().data.map((u) => u.id)).toEqual([
      uses.march10,
      uses.march20,
    ]);
    const partner = await list(app, reader, `?partnerId=${padaria}`);
    expect(partner.json<ListUsesResponse>().data.map((u) => u.id)).toEqual([
      uses.march1,
      uses.march20,
    ]);
    const second = await list(app, reader, '?perPage=2&page=2');
    expect(second.json<ListUsesResponse>()).toMatchObject({ total: 3, page: 2, perPage: 2 });
    expect(second.json<ListUsesResponse>().data.map((u) => u.id)).toEqual([uses.march20]);
  });

  it("another company's credential sees only its own uses, even filtering by the same partner", async ({
    app,
    db,
  }) => {
    const betaReader = await credential(db, beta.id, ['uses:read']);
    const response = await list(app, betaReader, `?partnerId=${padaria}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<ListUsesResponse>().data.map((u) => u.id)).toEqual([uses.beta]);
  });

  it('a credential without uses:read gets 403 in Portuguese', async ({ app, db }) => {
    const members = await credential(db, alfa.id, ['members:read', 'members:write']);
    const response = await list(app, members);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'MISSING_SCOPE',
      message: "Esta credencial não tem a permissão 'uses:read'.",
    });
  });

  it('refuses a reversed period, a bad date or too large a page with 400 naming it', async ({
    app,
  }) => {
    for (const query of ['?from=2026-03-20&to=2026-03-01', '?from=2026-02-30', '?perPage=501']) {
      const response = await list(app, reader, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/período|data|itens por página/);
    }
  });
});
