import { endpoints } from '@clube/contract';
import { adminEndpoints, adminMember } from '@clube/contract/admin';
import { describe, expect } from 'vitest';
import { call, type TestApp } from '../helpers/app.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';
import { apiTest } from '../helpers/fixture.js';
import {
  adminCall,
  auditRows,
  dumpTables,
  signedInOperator,
  type SignedInOperator,
} from './members-world.js';

/** The sign-in lockout of decision 008, as the console shows and lifts it. */
const it = apiTest({
  config: { loginLockout: { afterFailures: 3, accountsPerAddress: 1_000 } },
}).extend('world', { scope: 'file' }, async ({ app, db }) => {
  const empresaA = await insertEmpresa(db);
  const empresaB = await insertEmpresa(db);
  return {
    empresaA,
    empresaB,
    operatorA: await signedInOperator(app.app, db, 'operator', [empresaA.id]),
    supportA: await signedInOperator(app.app, db, 'support', [empresaA.id]),
    member: await createMember(db, { empresas: [empresaA] }),
  };
});

const signIn = (t: TestApp, member: TestMember, password: string) =>
  call(t.app, endpoints.login, { username: member.usuario.login, password });

const page = async (t: TestApp, member: TestMember, who: SignedInOperator) =>
  adminMember.parse(
    (
      await adminCall(t.app, who, adminEndpoints.getMember, { params: { id: member.usuario.id } })
    ).json(),
  );

describe('a member locked out by the sign-in limits', () => {
  it('shows as locked, and an operator of their company unlocks them', async ({
    app: t,
    db,
    world: { empresaA, operatorA, supportA, member },
  }) => {
    expect((await page(t, member, operatorA)).bloqueado).toBe(false);
    for (let i = 0; i < 3; i++) expect((await signIn(t, member, 'errada')).statusCode).toBe(404);
    expect((await signIn(t, member, member.usuario.password)).statusCode).toBe(429);
    expect((await page(t, member, supportA)).bloqueado).toBe(true);

    // Support reads, but cannot unlock.
    const before = await dumpTables(db);
    const refused = await adminCall(t.app, supportA, adminEndpoints.unlockMember, {
      params: { id: member.usuario.id },
    });
    expect(refused.statusCode).toBe(403);
    expect(await dumpTables(db)).toBe(before);
    expect((await signIn(t, member, member.usuario.password)).statusCode).toBe(429);

    const unlocked = await adminCall(t.app, operatorA, adminEndpoints.unlockMember, {
      params: { id: member.usuario.id },
    });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toEqual({ message: 'Acesso desbloqueado.' });
    expect((await page(t, member, operatorA)).bloqueado).toBe(false);
    expect((await signIn(t, member, member.usuario.password)).statusCode).toBe(200);

    const [row] = await auditRows(db, 'members', member.usuario.id);
    expect(row).toMatchObject({
      operador_id: operatorA.id,
      acao: 'unlock',
      empresa_id: empresaA.id,
    });
    expect(JSON.parse(row?.campos ?? '{}')).toEqual({ bloqueado: { from: true, to: false } });
  });

  it('refuses to unlock a member of another company: 403', async ({
    app: t,
    db,
    world: { empresaB, operatorA },
  }) => {
    const other = await createMember(db, { empresas: [empresaB] });
    const response = await adminCall(t.app, operatorA, adminEndpoints.unlockMember, {
      params: { id: other.usuario.id },
    });
    expect(response.statusCode).toBe(403);
  });
});
