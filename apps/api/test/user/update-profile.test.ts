import { endpoints, type UpdateProfileBody, type UpdateProfileResponse } from '@clube/contract';
import { describe, expect } from 'vitest';
import { call, login } from '../helpers/app.js';
import {
  FORBIDDEN,
  identityOf,
  PNG_DATA_URL,
  pngOfSize,
  type RecordsWorld,
  recordsTest,
} from '../helpers/records-world.js';

const it = recordsTest();

const usuarioRow = (w: RecordsWorld, id = w.me.usuario.id) =>
  w.t.database.db.selectFrom('usuario').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

function form(w: RecordsWorld, overrides: Partial<UpdateProfileBody> = {}): UpdateProfileBody {
  return {
    ...identityOf(w.me.cards[0]!),
    login: w.me.usuario.login,
    nome: 'Maria Clara da Silva',
    email: 'maria.clara@example.com',
    telefone: '(21) 99876-5432',
    foto: '',
    ...overrides,
  };
}
const updateProfile = (w: RecordsWorld, body: unknown, token = w.token) =>
  call(w.t.app, endpoints.updateProfile, body, { token });

describe('POST /api/user/v1/update-profile', () => {
  it("saves the login's name, e-mail, phone and photo and answers the session's copy", async ({
    records: w,
  }) => {
    const response = await updateProfile(w, form(w, { foto: PNG_DATA_URL }));
    expect(response.statusCode).toBe(200);
    const body = response.json<UpdateProfileResponse>();
    expect(body).toEqual({
      nome: 'Maria Clara da Silva',
      email: 'maria.clara@example.com',
      telefone: '21998765432',
      // A short-lived signed URL: the photo is personal data.
      foto: expect.stringMatching(/^\/media\/foto-[0-9a-f-]+\?exp=\d+&sig=[\w-]+$/),
    });
    const stored = body.foto.split('?')[0];
    expect(await usuarioRow(w)).toMatchObject({
      nome: 'Maria Clara da Silva',
      email: 'maria.clara@example.com',
      telefone: '21998765432',
      foto: stored,
    });
    expect((await w.t.app.inject({ method: 'GET', url: body.foto })).statusCode).toBe(200);
    expect((await w.t.app.inject({ method: 'GET', url: stored })).statusCode).toBe(403);

    // Sent back unchanged, the photo stays; the next login carries the saved profile.
    expect((await updateProfile(w, form(w, { foto: body.foto }))).statusCode).toBe(200);
    expect((await usuarioRow(w)).foto).toBe(stored);
    const session = await login(w.t.app, w.me.usuario.login, w.me.usuario.password);
    expect(session).toMatchObject({ nome: 'Maria Clara da Silva' });
    expect(session.foto.split('?')[0]).toBe(stored);

    // Replacing the photo erases the old one.
    const replaced = await updateProfile(w, form(w, { foto: PNG_DATA_URL }));
    expect(replaced.json<UpdateProfileResponse>().foto.split('?')[0]).not.toBe(stored);
    expect((await w.t.app.inject({ method: 'GET', url: body.foto })).statusCode).toBe(404);
  });

  it('leaves no orphan upload when two saves replace the photo at once', async ({ records: w }) => {
    const uploads = async () =>
      (await w.t.database.db.selectFrom('midia').select('id').execute()).filter((r) =>
        r.id.startsWith('foto-'),
      ).length;
    expect((await updateProfile(w, form(w, { foto: PNG_DATA_URL }))).statusCode).toBe(200);
    const before = await uploads();
    const responses = await Promise.all([
      updateProfile(w, form(w, { foto: PNG_DATA_URL })),
      updateProfile(w, form(w, { foto: PNG_DATA_URL })),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await uploads()).toBe(before);
  });

  it('never changes the login, whatever the body says', async ({ records: w }) => {
    const response = await updateProfile(w, form(w, { login: '153.509.460-56' }));
    expect(response.statusCode).toBe(200);
    expect((await usuarioRow(w)).login).toBe(w.me.usuario.login);
  });

  it.for<[string, Partial<UpdateProfileBody>, string]>([
    ['an empty name', { nome: '' }, "Campo 'nome' inválido"],
    ['a bad e-mail', { email: 'maria@@example' }, "Campo 'email' inválido"],
    ['a phone of 12 digits', { telefone: '(21) 99876-54321' }, "Campo 'telefone' inválido"],
    ['a photo over 2 MB', { foto: pngOfSize(2 * 1024 * 1024 + 1) }, 'máximo 2 MB'],
    [
      'a photo that is not an image',
      { foto: `data:image/jpeg;base64,${Buffer.from('MZ executable').toString('base64')}` },
      'não é uma imagem',
    ],
  ])('refuses %s with 400, nothing changed', async ([_case, change, message], { records: w }) => {
    const before = await usuarioRow(w);
    const response = await updateProfile(w, form(w, change));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(await usuarioRow(w)).toEqual(before);
  });

  it("refuses another member's card with 403 and changes neither login", async ({ records: w }) => {
    const mine = await usuarioRow(w);
    const theirs = await usuarioRow(w, w.someoneElse.usuario.id);
    const response = await updateProfile(
      w,
      form(w, { ...identityOf(w.someoneElse.cards[0]!), nome: 'Invasor' }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
    expect(await usuarioRow(w)).toEqual(mine);
    expect(await usuarioRow(w, w.someoneElse.usuario.id)).toEqual(theirs);
  });
});
