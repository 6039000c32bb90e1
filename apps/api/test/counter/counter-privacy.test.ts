import {
  addDays,
  endpoints,
  myDataExport,
  todayInBrazil,
  type MyDataExport,
} from '@clube/contract';
import { adminEndpoints } from '@clube/contract/admin';
import {
  cardCode,
  partnerEndpoints,
  type CheckResponse,
  type CounterUse,
} from '@clube/contract/partner';
import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import type { Kysely } from 'kysely';
import type { Cliente, Database, Empresa } from '../../src/db/schema.js';
import { runRetention } from '../../src/jobs/retention.js';
import { call, tokenFor, type TestApp } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';
import { adminCall, signedInOperator, type SignedInOperator } from '../admin/members-world.js';
import { insertCategoria, insertMenu, insertParceiro } from '../partners/partner-world.js';
import { insertDependent } from '../privacy/world.js';
import {
  cardSecret,
  insertStaff,
  partnerCall,
  signInStaff,
  type Counter,
} from './counter-world.js';

/*
 * The member's uses at partners' counters and their personal data: 'Baixar meus dados' carries
 * them (never the partner's staff), and erasing a person (a dependent's removal, the retention of
 * an ended card) leaves the uses for the figures but nothing that points to who they were.
 */

let empresa: Empresa;
let cafe: number;
let counter: Counter;
let operator: SignedInOperator;
let carla: TestMember;
let carlaCard: Cliente;
let dependent: Cliente;
let token: string;

const STAFF_EMAIL = 'joana.caixa@cafe.test';

