import { endpoints } from '@clube/contract';
import type { Kysely } from 'kysely';
import { describe, expect } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import { call, login, tokenFor } from '../helpers/app.js';
import { createMember, insertEmpresa } from '../helpers/factories.js';
import { apiTest } from '../helpers/fixture.js';

/** Per test: two members of one company, both yet to accept the terms. */
const it = apiTest().extend('pending', async ({ db }) => {
  const empresa = await insertEmpresa(db);
  const pending = {
    empresas: [empresa],
    usuario: { termo_pendente: 1 as const, termo_aceito_em: null },
  };
  return { member: await createMember(db, pending), other: await createMember(db, pending) };
});

const termsOf = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('usuario')
    .select(['termo_pendente', 'termo_aceito_em'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST /api/clube/v1/update-terms-conditions', () => {
  it("answers 403 for another member's idUsuario and changes nothing", async ({
    app,
    db,
    pending: { member, other },
  }) => {
    const token = await tokenFor(app.app, member.usuario);
    const response = await call(
      app.app,
      endpoints.updateTermsConditions,
      { idUsuario: other.usuario.id },
      { token },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Acesso não permitido.', code: 'FORBIDDEN' });
    expect(await termsOf(db, other.usuario.id)).toEqual({
      termo_pendente: 1,
      termo_aceito_em: null,
    });
    expect(await termsOf(db, member.usuario.id)).toEqual({
      termo_pendente: 1,
      termo_aceito_em: null,
    });
  });

  it('answers 400 to a bad idUsuario', async ({ app, pending: { member } }) => {
    const token = await tokenFor(app.app, member.usuario);
    const response = await call(
      app.app,
      endpoints.updateTermsConditions,
      { idUsuario: 'abc' },
      { token },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Campo 'idUsuario' inválido/);
  });

  it('records the acceptance, so the next login no longer asks', async ({
    app,
    db,
    pending: { member },
  }) => {
    const token = await tokenFor(app.app, member.usuario);
    // Ids may arrive as digit strings from browser storage.
    const response = await call(
      app.app,
      endpoints.updateTermsConditions,
      { idUsuario: String(member.usuario.id) },
      { token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Termo aceito.' });
    const row = await termsOf(db, member.usuario.id);
    expect(row.termo_pendente).toBe(0);
    expect(Date.now() - Date.parse(row.termo_aceito_em ?? '')).toBeLessThan(60_000);
    expect((await login(app.app, member.usuario.login, member.usuario.password)).aceiteTermo).toBe(
      false,
    );
  });
});
