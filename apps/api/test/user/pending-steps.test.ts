import { endpoints, maskCpf, type Endpoint } from '@clube/contract';
import type { Kysely } from 'kysely';
import { describe, expect } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import { call, tokenFor, type TestApp } from '../helpers/app.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';
import { apiTest } from '../helpers/fixture.js';

const PASSWORD_CHANGE_REQUIRED = {
  message: 'Troque sua senha para continuar.',
  code: 'PASSWORD_CHANGE_REQUIRED',
};
const TERMS_REQUIRED = {
  message: 'Aceite o termo de uso para continuar.',
  code: 'TERMS_REQUIRED',
};

/**
 * The only token calls a member with a pending first-access step may make. Written out here, not
 * read from the routes: a new endpoint is closed to such a member until someone opens it on purpose.
 */
const OPEN_DURING_PASSWORD_CHANGE = ['changePasswordAfterLogin', 'logout'];
const OPEN_DURING_TERMS = ['changePasswordAfterLogin', 'logout', 'updateTermsConditions'];

/** `memberWith(flags)`: a new member of the file's company with those first-access steps, and a token. */
const it = apiTest().extend('memberWith', { scope: 'file' }, async ({ app, db }) => {
  const empresa = await insertEmpresa(db);
  return async (flags: { alterar_senha: 0 | 1; termo_pendente: 0 | 1 }) => {
    const member = await createMember(db, { empresas: [empresa], usuario: flags });
    return { member, token: await tokenFor(app.app, member.usuario) };
  };
});

const registeredTokenEndpoints = (app: TestApp) =>
  (Object.entries(endpoints) as [string, Endpoint][]).filter(
    ([, e]) => e.auth === 'token' && app.app.hasRoute({ method: e.method, url: e.path }),
  );

/** A body the endpoint would accept from this member: the refusal must not depend on a bad body. */
function validBody(endpoint: Endpoint, member: TestMember): unknown {
  const card = member.cards[0]!;
  return endpoint.method === 'GET'
    ? undefined
    : {
        idCliente: card.id,
        idPerfil: card.perfil_id,
        idUsuario: member.usuario.id,
        idServicoParceiro: 1,
        idCategoria: '',
        idParceiro: 1,
        idDependente: 1,
        cep: '01001000',
        cpf: maskCpf(member.usuario.login),
      };
}

const usuarioRow = (db: Kysely<Database>, id: number) =>
  db.selectFrom('usuario').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('a member who must change the first-access password', () => {
  it('walks the endpoint table: every other token call is 403 PASSWORD_CHANGE_REQUIRED', async ({
    app,
    memberWith,
  }) => {
    const { member, token } = await memberWith({ alterar_senha: 1, termo_pendente: 0 });
    const closed = registeredTokenEndpoints(app).filter(
      ([name]) => !OPEN_DURING_PASSWORD_CHANGE.includes(name),
    );
    expect(closed.length).toBeGreaterThan(10);
    for (const [name, endpoint] of closed) {
      const response = await call(app.app, endpoint, validBody(endpoint, member), { token });
      expect({ name, status: response.statusCode, body: response.json() }).toEqual({
        name,
        status: 403,
        body: PASSWORD_CHANGE_REQUIRED,
      });
    }
  });

  it('is told to change the password first when the terms are pending too', async ({
    app,
    db,
    memberWith,
  }) => {
    const { member, token } = await memberWith({ alterar_senha: 1, termo_pendente: 1 });
    const response = await call(
      app.app,
      endpoints.updateTermsConditions,
      { idUsuario: member.usuario.id },
      { token },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(PASSWORD_CHANGE_REQUIRED);
    expect((await usuarioRow(db, member.usuario.id)).termo_pendente).toBe(1);
  });

  it('cannot clear the flag by "changing" to the same password', async ({
    app,
    db,
    memberWith,
  }) => {
    const { member, token } = await memberWith({ alterar_senha: 1, termo_pendente: 0 });
    const response = await call(
      app.app,
      endpoints.changePasswordAfterLogin,
      {
        oldpass: member.usuario.password,
        newpass: member.usuario.password,
        cpf: member.usuario.login,
      },
      { token },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'A nova senha deve ser diferente da senha atual.',
      code: 'INVALID_INPUT',
    });
    const row = await usuarioRow(db, member.usuario.id);
    expect(row.alterar_senha).toBe(1);
    expect(row.token_version).toBe(member.usuario.token_version);
  });

  it('goes on to the terms after the change, then into the club', async ({ app, memberWith }) => {
    const { member, token } = await memberWith({ alterar_senha: 1, termo_pendente: 1 });
    const identity = { idCliente: member.cards[0]!.id, idPerfil: member.cards[0]!.perfil_id };
    const changed = await call(
      app.app,
      endpoints.changePasswordAfterLogin,
      { oldpass: member.usuario.password, newpass: 'nova-senha-9', cpf: member.usuario.login },
      { token },
    );
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json<{ token: { token: string } }>().token.token;

    const beforeTerms = await call(app.app, endpoints.getDependentes, identity, { token: fresh });
    expect(beforeTerms.statusCode).toBe(403);
    expect(beforeTerms.json()).toEqual(TERMS_REQUIRED);

    const accepted = await call(
      app.app,
      endpoints.updateTermsConditions,
      { idUsuario: member.usuario.id },
      { token: fresh },
    );
    expect(accepted.statusCode).toBe(200);
    expect(
      (await call(app.app, endpoints.getDependentes, identity, { token: fresh })).statusCode,
    ).toBe(200);
  });
});

describe('a member who has not accepted the terms', () => {
  it('walks the endpoint table: every other token call is 403 TERMS_REQUIRED', async ({
    app,
    memberWith,
  }) => {
    const { member, token } = await memberWith({ alterar_senha: 0, termo_pendente: 1 });
    const closed = registeredTokenEndpoints(app).filter(
      ([name]) => !OPEN_DURING_TERMS.includes(name),
    );
    expect(closed.length).toBeGreaterThan(10);
    for (const [name, endpoint] of closed) {
      const response = await call(app.app, endpoint, validBody(endpoint, member), { token });
      expect({ name, status: response.statusCode, body: response.json() }).toEqual({
        name,
        status: 403,
        body: TERMS_REQUIRED,
      });
    }
  });

  it('may still change the password', async ({ app, db, memberWith }) => {
    const { member, token } = await memberWith({ alterar_senha: 0, termo_pendente: 1 });
    const response = await call(
      app.app,
      endpoints.changePasswordAfterLogin,
      { oldpass: member.usuario.password, newpass: 'outra-senha-7', cpf: member.usuario.login },
      { token },
    );
    expect(response.statusCode).toBe(200);
    expect((await usuarioRow(db, member.usuario.id)).termo_pendente).toBe(1);
  });
});
