import { randomUUID } from 'node:crypto';
import { endpoints, identity, maskCpf, todayInBrazil, type Dependent } from '@clube/contract';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { z } from 'zod';
import { route } from '../../src/lib/route.js';
import { call } from '../helpers/app.js';
import { insertCliente, PERFIL, uniqueCpf } from '../helpers/factories.js';
import {
  dependentPayload,
  dependentRowsOf,
  FORBIDDEN,
  PNG_DATA_URL,
  send,
  type DependentsWorld,
  dependentsTest,
} from './setup.js';

/** A test-only route that does nothing but call request.authorize (the health screens' check). */
const authorizeProbe = {
  method: 'POST',
  path: '/api/test/authorize',
  auth: 'token',
  body: identity,
  response: z.object({ idCliente: z.number() }),
} as const;

const insert = endpoints.insertDependente;

const it = dependentsTest({
  extend: (app) => {
    route(app, authorizeProbe, async (request) => ({
      idCliente: (await request.authorize(request.body)).id,
    }));
  },
});

const myCard = (w: DependentsWorld) => w.me.cards[0]!;
const rowsOfMyCard = (w: DependentsWorld) => dependentRowsOf(w, myCard(w).id);
const midiaCount = async (w: DependentsWorld) =>
  (await w.t.database.db.selectFrom('midia').select('id').execute()).length;

