import { identity } from '@clube/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect } from 'vitest';
import { z } from 'zod';
import type { Empresa } from '../src/db/schema.js';
import { route } from '../src/lib/route.js';
import { call, tokenFor } from './helpers/app.js';
import {
  createMember,
  insertCliente,
  insertEmpresa,
  PERFIL,
  type TestMember,
} from './helpers/factories.js';
import { apiTest } from './helpers/fixture.js';

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

/** Me (cards in A and B, one dependent), someone else in A, and rows each of us owns. */
interface World {
  empresaA: Empresa;
  empresaB: Empresa;
  me: TestMember;
  myCardB: TestMember['cards'][number];
  someoneElse: TestMember;
  ids: {
    myContrato: number;
    theirContrato: number;
    dependentsContrato: number;
    myDocumento: number;
    theirDocumento: number;
    myReceita: number;
  };
  /** Calls a probe as me. */
  probe(
    endpoint: (typeof probes)[keyof typeof probes],
    body: unknown,
  ): Promise<LightMyRequestResponse>;
}

const it = apiTest({
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
}).extend('world', { scope: 'file' }, async ({ app, db }): Promise<World> => {
  const ids = {
    myContrato: 0,
    theirContrato: 0,
    dependentsContrato: 0,
    myDocumento: 0,
    theirDocumento: 0,
    myReceita: 0,
  };
  const empresaA = await insertEmpresa(db);
  const empresaB = await insertEmpresa(db);
  const me = await createMember(db, {
    empresas: [empresaA, empresaB],
    perfis: [PERFIL.titular, PERFIL.conveniado],
  });
  const myCardB = me.cards[1]!;
  const someoneElse = await createMember(db, { empresas: [empresaA] });
  const token = await tokenFor(app.app, me.usuario);

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
  return {
    empresaA,
    empresaB,
    me,
    myCardB,
    someoneElse,
    ids,
    probe: (endpoint, body) => call(app.app, endpoint, body, { token }),
  };
});