/** Checks a card's current code at the café's counter and registers a use of R$ 50,00. */
async function registerUse(app: TestApp, card: Cliente, secret: string): Promise<CounterUse> {
  const checked = (
    await partnerCall(app.app, counter, partnerEndpoints.check, {
      body: { cartao: card.numero_carteirinha, codigo: cardCode(secret, Date.now() / 1000) },
    })
  ).json<CheckResponse>();
  if (!checked.valido) throw new Error(`check refused: ${checked.motivo}`);
  const used = await partnerCall(app.app, counter, partnerEndpoints.registerUse, {
    body: { verificacao: checked.verificacao, idOferta: cafe, valorCompra: 5000 },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(used.statusCode).toBe(201);
  return used.json<CounterUse>();
}

const identityOf = (card: Cliente) => ({ idCliente: card.id, idPerfil: card.perfil_id });

async function report(app: TestApp, card: Cliente, idUso: number, comentario: string) {
  const r = await call(
    app.app,
    endpoints.reportarUso,
    { ...identityOf(card), idUso, comentario },
    {
      token,
    },
  );
  expect(r.statusCode).toBe(200);
}

const useRow = (db: Kysely<Database>, id: number) =>
  db.selectFrom('uso').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const reportsOf = (db: Kysely<Database>, id: number) =>
  db.selectFrom('uso_reporte').select('id').where('uso_id', '=', id).execute();
const clienteRow = (db: Kysely<Database>, id: number) =>
  db.selectFrom('cliente').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The console's use log row of a use, as an operator of the company sees it. */
async function logged(app: TestApp, useId: number) {
  const r = await adminCall(app.app, operator, adminEndpoints.listUses);
  expect(r.statusCode).toBe(200);
  return r
    .json<{ data: { id: number; membro: { nome: string; carteirinha: string } }[] }>()
    .data.find((u) => u.id === useId);
}

async function usesReport(app: TestApp) {
  const today = todayInBrazil();
  const r = await adminCall(app.app, operator, adminEndpoints.usesReport, {
    query: { from: addDays(today, -1), to: addDays(today, 1) },
  });
  expect(r.statusCode).toBe(200);
  return r.json<{ total: { usos: number; economia: number; valorCompras: number } }>().total;
}

let carlaUse: CounterUse;
let dependentUse: CounterUse;

const it = apiTest();
it.beforeAll(async ({ app, db }) => {
  empresa = await insertEmpresa(db, { nome: 'Gama Benefícios' });
  const menu = await insertMenu(db, empresa.id, 2);
  cafe = await insertParceiro(
    db,
    {
      nome: 'Café da Praça',
      categoria_id: await insertCategoria(db, 'Cafés'),
      desconto: '10% de desconto',
    },
    [menu],
  );
  await db
    .updateTable('parceiro')
    .set({ desconto_tipo: 'percentual', desconto_valor: 10 })
    .where('id', '=', cafe)
    .execute();
  await insertStaff(db, cafe, STAFF_EMAIL);
  counter = await signInStaff(app.app, STAFF_EMAIL);
  operator = await signedInOperator(app.app, db, 'operator', [empresa.id]);
  carla = await createMember(db, { empresas: [empresa] });
  carlaCard = carla.cards[0]!;
  dependent = await insertDependent(db, carlaCard, 'Lia Moreira');
  token = await tokenFor(app.app, carla.usuario);

  carlaUse = await registerUse(app, carlaCard, await cardSecret(app.app, token, carlaCard));
  dependentUse = await registerUse(app, dependent, await cardSecret(app.app, token, dependent));
  await report(app, carlaCard, carlaUse.id, 'Não comprei nada neste dia');
  await report(app, dependent, dependentUse.id, 'A Lia estava comigo em casa');
});

describe("'Baixar meus dados' and the uses at partners", () => {
  let exported: MyDataExport;
  it.beforeAll(async ({ app }) => {
    const r = await call(app.app, endpoints.exportMyData, undefined, { token });
    expect(r.statusCode).toBe(200);
    exported = r.json<MyDataExport>();
  });

  it('lists each use with the partner, date, offer, purchase value, saving and the report', () => {
    expect(myDataExport.safeParse(exported).success).toBe(true);
    const [card] = exported.cartoes;
    expect(card?.usosEmParceiros).toEqual([
      {
        parceiro: 'Café da Praça',
        registradoEm: carlaUse.registradoEm,
        oferta: '10% de desconto',
        valorCompraCentavos: 5000,
        economiaCentavos: 500,
        desfeitoEm: '',
        reporte: { comentario: 'Não comprei nada neste dia', criadoEm: expect.any(String) },
      },
    ]);
    const lia = card?.dependentes.find((d) => d.idCliente === dependent.id);
    expect(lia?.usosEmParceiros).toEqual([
      expect.objectContaining({
        parceiro: 'Café da Praça',
        registradoEm: dependentUse.registradoEm,
        economiaCentavos: 500,
        reporte: expect.objectContaining({ comentario: 'A Lia estava comigo em casa' }),
      }),
    ]);
  });

  it("says nothing about the partner's staff who registered the uses", () => {
    const text = JSON.stringify(exported);
    expect(text).not.toContain(STAFF_EMAIL);
    expect(text).not.toContain(`Atendente ${STAFF_EMAIL}`);
  });
});

describe('erasing a person who used benefits', () => {
  it("a dependent's removal keeps the use for the figures, with nothing left of who it was", async ({
    app,
    db,
  }) => {
    const before = await usesReport(app);
    const removed = await call(
      app.app,
      endpoints.deleteDependente,
      { idDependente: dependent.id },
      { token },
    );
    expect(removed.statusCode).toBe(200);

    const row = await clienteRow(db, dependent.id);
    expect(row).toMatchObject({ nome: '', cpf: '', numero_carteirinha: '', codigo_segredo: null });
    expect(row.anonimizado_em).not.toBeNull();
    expect(await useRow(db, dependentUse.id)).toMatchObject({ economia: 500, valor_compra: 5000 });
    expect(await reportsOf(db, dependentUse.id)).toEqual([]);
    expect(await logged(app, dependentUse.id)).toMatchObject({
      membro: { nome: '', carteirinha: '' },
    });
    expect(await usesReport(app)).toEqual(before);
    // The holder's own use and report are untouched.
    expect(await reportsOf(db, carlaUse.id)).toHaveLength(1);
  });

  it("the retention of an ended card does the same for the member's uses, and its code is dead", async ({
    app,
    db,
  }) => {
    const before = await usesReport(app);
    const secret = await cardSecret(app.app, token, carlaCard);
    await db
      .updateTable('cliente')
      .set({ encerrado_em: addDays(todayInBrazil(), -40) })
      .where('id', '=', carlaCard.id)
      .execute();
    expect((await runRetention(db)).erasedCards).toBe(1);

    const row = await clienteRow(db, carlaCard.id);
    expect(row).toMatchObject({ nome: '', cpf: '', numero_carteirinha: '', codigo_segredo: null });
    expect(await useRow(db, carlaUse.id)).toMatchObject({ economia: 500, valor_compra: 5000 });
    expect(await reportsOf(db, carlaUse.id)).toEqual([]);
    expect(await logged(app, carlaUse.id)).toMatchObject({ membro: { nome: '', carteirinha: '' } });
    expect(await usesReport(app)).toEqual(before);
    const staleCheck = await partnerCall(app.app, counter, partnerEndpoints.check, {
      body: { cartao: carlaCard.numero_carteirinha, codigo: cardCode(secret, Date.now() / 1000) },
    });
    expect(staleCheck.json<CheckResponse>()).toMatchObject({ valido: false });
  });
});
