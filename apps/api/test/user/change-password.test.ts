import { changePasswordResponse, endpoints, maskCpf } from '@clube/contract';
import { describe, expect } from 'vitest';
import { call, login, tokenFor } from '../helpers/app.js';
import { createMember, insertEmpresa } from '../helpers/factories.js';
import { apiTest } from '../helpers/fixture.js';

const it = apiTest()
  .extend('empresa', { scope: 'file' }, ({ db }) => insertEmpresa(db))
  /** A fresh member at first access for each test (a test changes its password), signed in. */
  .extend('signed', async ({ app, db, empresa }) => {
    const member = await createMember(db, {
      empresas: [empresa],
      usuario: { alterar_senha: 1, password: 'primeira1' },
    });
    const token = await tokenFor(app.app, member.usuario);
    return {
      member,
      usuarioRow: () =>
        db
          .selectFrom('usuario')
          .selectAll()
          .where('id', '=', member.usuario.id)
          .executeTakeFirstOrThrow(),
      change: (body: unknown, bearer = token) =>
        call(app.app, endpoints.changePasswordAfterLogin, body, { token: bearer }),
    };
  });

describe('POST /api/user/v1/change-password-after-login', () => {
  it('changes the password, clears the first-access flag and swaps the session token', async ({
    app,
    signed: { member, usuarioRow, change },
  }) => {
    const response = await change({
      oldpass: 'primeira1',
      newpass: 'segunda22',
      cpf: maskCpf(member.usuario.login),
    });
    expect(response.statusCode).toBe(200);
    const body = changePasswordResponse.parse(response.json());
    expect(body.message).toBe('Senha trocada com sucesso!');

    const row = await usuarioRow();
    expect(row.alterar_senha).toBe(0);
    expect(row.token_version).toBe(member.usuario.token_version + 1);

    // The old token died with the old password; the new one works.
    expect(
      (await change({ oldpass: 'segunda22', newpass: 'terceira3', cpf: member.usuario.login }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await call(
          app.app,
          endpoints.updateTermsConditions,
          { idUsuario: member.usuario.id },
          { token: body.token.token },
        )
      ).statusCode,
    ).toBe(200);

    expect(
      (
        await call(app.app, endpoints.login, {
          username: member.usuario.login,
          password: 'primeira1',
        })
      ).statusCode,
    ).toBe(404);
    expect((await login(app.app, member.usuario.login, 'segunda22')).alterarSenha).toBe(false);
  });

  it('answers 404 "Senha atual inválida!" to a wrong current password and changes nothing', async ({
    signed: { member, usuarioRow, change },
  }) => {
    const before = await usuarioRow();
    const response = await change({
      oldpass: 'errada',
      newpass: 'segunda22',
      cpf: member.usuario.login,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Senha atual inválida!', code: 'BAD_CREDENTIALS' });
    expect(await usuarioRow()).toEqual(before);
  });

  it("answers 403 for another member's CPF and changes nothing for either", async ({
    db,
    empresa,
    signed: { usuarioRow, change },
  }) => {
    const victim = await createMember(db, { empresas: [empresa] });
    const victimBefore = await db
      .selectFrom('usuario')
      .selectAll()
      .where('id', '=', victim.usuario.id)
      .executeTakeFirstOrThrow();
    const before = await usuarioRow();
    const response = await change({
      oldpass: 'primeira1',
      newpass: 'segunda22',
      cpf: victim.usuario.login,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Acesso não permitido.', code: 'FORBIDDEN' });
    expect(await usuarioRow()).toEqual(before);
    expect(
      await db
        .selectFrom('usuario')
        .selectAll()
        .where('id', '=', victim.usuario.id)
        .executeTakeFirstOrThrow(),
    ).toEqual(victimBefore);
  });

  it('answers 400 to a new password shorter than 6 characters', async ({
    signed: { member, usuarioRow, change },
  }) => {
    const before = await usuarioRow();
    const response = await change({
      oldpass: 'primeira1',
      newpass: '12345',
      cpf: member.usuario.login,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'A nova senha deve ter pelo menos 6 caracteres.',
      code: 'INVALID_INPUT',
    });
    expect(await usuarioRow()).toEqual(before);
  });

  it.for<[string, unknown, string | RegExp]>([
    ['a missing oldpass', { newpass: 'segunda22', cpf: '1' }, "Campo 'oldpass' é obrigatório."],
    [
      'an empty newpass',
      { oldpass: 'primeira1', newpass: '', cpf: '1' },
      "Campo 'newpass' inválido: informe a nova senha",
    ],
    [
      'a numeric cpf',
      { oldpass: 'primeira1', newpass: 'segunda22', cpf: 52998224725 },
      /^Campo 'cpf' inválido/,
    ],
    [
      'a huge newpass',
      { oldpass: 'primeira1', newpass: 'x'.repeat(10_000), cpf: '1' },
      /^Campo 'newpass' inválido/,
    ],
  ])(
    'answers 400 naming the field for %s, and changes nothing',
    async ([, body, message], { signed: { usuarioRow, change } }) => {
      const before = await usuarioRow();
      const response = await change(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(
        typeof message === 'string' ? message : expect.stringMatching(message),
      );
      expect(await usuarioRow()).toEqual(before);
    },
  );
});
