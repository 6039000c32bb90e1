import { changePasswordResponse, endpoints, SAME_PASSWORD_MESSAGE } from '@clube/contract';
import { describe, expect } from 'vitest';
import { call, login, tokenFor } from '../helpers/app.js';
import { createMember, insertEmpresa } from '../helpers/factories.js';
import { apiTest } from '../helpers/fixture.js';

const it = apiTest()
  .extend('empresa', { scope: 'file' }, ({ db }) => insertEmpresa(db))
  /** A fresh member for each test (a test changes its password), signed in, and calls as them. */
  .extend('signed', async ({ app, db, empresa }) => {
    const member = await createMember(db, {
      empresas: [empresa],
      usuario: { password: 'atual-1234' },
    });
    const token = await tokenFor(app.app, member.usuario);
    return {
      member,
      token,
      usuarioRow: () =>
        db
          .selectFrom('usuario')
          .selectAll()
          .where('id', '=', member.usuario.id)
          .executeTakeFirstOrThrow(),
      change: (body: unknown, bearer = token) =>
        call(app.app, endpoints.changePassword, body, { token: bearer }),
      anyTokenCall: (bearer: string) =>
        call(
          app.app,
          endpoints.getDependentes,
          { idCliente: member.cards[0]!.id, idPerfil: 5 },
          { token: bearer },
        ),
    };
  });

describe('POST /api/user/v1/change-password', () => {
  it('changes the password, ends older sessions and answers a fresh token that works', async ({
    app,
    signed: { member, token, usuarioRow, change, anyTokenCall },
  }) => {
    const otherSession = await tokenFor(app.app, member.usuario);
    const response = await change({ oldpass: 'atual-1234', newpass: 'nova-5678' });
    expect(response.statusCode).toBe(200);
    const body = changePasswordResponse.parse(response.json());
    expect(body.message).toBe('Senha alterada com sucesso!');
    expect((await usuarioRow()).token_version).toBe(member.usuario.token_version + 1);

    expect((await anyTokenCall(token)).statusCode).toBe(401);
    expect((await anyTokenCall(otherSession)).statusCode).toBe(401);
    expect((await anyTokenCall(body.token.token)).statusCode).toBe(200);

    await expect(login(app.app, member.usuario.login, 'atual-1234')).rejects.toThrow(/404/);
    expect((await login(app.app, member.usuario.login, 'nova-5678')).idUsuario).toBe(
      member.usuario.id,
    );
  });

  it('refuses a wrong current password with 404, nothing changed, the session alive', async ({
    signed: { token, usuarioRow, change, anyTokenCall },
  }) => {
    const before = await usuarioRow();
    const response = await change({ oldpass: 'errada-000', newpass: 'nova-5678' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Senha atual inválida!', code: 'BAD_CREDENTIALS' });
    expect(await usuarioRow()).toEqual(before);
    expect((await anyTokenCall(token)).statusCode).toBe(200);
  });

  it('refuses a new password equal to the current one with 400, nothing changed', async ({
    signed: { usuarioRow, change },
  }) => {
    const before = await usuarioRow();
    const response = await change({ oldpass: 'atual-1234', newpass: 'atual-1234' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: SAME_PASSWORD_MESSAGE,
      code: 'INVALID_INPUT',
    });
    expect(await usuarioRow()).toEqual(before);
  });

  it('refuses a new password shorter than 6 characters with 400, nothing changed', async ({
    signed: { usuarioRow, change },
  }) => {
    const before = await usuarioRow();
    const response = await change({ oldpass: 'atual-1234', newpass: '12345' });
    expect(response.statusCode).toBe(400);
    expect(await usuarioRow()).toEqual(before);
  });

  it("changes only the caller's own password (the body names no one)", async ({
    app,
    db,
    empresa,
    signed: { change },
  }) => {
    const someoneElse = await createMember(db, {
      empresas: [empresa],
      usuario: { password: 'atual-1234' },
    });
    const response = await change({
      oldpass: 'atual-1234',
      newpass: 'nova-5678',
      idUsuario: someoneElse.usuario.id,
    });
    expect(response.statusCode).toBe(200);
    expect((await login(app.app, someoneElse.usuario.login, 'atual-1234')).idUsuario).toBe(
      someoneElse.usuario.id,
    );
  });
});
