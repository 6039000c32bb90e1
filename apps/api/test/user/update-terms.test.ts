import { endpoints } from '@clube/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, tokenFor, type TestApp } from '../helpers/app.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';

let t: TestApp;
let member: TestMember;
let other: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  const empresa = await insertEmpresa(t.database.db);
  member = await createMember(t.database.db, {
    empresas: [empresa],
    usuario: { termo_pendente: 1, termo_aceito_em: null },
  });
  other = await createMember(t.database.db, {
    empresas: [empresa],
    usuario: { termo_pendente: 1, termo_aceito_em: null },
  });
});
afterAll(() => t.close());

const termsOf = (id: number) =>
  t.database.db
    .selectFrom('usuario')
    .select(['termo_pendente', 'termo_aceito_em'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST /api/clube/v1/update-terms-conditions', () => {
  it("answers 403 for another member's idUsuario and changes nothing", async () => {
    const token = await tokenFor(t.app, member.usuario);
    const response = await call(
      t.app,
      endpoints.updateTermsConditions,
      { idUsuario: other.usuario.id },
      { token },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Acesso não permitido.', code: 'FORBIDDEN' });
    expect(await termsOf(other.usuario.id)).toEqual({ termo_pendente: 1, termo_aceito_em: null });
    expect(await termsOf(member.usuario.id)).toEqual({ termo_pendente: 1, termo_aceito_em: null });
  });

  it('answers 400 to a bad idUsuario', async () => {
    const token = await tokenFor(t.app, member.usuario);
    const response = await call(
      t.app,
      endpoints.updateTermsConditions,
      { idUsuario: 'abc' },
      { token },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Campo 'idUsuario' inválido/);
  });

  it('records the acceptance, so the next login no longer asks', async () => {
    const token = await tokenFor(t.app, member.usuario);
    // Ids may arrive as digit strings from browser storage.
    const response = await call(
      t.app,
      endpoints.updateTermsConditions,
      { idUsuario: String(member.usuario.id) },
      { token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Termo aceito.' });
    const row = await termsOf(member.usuario.id);
    expect(row.termo_pendente).toBe(0);
    expect(Date.now() - Date.parse(row.termo_aceito_em ?? '')).toBeLessThan(60_000);
    expect((await login(t.app, member.usuario.login, member.usuario.password)).aceiteTermo).toBe(
      false,
    );
  });
});
