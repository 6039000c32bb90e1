import { randomUUID } from 'node:crypto';
import { endpoints, maskCpf, type Dependent, type UpdateDependenteBody } from '@clube/contract';
import { describe, expect } from 'vitest';
import { uniqueCpf } from '../helpers/factories.js';
import {
  dependentPayload,
  FORBIDDEN,
  PNG_DATA_URL,
  send,
  type DependentsWorld,
  dependentsTest,
} from './setup.js';

const update = endpoints.updateDependente;

const it = dependentsTest();

const myCard = (w: DependentsWorld) => w.me.cards[0]!;
const rowOf = (w: DependentsWorld, id: number) =>
  w.t.database.db.selectFrom('cliente').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** The stored '/media/foto-…' behind an answered (signed) photo URL. */
const storedUrl = (url: string) => url.split('?')[0]!;
const midia = (w: DependentsWorld, url: string) =>
  w.t.database.db
    .selectFrom('midia')
    .select('id')
    .where('id', '=', storedUrl(url).replace('/media/', ''))
    .executeTakeFirst();

/** Adds a dependent through the API and answers the form to update it. */
async function addDependent(w: DependentsWorld, overrides: Partial<UpdateDependenteBody> = {}) {
  const body = dependentPayload(myCard(w), overrides);
  const response = await send(w.t.app, endpoints.insertDependente, body, { token: w.token });
  expect(response.statusCode).toBe(200);
  const saved = response.json<Dependent>();
  return { ...body, ...saved, idCliente: body.idCliente, idPerfil: body.idPerfil };
}

