import { randomUUID } from 'node:crypto';
import { endpoints, type Dependent } from '@clube/contract';
import { describe, expect } from 'vitest';
import { photoUrls } from '../../src/lib/photo-urls.js';
import { login, TEST_JWT_SECRET } from '../helpers/app.js';
import { createMember } from '../helpers/factories.js';
import {
  dependentPayload,
  PNG_DATA_URL,
  send,
  type DependentsWorld,
  dependentsTest,
} from '../dependents/setup.js';

let mine: Dependent;
let theirs: Dependent;

const SIGNED = /^\/media\/foto-[0-9a-f-]{36}\?exp=\d+&sig=[A-Za-z0-9_-]{43}$/;
const myCard = (w: DependentsWorld) => w.me.cards[0]!;
const get = (w: DependentsWorld, url: string) => w.t.app.inject({ method: 'GET', url });
const pathOf = (url: string) => url.split('?')[0]!;
const withPhoto = async (w: DependentsWorld, token: string, card = myCard(w)) =>
  (
    await send(
      w.t.app,
      endpoints.insertDependente,
      dependentPayload(card, { foto: PNG_DATA_URL }),
      {
        token,
      },
    )
  ).json<Dependent>();

const it = dependentsTest();
it.beforeAll(async ({ dependents: w }) => {
  mine = await withPhoto(w, w.token);
  theirs = await withPhoto(w, w.otherToken, w.someoneElse.cards[0]!);
});

describe('members’ photos are private', () => {
  it('answers a photo as a signed URL that works for 15 minutes and is never cached', async ({
    dependents: w,
  }) => {
    expect(mine.foto).toMatch(SIGNED);
    const exp = Number(new URL(mine.foto, 'http://x').searchParams.get('exp'));
    const inFifteenMinutes = Math.floor(Date.now() / 1000) + 15 * 60;
    expect(Math.abs(exp - inFifteenMinutes)).toBeLessThanOrEqual(2);
    const image = await get(w, mine.foto);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('private, no-store');
  });

  it('signs the photo in get-dependente-unico', async ({ dependents: w }) => {
    const response = await send(
      w.t.app,
      endpoints.getDependenteUnico,
      { idCliente: myCard(w).id, idPerfil: myCard(w).perfil_id, idDependente: mine.idDependente },
      { token: w.token },
    );
    expect(response.json<Dependent>().foto).toMatch(SIGNED);
    expect((await get(w, response.json<Dependent>().foto)).statusCode).toBe(200);
  });

  it('refuses an unsigned, tampered, expired or borrowed URL with 403 and no image', async ({
    dependents: w,
  }) => {
    const signed = new URL(mine.foto, 'http://x');
    const sig = signed.searchParams.get('sig')!;
    const exp = signed.searchParams.get('exp')!;
    const expired = photoUrls(TEST_JWT_SECRET).sign(
      pathOf(mine.foto),
      new Date(Date.now() - 16 * 60 * 1000),
    );
    const otherSig = new URL(theirs.foto, 'http://x').searchParams.get('sig')!;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      pathOf(mine.foto),
      `${pathOf(mine.foto)}?exp=${exp}`,
      `${pathOf(mine.foto)}?exp=${exp}&sig=${flipped}`,
      `${pathOf(mine.foto)}?exp=${Number(exp) + 3600}&sig=${sig}`,
      `${pathOf(mine.foto)}?exp=${exp}&sig=${otherSig}`,
      expired,
      `/media/foto-${randomUUID()}`,
    ]) {
      const response = await get(w, url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual({
        message: 'Link da imagem inválido ou expirado.',
        code: 'FORBIDDEN',
      });
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('signs the member’s own photo in the Login answer', async ({ dependents: w }) => {
    const id = `foto-${randomUUID()}`;
    await w.t.database.db
      .insertInto('midia')
      .values({ id, mime: 'image/webp', conteudo: Buffer.from('x'), created_at: '2026-01-01' })
      .execute();
    const db = w.t.database.db;
    const member = await createMember(db, {
      empresas: [w.empresa],
      usuario: { foto: `/media/${id}` },
    });
    const session = await login(w.t.app, member.usuario.login, member.usuario.password);
    expect(session.foto).toMatch(SIGNED);
    expect(pathOf(session.foto)).toBe(`/media/${id}`);
    expect((await get(w, session.foto)).statusCode).toBe(200);
    expect((await get(w, `/media/${id}`)).statusCode).toBe(403);
  });

  it('keeps company images public and long cached', async ({ dependents: w }) => {
    await w.t.database.db
      .insertInto('midia')
      .values({
        id: 'logo-x',
        mime: 'image/png',
        conteudo: Buffer.from('x'),
        created_at: '2026-01-01',
      })
      .execute();
    const response = await get(w, '/media/logo-x');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('a photo URL sent back in an update', () => {
  const update = (w: DependentsWorld, token: string, dependent: Dependent, foto: string) =>
    send(
      w.t.app,
      endpoints.updateDependente,
      {
        ...dependentPayload(myCard(w), { nome: 'Novo Nome', cpf: dependent.cpf, foto }),
        idDependente: dependent.idDependente,
      },
      { token },
    );
  const storedFoto = async (w: DependentsWorld, id: number) =>
    (
      await w.t.database.db
        .selectFrom('cliente')
        .select('foto')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).foto;

  it('keeps the photo when the form sends its signed URL back, even after it expired', async ({
    dependents: w,
  }) => {
    const before = await storedFoto(w, mine.idDependente);
    const expired = photoUrls(TEST_JWT_SECRET).sign(before, new Date(Date.now() - 3600_000));
    for (const foto of [mine.foto, expired]) {
      const response = await update(w, w.token, mine, foto);
      expect(response.statusCode).toBe(200);
      expect(pathOf(response.json<Dependent>().foto)).toBe(before);
      expect(await storedFoto(w, mine.idDependente)).toBe(before);
    }
  });

  it("refuses someone else's photo URL or a tampered one and changes nothing", async ({
    dependents: w,
  }) => {
    const before = await storedFoto(w, mine.idDependente);
    const sig = new URL(mine.foto, 'http://x').searchParams.get('sig')!;
    for (const foto of [theirs.foto, mine.foto.replace(sig, `${sig.slice(0, -1)}x`)]) {
      const response = await update(w, w.token, mine, foto);
      expect(response.statusCode, foto).toBe(400);
      expect(response.json().message).toMatch(/^Campo 'foto' inválido/);
      expect(await storedFoto(w, mine.idDependente)).toBe(before);
    }
  });
});
