import { endpoints } from '@clube/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { describe, expect } from 'vitest';
import { call, tokenFor } from '../helpers/app.js';
import { actingAs, partnerId, type PartnerWorld, partnerTest } from './partner-world.js';

const it = partnerTest();

const keys = (w: PartnerWorld, nome: string, menu = w.menus.local) => ({
  ...actingAs(w.me),
  idServicoParceiro: menu,
  idParceiro: partnerId(w, nome),
});

const ratingsOf = (db: Kysely<Database>, w: PartnerWorld, nome: string) =>
  db
    .selectFrom('avaliacao')
    .select(['cliente_id', 'nota', 'comentario'])
    .where('parceiro_id', '=', partnerId(w, nome))
    .orderBy('id')
    .execute();

describe('POST /api/clube/v1/insere-avaliacao and get-avaliacao', () => {
  it('stores a rating once; the detail then says the member may no longer rate', async ({
    app,
    partners: w,
    token,
  }) => {
    const before = await call(app.app, endpoints.getAvaliacao, keys(w, 'Ótica Visão'), { token });
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ message: 'Avaliação não encontrada.', code: 'NOT_FOUND' });

    const sent = await call(
      app.app,
      endpoints.insereAvaliacao,
      { ...keys(w, 'Ótica Visão'), nota: 4, comentario: 'Ótimo atendimento.' },
      { token },
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'Avaliação enviada com sucesso!' });

    const stored = await call(app.app, endpoints.getAvaliacao, keys(w, 'Ótica Visão'), { token });
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({ nota: 4, comentario: 'Ótimo atendimento.' });
    const detail = await call(app.app, endpoints.getParceiroDetalhe, keys(w, 'Ótica Visão'), {
      token,
    });
    expect(detail.json().inserirAvaliacao).toBe(false);
  });

  it('answers 409 to a second rating and changes nothing', async ({
    app,
    db,
    partners: w,
    token,
  }) => {
    const first = { ...keys(w, 'Cafeteria Central'), nota: 5, comentario: 'Primeira' };
    expect((await call(app.app, endpoints.insereAvaliacao, first, { token })).statusCode).toBe(200);
    const second = await call(
      app.app,
      endpoints.insereAvaliacao,
      { ...first, nota: 1, comentario: 'Segunda' },
      { token },
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'Você já avaliou este parceiro', code: 'CONFLICT' });
    expect(await ratingsOf(db, w, 'Cafeteria Central')).toEqual([
      { cliente_id: w.me.cards[0]?.id, nota: 5, comentario: 'Primeira' },
    ]);
  });

  it('stores exactly one of two ratings sent at once', async ({ app, db, partners: w, token }) => {
    const body = { ...keys(w, 'Padaria São Jorge'), nota: 3, comentario: '' };
    const answers = await Promise.all(
      [1, 2, 3, 4].map((nota) =>
        call(app.app, endpoints.insereAvaliacao, { ...body, nota }, { token }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await ratingsOf(db, w, 'Padaria São Jorge')).toHaveLength(1);
  });

  it('keeps ratings per card: another member rates the same partner', async ({
    app,
    db,
    partners: w,
  }) => {
    const response = await call(
      app.app,
      endpoints.insereAvaliacao,
      { ...keys(w, 'Ótica Visão'), ...actingAs(w.other), nota: 2, comentario: '' },
      { token: await tokenFor(app.app, w.other.usuario) },
    );
    expect(response.statusCode).toBe(200);
    expect(await ratingsOf(db, w, 'Ótica Visão')).toHaveLength(2);
  });

  it("counts a dependent's rating as the holder's: one rating per partner per household", async ({
    app,
    db,
    partners: w,
    token,
  }) => {
    const asDependent = { idCliente: w.me.dependent.id, idPerfil: w.me.dependent.perfil_id };
    const holderFirst = await call(
      app.app,
      endpoints.insereAvaliacao,
      { ...keys(w, 'Livraria Página Nova', w.menus.exclusive), nota: 5, comentario: 'Titular' },
      { token },
    );
    expect(holderFirst.statusCode).toBe(200);
    const dependentAfter = await call(
      app.app,
      endpoints.insereAvaliacao,
      {
        ...keys(w, 'Livraria Página Nova', w.menus.exclusive),
        ...asDependent,
        nota: 1,
        comentario: 'Dependente',
      },
      { token },
    );
    expect(dependentAfter.statusCode).toBe(409);
    expect(dependentAfter.json()).toEqual({
      message: 'Você já avaliou este parceiro',
      code: 'CONFLICT',
    });
    expect(await ratingsOf(db, w, 'Livraria Página Nova')).toEqual([
      { cliente_id: w.me.cards[0]?.id, nota: 5, comentario: 'Titular' },
    ]);

    // The detail and get-avaliacao agree, whoever of the household asks.
    for (const who of [{}, asDependent]) {
      const detail = await call(
        app.app,
        endpoints.getParceiroDetalhe,
        { ...keys(w, 'Livraria Página Nova', w.menus.exclusive), ...who },
        { token },
      );
      expect(detail.json().inserirAvaliacao).toBe(false);
      const read = await call(
        app.app,
        endpoints.getAvaliacao,
        { ...keys(w, 'Livraria Página Nova', w.menus.exclusive), ...who },
        { token },
      );
      expect(read.json()).toEqual({ nota: 5, comentario: 'Titular' });
    }
  });

  it("refuses the holder's rating after a dependent's, and keeps the dependent's", async ({
    app,
    db,
    partners: w,
    token,
  }) => {
    const asDependent = { idCliente: w.me.dependent.id, idPerfil: w.me.dependent.perfil_id };
    const first = await call(
      app.app,
      endpoints.insereAvaliacao,
      { ...keys(w, 'Café São João'), ...asDependent, nota: 2, comentario: 'Dependente' },
      { token },
    );
    expect(first.statusCode).toBe(200);
    const holder = await call(
      app.app,
      endpoints.insereAvaliacao,
      { ...keys(w, 'Café São João'), nota: 5, comentario: 'Titular' },
      { token },
    );
    expect(holder.statusCode).toBe(409);
    expect(await ratingsOf(db, w, 'Café São João')).toEqual([
      { cliente_id: w.me.dependent.id, nota: 2, comentario: 'Dependente' },
    ]);
  });

  it('refuses a comment with control characters', async ({ app, partners: w, token }) => {
    const bad = await call(
      app.app,
      endpoints.insereAvaliacao,
      { ...keys(w, 'Ótica Visão'), nota: 5, comentario: 'Bom\u0000' },
      { token },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      "Campo 'comentario' inválido: contém caracteres invisíveis ou de controle não permitidos",
    );
  });

  it.for([
    [{ nota: 0 }],
    [{ nota: 6 }],
    [{ nota: 3.5 }],
    [{ nota: '5' }],
    [{ nota: undefined }],
    [{ comentario: 'x'.repeat(8001) }],
    [{ comentario: 42 }],
    [{ idParceiro: 'abc' }],
  ] as const)(
    'answers 400 to %j and writes nothing',
    async ([change], { app, db, partners: w, token }) => {
      const body = { ...keys(w, 'Cine Açaí & Cia'), nota: 5, comentario: 'ok', ...change };
      const response = await call(app.app, endpoints.insereAvaliacao, body, { token });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_INPUT');
      expect(await ratingsOf(db, w, 'Cine Açaí & Cia')).toEqual([]);
    },
  );

  it('accepts a comment of exactly 8000 characters', async ({ app, partners: w, token }) => {
    const body = { ...keys(w, 'Cine Açaí & Cia'), nota: 5, comentario: 'x'.repeat(8000) };
    expect((await call(app.app, endpoints.insereAvaliacao, body, { token })).statusCode).toBe(200);
  });

  it("answers 404 for another company's partner and 403 for another member's card, writing nothing", async ({
    app,
    db,
    partners: w,
    token,
  }) => {
    const theirs = await call(
      app.app,
      endpoints.insereAvaliacao,
      { ...keys(w, 'Café da Empresa B'), nota: 5, comentario: '' },
      { token },
    );
    expect(theirs.statusCode).toBe(404);
    const asOther = await call(
      app.app,
      endpoints.insereAvaliacao,
      { ...keys(w, 'Farmácia João Paulo'), ...actingAs(w.other), nota: 5, comentario: '' },
      { token },
    );
    expect(asOther.statusCode).toBe(403);
    const read = await call(
      app.app,
      endpoints.getAvaliacao,
      { ...keys(w, 'Farmácia João Paulo'), ...actingAs(w.other) },
      { token },
    );
    expect(read.statusCode).toBe(403);
    expect(await ratingsOf(db, w, 'Café da Empresa B')).toEqual([]);
    expect(await ratingsOf(db, w, 'Farmácia João Paulo')).toEqual([]);
  });
});