describe('request.authorize({ idCliente, idPerfil })', () => {
  it('allows each of my own cards with its profile', async ({ world: { me, probe } }) => {
    for (const card of me.cards) {
      const response = await probe(probes.authorize, {
        idCliente: card.id,
        idPerfil: card.perfil_id,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ idCliente: card.id });
    }
  });

  it('allows my dependent with the dependent profile', async ({ world: { me, probe } }) => {
    const response = await probe(probes.authorize, {
      idCliente: me.dependent.id,
      idPerfil: PERFIL.dependente,
    });
    expect(response.statusCode).toBe(200);
  });

  it('allows my card without idPerfil (calls whose body has none)', async ({
    world: { me, probe },
  }) => {
    expect((await probe(probes.authorize, { idCliente: me.cards[0]!.id })).statusCode).toBe(200);
  });

  it.for<[string, (w: World) => unknown]>([
    [
      "another member's card",
      (w: World) => ({ idCliente: w.someoneElse.cards[0]!.id, idPerfil: PERFIL.titular }),
    ],
    [
      "another member's card without idPerfil",
      (w: World) => ({ idCliente: w.someoneElse.cards[0]!.id }),
    ],
    [
      "another member's dependent",
      (w: World) => ({ idCliente: w.someoneElse.dependent.id, idPerfil: PERFIL.dependente }),
    ],
    [
      'my card with the wrong profile',
      (w: World) => ({ idCliente: w.me.cards[0]!.id, idPerfil: PERFIL.conveniado }),
    ],
    [
      'my second card with the first card profile',
      (w: World) => ({ idCliente: w.myCardB.id, idPerfil: PERFIL.titular }),
    ],
    [
      'my dependent with my profile',
      (w: World) => ({ idCliente: w.me.dependent.id, idPerfil: PERFIL.titular }),
    ],
    ['a cliente that does not exist', () => ({ idCliente: 999_999, idPerfil: PERFIL.titular })],
  ])('refuses %s with 403', async ([, body], { world }) => {
    const response = await world.probe(probes.authorize, body(world));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
  });

  it("refuses a dependent whose holder card is someone else's, even if the dependent row points at nobody's user", async ({
    db,
    world: { empresaA, me, someoneElse, probe },
  }) => {
    const orphan = await insertCliente(db, {
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

  it('refuses a dependent whose personal data were erased', async ({
    db,
    world: { empresaA, me, probe },
  }) => {
    const erased = await insertCliente(db, {
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

  it('writes nothing when it refuses', async ({ db, world: { me, someoneElse, probe } }) => {
    const target = someoneElse.cards[0]!;
    const response = await probe(probes.rename, {
      idCliente: target.id,
      idPerfil: target.perfil_id,
      nome: 'Invasor',
    });
    expect(response.statusCode).toBe(403);
    const row = await db
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

  it('needs a signed-in user (no token → 401 before any check)', async ({ app, world: { me } }) => {
    const response = await call(app.app, probes.authorize, {
      idCliente: me.cards[0]!.id,
      idPerfil: PERFIL.titular,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('request.authorizeDependent({ idDependente, idCliente?, idPerfil? })', () => {
  it('allows my dependent through the card it belongs to', async ({ world: { me, probe } }) => {
    const response = await probe(probes.dependent, {
      idDependente: me.dependent.id,
      idCliente: me.cards[0]!.id,
      idPerfil: PERFIL.titular,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ idDependente: me.dependent.id, idTitular: me.cards[0]!.id });
  });

  it('allows my dependent by idDependente alone (delete-dependente)', async ({
    world: { me, probe },
  }) => {
    const response = await probe(probes.dependent, { idDependente: me.dependent.id });
    expect(response.json()).toEqual({ idDependente: me.dependent.id, idTitular: me.cards[0]!.id });
  });

  it.for<[string, (w: World) => unknown]>([
    [
      "another member's dependent",
      (w: World) => ({
        idDependente: w.someoneElse.dependent.id,
        idCliente: w.me.cards[0]!.id,
        idPerfil: PERFIL.titular,
      }),
    ],
    [
      "another member's dependent by id alone",
      (w: World) => ({ idDependente: w.someoneElse.dependent.id }),
    ],
    [
      "another member's dependent through their card",
      (w: World) => ({
        idDependente: w.someoneElse.dependent.id,
        idCliente: w.someoneElse.cards[0]!.id,
        idPerfil: PERFIL.titular,
      }),
    ],
    [
      'my dependent through my other card',
      (w: World) => ({
        idDependente: w.me.dependent.id,
        idCliente: w.myCardB.id,
        idPerfil: PERFIL.conveniado,
      }),
    ],
    [
      'my dependent with a wrong card profile',
      (w: World) => ({
        idDependente: w.me.dependent.id,
        idCliente: w.me.cards[0]!.id,
        idPerfil: PERFIL.conveniado,
      }),
    ],
    ['a card, not a dependent', (w: World) => ({ idDependente: w.myCardB.id })],
    [
      'a dependent acting as holder',
      (w: World) => ({
        idDependente: w.me.dependent.id,
        idCliente: w.me.dependent.id,
        idPerfil: PERFIL.dependente,
      }),
    ],
    ['a dependent that does not exist', () => ({ idDependente: 999_999 })],
  ])('refuses %s with 403', async ([, body], { world }) => {
    const response = await world.probe(probes.dependent, body(world));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
  });
});

describe('request.authorizeOwned(kind, key, identity)', () => {
  it('allows objects of the acting identity', async ({ world: { me, ids, probe } }) => {
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

  it.for<[string, (w: World) => unknown]>([
    [
      "another member's contract",
      (w: World) => ({
        idCliente: w.me.cards[0]!.id,
        idPerfil: PERFIL.titular,
        kind: 'contrato',
        key: w.ids.theirContrato,
      }),
    ],
    [
      "another member's document",
      (w: World) => ({
        idCliente: w.me.cards[0]!.id,
        idPerfil: PERFIL.titular,
        kind: 'documento',
        key: w.ids.theirDocumento,
      }),
    ],
    [
      "another member's appointment",
      (w: World) => ({
        idCliente: w.me.cards[0]!.id,
        idPerfil: PERFIL.titular,
        kind: 'agendamento',
        key: 'AG-DELES',
      }),
    ],
    [
      "my dependent's contract asked as the holder",
      (w: World) => ({
        idCliente: w.me.cards[0]!.id,
        idPerfil: PERFIL.titular,
        kind: 'contrato',
        key: w.ids.dependentsContrato,
      }),
    ],
    [
      "my dependent's appointment asked as the holder",
      (w: World) => ({
        idCliente: w.me.cards[0]!.id,
        idPerfil: PERFIL.titular,
        kind: 'agendamento',
        key: 'AG-MEU-DEP',
      }),
    ],
    [
      'my contract asked through my other card',
      (w: World) => ({
        idCliente: w.myCardB.id,
        idPerfil: PERFIL.conveniado,
        kind: 'contrato',
        key: w.ids.myContrato,
      }),
    ],
    [
      "another member's contract named with their identity",
      (w: World) => ({
        idCliente: w.someoneElse.cards[0]!.id,
        idPerfil: PERFIL.titular,
        kind: 'contrato',
        key: w.ids.theirContrato,
      }),
    ],
    [
      'a contract that does not exist',
      (w: World) => ({
        idCliente: w.me.cards[0]!.id,
        idPerfil: PERFIL.titular,
        kind: 'contrato',
        key: 999_999,
      }),
    ],
  ])('refuses %s with 403', async ([, body], { world }) => {
    const response = await world.probe(probes.owned, body(world));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
  });
});