describe('POST /api/clube/v1/update-dependente', () => {
  it('saves the form over the dependent and answers it', async ({ dependents: w }) => {
    const form = await addDependent(w);
    const cpf = maskCpf(uniqueCpf());
    const response = await send(
      w.t.app,
      update,
      {
        ...form,
        nome: 'Lucas P. Souza',
        cpf,
        nascimento: '2013-12-31',
        idSexo: 2,
        telefone2: '1133334444',
      },
      { token: w.token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<Dependent>()).toMatchObject({
      idDependente: form.idDependente,
      nome: 'Lucas P. Souza',
      cpf,
      nascimento: '2013-12-31',
      idSexo: 2,
      telefone2: '(11) 3333-4444',
    });
    expect(await rowOf(w, form.idDependente)).toMatchObject({
      nome: 'Lucas P. Souza',
      cpf: cpf.replace(/\D/g, ''),
      telefone2: '1133334444',
    });
  });

  it('keeps its own CPF (not a duplicate of itself)', async ({ dependents: w }) => {
    const form = await addDependent(w);
    const response = await send(
      w.t.app,
      update,
      { ...form, nome: 'Novo Nome' },
      { token: w.token },
    );
    expect(response.statusCode).toBe(200);
  });

  it("refuses another member's dependent with 403 and changes nothing", async ({
    dependents: w,
  }) => {
    const theirs = w.someoneElse.dependent;
    const before = await rowOf(w, theirs.id);
    const viaMyCard = await send(
      w.t.app,
      update,
      { ...dependentPayload(myCard(w)), idDependente: theirs.id },
      { token: w.token },
    );
    const theirCard = w.someoneElse.cards[0]!;
    const viaTheirCard = await send(
      w.t.app,
      update,
      { ...dependentPayload(theirCard), idDependente: theirs.id },
      { token: w.token },
    );
    expect(viaMyCard.statusCode).toBe(403);
    expect(viaMyCard.json()).toEqual(FORBIDDEN);
    expect(viaTheirCard.statusCode).toBe(403);
    expect(await rowOf(w, theirs.id)).toEqual(before);
  });

  it('answers 409 for the CPF of another dependent of the card, and changes nothing', async ({
    dependents: w,
  }) => {
    const first = await addDependent(w);
    const second = await addDependent(w);
    const before = await rowOf(w, second.idDependente);
    const response = await send(w.t.app, update, { ...second, cpf: first.cpf }, { token: w.token });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Já existe um dependente com este CPF.');
    expect(await rowOf(w, second.idDependente)).toEqual(before);
  });

  it("answers 409 for the holder's CPF", async ({ dependents: w }) => {
    const form = await addDependent(w);
    const response = await send(
      w.t.app,
      update,
      { ...form, cpf: maskCpf(myCard(w).cpf) },
      { token: w.token },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('O CPF do dependente não pode ser o do titular.');
  });

  it.for([
    ['an invalid CPF', { cpf: '529.982.247-24' }],
    ['an empty CPF', { cpf: '' }],
    ['an empty name', { nome: '' }],
    ['no birth date', { nascimento: '' }],
    ['a future birth date', { nascimento: '2999-12-31' }],
    ['no sex', { idSexo: 0 }],
    ['an unknown sex', { idSexo: 42 }],
  ] as const)(
    'refuses %s with 400 and changes nothing',
    async ([_name, overrides], { dependents: w }) => {
      const form = await addDependent(w);
      const before = await rowOf(w, form.idDependente);
      const response = await send(w.t.app, update, { ...form, ...overrides }, { token: w.token });
      expect(response.statusCode).toBe(400);
      expect(await rowOf(w, form.idDependente)).toEqual(before);
    },
  );

  describe('photo', () => {
    it('keeps the current photo when its URL comes back', async ({ dependents: w }) => {
      const form = await addDependent(w, { foto: PNG_DATA_URL });
      expect(form.foto).toMatch(/^\/media\/foto-/);
      const response = await send(w.t.app, update, { ...form, nome: 'X Y' }, { token: w.token });
      expect(storedUrl(response.json<Dependent>().foto)).toBe(storedUrl(form.foto));
      expect(await midia(w, form.foto)).toBeDefined();
    });

    it('replaces the photo and erases the old image', async ({ dependents: w }) => {
      const form = await addDependent(w, { foto: PNG_DATA_URL });
      const response = await send(
        w.t.app,
        update,
        { ...form, foto: PNG_DATA_URL },
        { token: w.token },
      );
      const { foto } = response.json<Dependent>();
      expect(foto).toMatch(/^\/media\/foto-/);
      expect(storedUrl(foto)).not.toBe(storedUrl(form.foto));
      expect(await midia(w, form.foto)).toBeUndefined();
      expect(await midia(w, foto)).toBeDefined();
    });

    it('removes the photo when sent empty', async ({ dependents: w }) => {
      const form = await addDependent(w, { foto: PNG_DATA_URL });
      const response = await send(w.t.app, update, { ...form, foto: '' }, { token: w.token });
      expect(response.json<Dependent>().foto).toBe('');
      expect(await midia(w, form.foto)).toBeUndefined();
    });

    it('refuses a disguised file and keeps the old photo', async ({ dependents: w }) => {
      const form = await addDependent(w, { foto: PNG_DATA_URL });
      const html = Buffer.from('<!doctype html><h1>oi</h1>').toString('base64');
      const response = await send(
        w.t.app,
        update,
        { ...form, foto: `data:image/png;base64,${html}` },
        { token: w.token },
      );
      expect(response.statusCode).toBe(400);
      expect((await rowOf(w, form.idDependente)).foto).toBe(storedUrl(form.foto));
      expect(await midia(w, form.foto)).toBeDefined();
    });
  });

  it('answers a repeated Idempotency-Key with the first answer', async ({ dependents: w }) => {
    const form = await addDependent(w);
    const key = randomUUID();
    const first = await send(
      w.t.app,
      update,
      { ...form, nome: 'Primeiro' },
      { token: w.token, key },
    );
    const second = await send(
      w.t.app,
      update,
      { ...form, nome: 'Primeiro' },
      { token: w.token, key },
    );
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses a key first used on another route with 409', async ({ dependents: w }) => {
    const form = await addDependent(w);
    const key = randomUUID();
    const inserted = await send(w.t.app, endpoints.insertDependente, dependentPayload(myCard(w)), {
      token: w.token,
      key,
    });
    expect(inserted.statusCode).toBe(200);
    const response = await send(w.t.app, update, form, { token: w.token, key });
    expect(response.statusCode).toBe(409);
  });
});
