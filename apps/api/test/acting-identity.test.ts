import { identity } from '@clube/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Empresa } from '../src/db/schema.js';
import { route } from '../src/lib/route.js';
import { call, createTestApp, tokenFor, type TestApp } from './helpers/app.js';
import {
  createMember,
  insertCliente,
  insertEmpresa,
  PERFIL,
  type TestMember,
} from './helpers/factories.js';

/** Test-only endpoints that do nothing but call each authorize variant (and write, to prove denials write nothing). */
const probes = {
  authorize: {
    method: 'POST',
    path: '/api/test/authorize',
    auth: 'token',
    body: z.object({ idCliente: z.number(), idPerfil: z.number().optional() }),
    response: z.object({ idCliente: z.number() }),
  },
  rename: {
    method: 'POST',
    path: '/api/test/rename',
    auth: 'token',
    body: identity.extend({ nome: z.string() }),
    response: z.object({ idCliente: z.number() }),
  },
  dependent: {
    method: 'POST',
    path: '/api/test/dependent',
    auth: 'token',
    body: z.object({
      idDependente: z.number(),
      idCliente: z.number().optional(),
      idPerfil: z.number().optional(),
    }),
    response: z.object({ idDependente: z.number(), idTitular: z.number() }),
  },
  owned: {
    method: 'POST',
    path: '/api/test/owned',
    auth: 'token',
    body: identity.extend({
      kind: z.enum(['contrato', 'documento', 'receita', 'agendamento']),
      key: z.union([z.number(), z.string()]),
    }),
    response: z.object({ idCliente: z.number() }),
  },
} as const;

const FORBIDDEN = { message: 'Acesso não permitido.', code: 'FORBIDDEN' };
const NOW = '2026-01-15T12:00:00.000Z';

let t: TestApp;
let empresaA: Empresa;
let empresaB: Empresa;
let me: TestMember;
let myCardB: TestMember['cards'][number];
let someoneElse: TestMember;
let token: string;
const ids = {
  myContrato: 0,
  theirContrato: 0,
  dependentsContrato: 0,
  myDocumento: 0,
  theirDocumento: 0,
  myReceita: 0,
};

beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      route(app, probes.authorize, async (request) => ({
        idCliente: (await request.authorize(request.body)).id,
      }));
      route(app, probes.rename, async (request) => {
        const { nome, ...who } = request.body;
        const card = await request.authorize(who);
        await app.db.updateTable('cliente').set({ nome }).where('id', '=', card.id).execute();
        return { idCliente: card.id };
      });
      route(app, probes.dependent, async (request) => {
        const { dependente, titular } = await request.authorizeDependent(request.body);
        return { idDependente: dependente.id, idTitular: titular.id };
      });
      route(app, probes.owned, async (request) => {
        const { kind, key, ...who } = request.body;
        const cliente =
          kind === 'agendamento'
            ? await request.authorizeOwned(kind, String(key), who)
            : await request.authorizeOwned(kind, Number(key), who);
        return { idCliente: cliente.id };
      });
    },
  });
  const db = t.database.db;
  empresaA = await insertEmpresa(db);
  empresaB = await insertEmpresa(db);
  me = await createMember(db, {
    empresas: [empresaA, empresaB],
    perfis: [PERFIL.titular, PERFIL.conveniado],
  });
  myCardB = me.cards[1]!;
  someoneElse = await createMember(db, { empresas: [empresaA] });
  token = await tokenFor(t.app, me.usuario);

  const contrato = (cliente_id: number) =>
    db
      .insertInto('contrato')
      .values({
        cliente_id,
        status: 'ativo',
        forma_pagamento: 'boleto',
        valor_mensal_centavos: 8990,
        inicio: '2025-01-01',
        fim: null,
        plano: 'Plano',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  ids.myContrato = (await contrato(me.cards[0]!.id)).id;
  ids.theirContrato = (await contrato(someoneElse.cards[0]!.id)).id;
  ids.dependentsContrato = (await contrato(me.dependent.id)).id;
  const documento = (cliente_id: number) =>
    db
      .insertInto('documento')
      .values({
        cliente_id,
        nome_arquivo: 'receita.pdf',
        mime: 'application/pdf',
        conteudo: Buffer.from('%PDF-1.4'),
        created_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  ids.myDocumento = (await documento(me.cards[0]!.id)).id;
  ids.theirDocumento = (await documento(someoneElse.cards[0]!.id)).id;
  ids.myReceita = (
    await db
      .insertInto('receita')
      .values({
        cliente_id: me.cards[0]!.id,
        descricao: 'Receita',
        medico: 'Dra. X',
        especialidade: 'Clínica',
        documento_id: ids.myDocumento,
        created_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const agendamento = (cliente_id: number, codigo: string) =>
    db
      .insertInto('agendamento')
      .values({
        codigo,
        cliente_id,
        data_consulta: '2026-02-01',
        hora_inicio: '10:00',
        hora_fim: '10:30',
        medico: 'Dr. Y',
        especialidade: 'Clínica',
        url_video: '',
        cancelavel: 1,
        status: 'agendado',
        cancelado_em: null,
      })
      .execute();
  await agendamento(me.dependent.id, 'AG-MEU-DEP');
  await agendamento(someoneElse.cards[0]!.id, 'AG-DELES');
});
afterAll(() => t.close());

const probe = (endpoint: (typeof probes)[keyof typeof probes], body: unknown) =>
  call(t.app, endpoint, body, { token });

describe('request.authorize({ idCliente, idPerfil })', () => {
  it('allows each of my own cards with its profile', async () => {
    for (const card of me.cards) {
      const response = await probe(probes.authorize, {
        idCliente: card.id,
        idPerfil: card.perfil_id,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ idCliente: card.id });
    }
  });

  it('allows my dependent with the dependent profile', async () => {
    const response = await probe(probes.authorize, {
      idCliente: me.dependent.id,
      idPerfil: PERFIL.dependente,
    });
    expect(response.statusCode).toBe(200);
  });

  it('allows my card without idPerfil (calls whose body has none)', async () => {
    expect((await probe(probes.authorize, { idCliente: me.cards[0]!.id })).statusCode).toBe(200);
  });

  it.each([
    [
      "another member's card",
      () => ({ idCliente: someoneElse.cards[0]!.id, idPerfil: PERFIL.titular }),
    ],
    ["another member's card without idPerfil", () => ({ idCliente: someoneElse.cards[0]!.id })],
    [
      "another member's dependent",
      () => ({ idCliente: someoneElse.dependent.id, idPerfil: PERFIL.dependente }),
    ],
    [
      'my card with the wrong profile',
      () => ({ idCliente: me.cards[0]!.id, idPerfil: PERFIL.conveniado }),
    ],
    [
      'my second card with the first card profile',
      () => ({ idCliente: myCardB.id, idPerfil: PERFIL.titular }),
    ],
    [
      'my dependent with my profile',
      () => ({ idCliente: me.dependent.id, idPerfil: PERFIL.titular }),
    ],
    ['a cliente that does not exist', () => ({ idCliente: 999_999, idPerfil: PERFIL.titular })],
  ])('refuses %s with 403', async (_name, body) => {
    const response = await probe(probes.authorize, body());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
  });

  it("refuses a dependent whose holder card is someone else's, even if the dependent row points at nobody's user", async () => {
    const orphan = await insertCliente(t.database.db, {
      titular_id: someoneElse.cards[0]!.id,
      usuario_id: me.usuario.id, // a dependent's usuario_id must not grant anything
      empresa_id: empresaA.id,
      perfil_id: PERFIL.dependente,
    });
    expect(
      (await probe(probes.authorize, { idCliente: orphan.id, idPerfil: PERFIL.dependente }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a dependent whose personal data were erased', async () => {
    const erased = await insertCliente(t.database.db, {
      empresa_id: empresaA.id,
      perfil_id: PERFIL.dependente,
      titular_id: me.cards[0]!.id,
      anonimizado_em: NOW,
    });
    const asIdentity = await probe(probes.authorize, {
      idCliente: erased.id,
      idPerfil: PERFIL.dependente,
    });
    expect(asIdentity.statusCode).toBe(403);
    const asDependent = await probe(probes.dependent, { idDependente: erased.id });
    expect(asDependent.statusCode).toBe(403);
  });

  it('writes nothing when it refuses', async () => {
    const target = someoneElse.cards[0]!;
    const response = await probe(probes.rename, {
      idCliente: target.id,
      idPerfil: target.perfil_id,
      nome: 'Invasor',
    });
    expect(response.statusCode).toBe(403);
    const row = await t.database.db
      .selectFrom('cliente')
      .select('nome')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(row.nome).toBe(target.nome);

    const mine = await probe(probes.rename, {
      idCliente: me.cards[0]!.id,
      idPerfil: PERFIL.titular,
      nome: 'Eu Mesma',
    });
    expect(mine.statusCode).toBe(200);
  });

  it('needs a signed-in user (no token → 401 before any check)', async () => {
    const response = await call(t.app, probes.authorize, {
      idCliente: me.cards[0]!.id,
      idPerfil: PERFIL.titular,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('request.authorizeDependent({ idDependente, idCliente?, idPerfil? })', () => {
  it('allows my dependent through the card it belongs to', async () => {
    const response = await probe(probes.dependent, {
      idDependente: me.dependent.id,
      idCliente: me.cards[0]!.id,
      idPerfil: PERFIL.titular,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ idDependente: me.dependent.id, idTitular: me.cards[0]!.id });
  });

  it('allows my dependent by idDependente alone (delete-dependente)', async () => {
    const response = await probe(probes.dependent, { idDependente: me.dependent.id });
    expect(response.json()).toEqual({ idDependente: me.dependent.id, idTitular: me.cards[0]!.id });
  });

  it.each([
    [
      "another member's dependent",
      () => ({
        idDependente: someoneElse.dependent.id,
        idCliente: me.cards[0]!.id,
        idPerfil: PERFIL.titular,
      }),
    ],
    ["another member's dependent by id alone", () => ({ idDependente: someoneElse.dependent.id })],
    [
      "another member's dependent through their card",
      () => ({
        idDependente: someoneElse.dependent.id,
        idCliente: someoneElse.cards[0]!.id,
        idPerfil: PERFIL.titular,
      }),
    ],
    [
      'my dependent through my other card',
      () => ({
        idDependente: me.dependent.id,
        idCliente: myCardB.id,
        idPerfil: PERFIL.conveniado,
      }),
    ],
    [
      'my dependent with a wrong card profile',
      () => ({
        idDependente: me.dependent.id,
        idCliente: me.cards[0]!.id,
        idPerfil: PERFIL.conveniado,
      }),
    ],
    ['a card, not a dependent', () => ({ idDependente: myCardB.id })],
    [
      'a dependent acting as holder',
      () => ({
        idDependente: me.dependent.id,
        idCliente: me.dependent.id,
        idPerfil: PERFIL.dependente,
      }),
    ],
    ['a dependent that does not exist', () => ({ idDependente: 999_999 })],
  ])('refuses %s with 403', async (_name, body) => {
    const response = await probe(probes.dependent, body());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
  });
});

describe('request.authorizeOwned(kind, key, identity)', () => {
  it('allows objects of the acting identity', async () => {
    const mine = { idCliente: me.cards[0]!.id, idPerfil: PERFIL.titular };
    for (const [kind, key] of [
      ['contrato', ids.myContrato],
      ['documento', ids.myDocumento],
      ['receita', ids.myReceita],
    ] as const) {
      const response = await probe(probes.owned, { ...mine, kind, key });
      expect(response.statusCode, kind).toBe(200);
      expect(response.json()).toEqual({ idCliente: me.cards[0]!.id });
    }
    const asDependent = { idCliente: me.dependent.id, idPerfil: PERFIL.dependente };
    expect(
      (await probe(probes.owned, { ...asDependent, kind: 'agendamento', key: 'AG-MEU-DEP' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await probe(probes.owned, { ...asDependent, kind: 'contrato', key: ids.dependentsContrato }))
        .statusCode,
    ).toBe(200);
  });

  it.each([
    [
      "another member's contract",
      () => ({
        idCliente: me.cards[0]!.id,
        idPerfil: PERFIL.titular,
        kind: 'contrato',
        key: ids.theirContrato,
      }),
    ],
    [
      "another member's document",
      () => ({
        idCliente: me.cards[0]!.id,
        idPerfil: PERFIL.titular,
        kind: 'documento',
        key: ids.theirDocumento,
      }),
    ],
    [
      "another member's appointment",
      () => ({
        idCliente: me.cards[0]!.id,
        idPerfil: PERFIL.titular,
        kind: 'agendamento',
        key: 'AG-DELES',
      }),
    ],
    [
      "my dependent's contract asked as the holder",
      () => ({
        idCliente: me.cards[0]!.id,
        idPerfil: PERFIL.titular,
        kind: 'contrato',
        key: ids.dependentsContrato,
      }),
    ],
    [
      "my dependent's appointment asked as the holder",
      () => ({
        idCliente: me.cards[0]!.id,
        idPerfil: PERFIL.titular,
        kind: 'agendamento',
        key: 'AG-MEU-DEP',
      }),
    ],
    [
      'my contract asked through my other card',
      () => ({
        idCliente: myCardB.id,
        idPerfil: PERFIL.conveniado,
        kind: 'contrato',
        key: ids.myContrato,
      }),
    ],
    [
      "another member's contract named with their identity",
      () => ({
        idCliente: someoneElse.cards[0]!.id,
        idPerfil: PERFIL.titular,
        kind: 'contrato',
        key: ids.theirContrato,
      }),
    ],
    [
      'a contract that does not exist',
      () => ({
        idCliente: me.cards[0]!.id,
        idPerfil: PERFIL.titular,
        kind: 'contrato',
        key: 999_999,
      }),
    ],
  ])('refuses %s with 403', async (_name, body) => {
    const response = await probe(probes.owned, body());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
  });
});