describe('POST /api/clube/v1/insert-dependente', () => {
  it('adds a dependent to the card and answers it as the form shows it', async ({
    dependents: w,
  }) => {
    const before = await rowsOfMyCard(w);
    const cpf = uniqueCpf();
    const response = await send(
      w.t.app,
      insert,
      dependentPayload(myCard(w), { nome: '  Júlia Prado ', cpf: maskCpf(cpf) }),
      { token: w.token },
    );
    expect(response.statusCode).toBe(200);
    const saved = response.json<Dependent>();
    expect(saved).toEqual({
      idDependente: expect.any(Number),
      nome: 'Júlia Prado',
      cpf: maskCpf(cpf),
      email: 'lucas@example.com',
      telefone1: '(11) 98765-4321',
      telefone2: '',
      nascimento: '2014-03-09',
      // The server's today, whatever the form sent (limits.test.ts).
      dataAdmissao: todayInBrazil(),
      idSexo: 1,
      idGrauParentesco: 1,
      foto: '',
    });
    const rows = await rowsOfMyCard(w);
    expect(rows).toHaveLength(before.length + 1);
    const row = rows.find((r) => r.id === saved.idDependente)!;
    expect(row).toMatchObject({
      titular_id: myCard(w).id,
      usuario_id: null,
      empresa_id: w.empresa.id,
      perfil_id: PERFIL.dependente,
      cpf,
      telefone1: '11987654321',
      anonimizado_em: null,
    });
  });

  it('admits a dependent today without dataAdmissao and accepts kinship 0 (not informed)', async ({
    dependents: w,
  }) => {
    const { dataAdmissao: _omitted, ...body } = dependentPayload(myCard(w), {
      idGrauParentesco: 0,
    });
    const response = await send(w.t.app, insert, body, { token: w.token });
    expect(response.statusCode).toBe(200);
    expect(response.json<Dependent>()).toMatchObject({
      dataAdmissao: todayInBrazil(),
      idGrauParentesco: 0,
    });
  });

  it("refuses another member's card with 403 and writes nothing", async ({ dependents: w }) => {
    const theirCard = w.someoneElse.cards[0]!;
    const before = await dependentRowsOf(w, theirCard.id);
    const response = await send(w.t.app, insert, dependentPayload(theirCard), { token: w.token });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
    expect(await dependentRowsOf(w, theirCard.id)).toEqual(before);
  });

  it('refuses a dependent as the holder (a dependent has no dependents) with 403', async ({
    dependents: w,
  }) => {
    const dependent = w.me.dependent;
    const response = await send(
      w.t.app,
      insert,
      { ...dependentPayload(myCard(w)), idCliente: dependent.id, idPerfil: dependent.perfil_id },
      { token: w.token },
    );
    expect(response.statusCode).toBe(403);
    expect(await dependentRowsOf(w, dependent.id)).toEqual([]);
  });

  it('refuses a card named with the wrong idPerfil with 403', async ({ dependents: w }) => {
    const response = await send(
      w.t.app,
      insert,
      { ...dependentPayload(myCard(w)), idPerfil: PERFIL.conveniado },
      { token: w.token },
    );
    expect(response.statusCode).toBe(403);
  });

  it("answers 403 with the company's message when createDependents is off", async ({
    dependents: w,
  }) => {
    const cardOff = w.me.cards[1]!;
    const response = await send(w.t.app, insert, dependentPayload(cardOff), { token: w.token });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Sua empresa não permite cadastrar dependentes.',
      code: 'FORBIDDEN',
    });
    expect(await dependentRowsOf(w, cardOff.id)).toEqual([]);
  });

  describe('validation (400, nothing written)', () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['a wrong check digit', { cpf: '529.982.247-24' }, /^Campo 'cpf' inválido: CPF inválido!/],
      ['one repeated digit', { cpf: '111.111.111-11' }, /^Campo 'cpf' inválido/],
      ['13 characters', { cpf: '529.982.247-2' }, /^Campo 'cpf' inválido/],
      ['an empty CPF', { cpf: '' }, /^Campo 'cpf' inválido/],
      ['an empty name', { nome: '   ' }, /^Campo 'nome' inválido/],
      ['no sex (0)', { idSexo: 0 }, /^Campo 'idSexo' inválido/],
      ['an unknown sex', { idSexo: 99 }, /^Campo 'idSexo' inválido: opção inexistente/],
      [
        'an unknown kinship',
        { idGrauParentesco: 99 },
        /^Campo 'idGrauParentesco' inválido: opção inexistente/,
      ],
      ['a future birth date', { nascimento: '2999-01-01' }, /^Campo 'nascimento' inválido/],
      ['a day that does not exist', { nascimento: '2015-02-30' }, /^Campo 'nascimento' inválido/],
      ['a dd/mm/yyyy birth date', { nascimento: '09/03/2014' }, /^Campo 'nascimento' inválido/],
      ['a bad e-mail', { email: 'lucas@' }, /^Campo 'email' inválido/],
      ['a short phone', { telefone1: '(11) 9876' }, /^Campo 'telefone1' inválido/],
      [
        'HTML sent as image/png',
        {
          foto: `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`,
        },
        /^Campo 'foto' inválido: o arquivo não é uma imagem/,
      ],
      [
        'a text/html data URL',
        { foto: `data:text/html;base64,${Buffer.from('<p>oi</p>').toString('base64')}` },
        /^Campo 'foto' inválido/,
      ],
      [
        'an image bigger than 2 MB',
        {
          foto: `data:image/png;base64,${Buffer.concat([
            Buffer.from(PNG_DATA_URL.split(',')[1]!, 'base64'),
            Buffer.alloc(2 * 1024 * 1024),
          ]).toString('base64')}`,
        },
        /^Campo 'foto' inválido: foto muito grande/,
      ],
      ["someone else's media URL", { foto: '/media/logo-1' }, /^Campo 'foto' inválido/],
    ];
    it.for(cases)('refuses %s', async ([_name, overrides, message], { dependents: w }) => {
      const before = await rowsOfMyCard(w);
      const media = await midiaCount(w);
      const response = await send(w.t.app, insert, dependentPayload(myCard(w), overrides), {
        token: w.token,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
      expect(await rowsOfMyCard(w)).toEqual(before);
      expect(await midiaCount(w)).toBe(media);
    });
  });

  it('answers 409 when the CPF is already a dependent of this card', async ({ dependents: w }) => {
    const first = dependentPayload(myCard(w));
    expect((await send(w.t.app, insert, first, { token: w.token })).statusCode).toBe(200);
    const before = await rowsOfMyCard(w);
    const response = await send(
      w.t.app,
      insert,
      { ...first, nome: 'Outro Nome', cpf: first.cpf.replace(/\D/g, '') },
      { token: w.token },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Já existe um dependente com este CPF.',
      code: 'CONFLICT',
    });
    expect(await rowsOfMyCard(w)).toEqual(before);
  });

  it("answers 409 when the CPF is the holder's own", async ({ dependents: w }) => {
    const response = await send(
      w.t.app,
      insert,
      dependentPayload(myCard(w), { cpf: maskCpf(myCard(w).cpf) }),
      { token: w.token },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('O CPF do dependente não pode ser o do titular.');
  });

  it("accepts a CPF that is a dependent of another member's card", async ({ dependents: w }) => {
    const theirs = w.someoneElse.dependent;
    const response = await send(
      w.t.app,
      insert,
      dependentPayload(myCard(w), { cpf: maskCpf(theirs.cpf) }),
      { token: w.token },
    );
    expect(response.statusCode).toBe(200);
  });

  describe('double tap', () => {
    it('creates one dependent for two requests with the same Idempotency-Key, and answers the same', async ({
      dependents: w,
    }) => {
      const body = dependentPayload(myCard(w));
      const key = randomUUID();
      const before = await rowsOfMyCard(w);
      const first = await send(w.t.app, insert, body, { token: w.token, key });
      const second = await send(w.t.app, insert, body, { token: w.token, key });
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(await rowsOfMyCard(w)).toHaveLength(before.length + 1);
    });

    it('creates one dependent for two concurrent requests with the same key', async ({
      dependents: w,
    }) => {
      const body = dependentPayload(myCard(w));
      const key = randomUUID();
      const before = await rowsOfMyCard(w);
      const answers = await Promise.all([
        send(w.t.app, insert, body, { token: w.token, key }),
        send(w.t.app, insert, body, { token: w.token, key }),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(answers[1]!.json()).toEqual(answers[0]!.json());
      expect(await rowsOfMyCard(w)).toHaveLength(before.length + 1);
    });

    it('answers the second of two identical requests without a key with 409', async ({
      dependents: w,
    }) => {
      const body = dependentPayload(myCard(w));
      const before = await rowsOfMyCard(w);
      const first = await send(w.t.app, insert, body, { token: w.token });
      const second = await send(w.t.app, insert, body, { token: w.token });
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe('Já existe um dependente com este CPF.');
      expect(await rowsOfMyCard(w)).toHaveLength(before.length + 1);
    });

    it('never creates two rows for concurrent identical requests without a key', async ({
      dependents: w,
    }) => {
      const body = dependentPayload(myCard(w));
      const before = await rowsOfMyCard(w);
      const answers = await Promise.all(
        [1, 2, 3].map(() => send(w.t.app, insert, body, { token: w.token })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await rowsOfMyCard(w)).toHaveLength(before.length + 1);
    });

    it('is backed by the database: a second live row with the same CPF is refused', async ({
      dependents: w,
    }) => {
      const existing = w.me.dependent;
      await expect(
        insertCliente(w.t.database.db, {
          titular_id: existing.titular_id,
          empresa_id: existing.empresa_id,
          perfil_id: PERFIL.dependente,
          cpf: existing.cpf,
        }),
      ).rejects.toThrow();
    });

    it('does not replay a key for another member', async ({ dependents: w }) => {
      const key = randomUUID();
      const mine = await send(w.t.app, insert, dependentPayload(myCard(w)), {
        token: w.token,
        key,
      });
      const theirCard = w.someoneElse.cards[0]!;
      const theirs = await send(w.t.app, insert, dependentPayload(theirCard), {
        token: w.otherToken,
        key,
      });
      expect(mine.statusCode).toBe(200);
      expect(theirs.statusCode).toBe(200);
      expect(theirs.json().idDependente).not.toBe(mine.json().idDependente);
    });

    it('does not store a refused request: the same key may be retried once fixed', async ({
      dependents: w,
    }) => {
      const key = randomUUID();
      const body = dependentPayload(myCard(w));
      const refused = await send(w.t.app, insert, { ...body, idSexo: 99 }, { token: w.token, key });
      expect(refused.statusCode).toBe(400);
      const retried = await send(w.t.app, insert, body, { token: w.token, key });
      expect(retried.statusCode).toBe(200);
    });

    it('refuses a malformed Idempotency-Key with 400', async ({ dependents: w }) => {
      const before = await rowsOfMyCard(w);
      const response = await send(w.t.app, insert, dependentPayload(myCard(w)), {
        token: w.token,
        key: 'not-a-uuid',
      });
      expect(response.statusCode).toBe(400);
      expect(await rowsOfMyCard(w)).toEqual(before);
    });
  });

  it('stores a real image and serves it at the answered /media URL', async ({ dependents: w }) => {
    const response = await send(
      w.t.app,
      insert,
      dependentPayload(myCard(w), { foto: PNG_DATA_URL }),
      { token: w.token },
    );
    expect(response.statusCode).toBe(200);
    const { foto } = response.json<Dependent>();
    // A short-lived signed URL (test/media/private-photos.test.ts).
    expect(foto).toMatch(/^\/media\/foto-[0-9a-f-]{36}\?exp=\d+&sig=[\w-]{43}$/);
    const image = await w.t.app.inject({ method: 'GET', url: foto });
    expect(image.statusCode).toBe(200);
    // Re-encoded (photos.test.ts): the same picture, as WebP.
    expect(image.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(image.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 1, 1]);
  });

  it("makes the new dependent's idCliente/idPerfil an acting identity of the holder", async ({
    dependents: w,
  }) => {
    const saved = (
      await send(w.t.app, insert, dependentPayload(myCard(w)), { token: w.token })
    ).json<Dependent>();
    const who = { idCliente: saved.idDependente, idPerfil: PERFIL.dependente };
    const mine = await call(w.t.app, authorizeProbe, who, { token: w.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ idCliente: saved.idDependente });
    const theirs = await call(w.t.app, authorizeProbe, who, { token: w.otherToken });
    expect(theirs.statusCode).toBe(403);
  });
});
