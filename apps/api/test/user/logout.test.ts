import { endpoints } from '@clube/contract';
import { describe, expect } from 'vitest';
import { call, tokenFor } from '../helpers/app.js';
import { createMember, insertEmpresa } from '../helpers/factories.js';
import { apiTest } from '../helpers/fixture.js';

const it = apiTest().extend('empresa', { scope: 'file' }, ({ db }) => insertEmpresa(db));

describe('POST /api/user/v1/logout', () => {
  it('ends the session on the server: the token no longer opens anything', async ({
    app,
    db,
    empresa,
  }) => {
    const member = await createMember(db, { empresas: [empresa] });
    const token = await tokenFor(app.app, member.usuario);
    const identity = { idCliente: member.cards[0]!.id, idPerfil: member.cards[0]!.perfil_id };
    expect((await call(app.app, endpoints.getDependentes, identity, { token })).statusCode).toBe(
      200,
    );

    const response = await call(app.app, endpoints.logout, undefined, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Sessão encerrada.' });

    const after = await call(app.app, endpoints.getDependentes, identity, { token });
    expect(after.statusCode).toBe(401);
    expect((await call(app.app, endpoints.logout, undefined, { token })).statusCode).toBe(401);
  });

  it("ends the member's other sessions too, and leaves other members signed in", async ({
    app,
    db,
    empresa,
  }) => {
    const member = await createMember(db, { empresas: [empresa] });
    const other = await createMember(db, { empresas: [empresa] });
    const phone = await tokenFor(app.app, member.usuario);
    const laptop = await tokenFor(app.app, member.usuario);
    const otherToken = await tokenFor(app.app, other.usuario);

    expect((await call(app.app, endpoints.logout, undefined, { token: phone })).statusCode).toBe(
      200,
    );

    const probe = (m: typeof member, token: string) =>
      call(
        app.app,
        endpoints.getDependentes,
        { idCliente: m.cards[0]!.id, idPerfil: m.cards[0]!.perfil_id },
        { token },
      );
    expect((await probe(member, laptop)).statusCode).toBe(401);
    expect((await probe(other, otherToken)).statusCode).toBe(200);
    // Signing in again gives a working session.
    expect((await probe(member, await tokenFor(app.app, member.usuario))).statusCode).toBe(200);
  });

  it('works for a member with a pending first-access step', async ({ app, db, empresa }) => {
    const member = await createMember(db, {
      empresas: [empresa],
      usuario: { alterar_senha: 1, termo_pendente: 1 },
    });
    const token = await tokenFor(app.app, member.usuario);
    expect((await call(app.app, endpoints.logout, undefined, { token })).statusCode).toBe(200);
  });

  it('needs a session', async ({ app }) => {
    expect((await call(app.app, endpoints.logout)).statusCode).toBe(401);
  });
});
