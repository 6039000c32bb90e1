import { changePasswordResponse, endpoints, SAME_PASSWORD_MESSAGE } from '@clube/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Empresa } from '../../src/db/schema.js';
import { call, createTestApp, login, tokenFor, type TestApp } from '../helpers/app.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';

let t: TestApp;
let empresa: Empresa;
let member: TestMember;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  empresa = await insertEmpresa(t.database.db);
});
afterAll(() => t.close());

beforeEach(async () => {
  member = await createMember(t.database.db, {
    empresas: [empresa],
    usuario: { password: 'atual-1234' },
  });
  token = await tokenFor(t.app, member.usuario);
});

const usuarioRow = () =>
  t.database.db
    .selectFrom('usuario')
    .selectAll()
    .where('id', '=', member.usuario.id)
    .executeTakeFirstOrThrow();
const change = (body: unknown, bearer = token) =>
  call(t.app, endpoints.changePassword, body, { token: bearer });
const anyTokenCall = (bearer: string) =>
  call(
    t.app,
    endpoints.getDependentes,
    { idCliente: member.cards[0]!.id, idPerfil: 5 },
    { token: bearer },
  );

describe('POST /api/user/v1/change-password', () => {
  it('changes the password, ends older sessions and answers a fresh token that works', async () => {
    const otherSession = await tokenFor(t.app, member.usuario);
    const response = await change({ oldpass: 'atual-1234', newpass: 'nova-5678' });
    expect(response.statusCode).toBe(200);
    const body = changePasswordResponse.parse(response.json());
    expect(body.message).toBe('Senha alterada com sucesso!');
    expect((await usuarioRow()).token_version).toBe(member.usuario.token_version + 1);

    expect((await anyTokenCall(token)).statusCode).toBe(401);
    expect((await anyTokenCall(otherSession)).statusCode).toBe(401);
    expect((await anyTokenCall(body.token.token)).statusCode).toBe(200);

    await expect(login(t.app, member.usuario.login, 'atual-1234')).rejects.toThrow(/404/);
    expect((await login(t.app, member.usuario.login, 'nova-5678')).idUsuario).toBe(
      member.usuario.id,
    );
  });

  it('refuses a wrong current password with 404, nothing changed, the session alive', async () => {
    const before = await usuarioRow();
    const response = await change({ oldpass: 'errada-000', newpass: 'nova-5678' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Senha atual inválida!', code: 'BAD_CREDENTIALS' });
    expect(await usuarioRow()).toEqual(before);
    expect((await anyTokenCall(token)).statusCode).toBe(200);
  });

  it('refuses a new password equal to the current one with 400, nothing changed', async () => {
    const before = await usuarioRow();
    const response = await change({ oldpass: 'atual-1234', newpass: 'atual-1234' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: SAME_PASSWORD_MESSAGE,
      code: 'INVALID_INPUT',
    });
    expect(await usuarioRow()).toEqual(before);
  });

  it('refuses a new password shorter than 6 characters with 400, nothing changed', async () => {
    const before = await usuarioRow();
    const response = await change({ oldpass: 'atual-1234', newpass: '12345' });
    expect(response.statusCode).toBe(400);
    expect(await usuarioRow()).toEqual(before);
  });

  it("changes only the caller's own password (the body names no one)", async () => {
    const someoneElse = await createMember(t.database.db, {
      empresas: [empresa],
      usuario: { password: 'atual-1234' },
    });
    const response = await change({
      oldpass: 'atual-1234',
      newpass: 'nova-5678',
      idUsuario: someoneElse.usuario.id,
    });
    expect(response.statusCode).toBe(200);
    expect((await login(t.app, someoneElse.usuario.login, 'atual-1234')).idUsuario).toBe(
      someoneElse.usuario.id,
    );
  });
});
