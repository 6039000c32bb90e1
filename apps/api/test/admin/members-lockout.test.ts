import { endpoints } from '@clube/contract';
import { adminEndpoints, adminMember } from '@clube/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Empresa } from '../../src/db/schema.js';
import { call, createTestApp, type TestApp } from '../helpers/app.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';
import {
  adminCall,
  auditRows,
  dumpTables,
  signedInOperator,
  type SignedInOperator,
} from './members-world.js';

/** The sign-in lockout of decision 008, as the console shows and lifts it. */
let t: TestApp;
let empresaA: Empresa;
let empresaB: Empresa;
let operatorA: SignedInOperator;
let supportA: SignedInOperator;
let member: TestMember;

beforeAll(async () => {
  t = await createTestApp({
    config: { loginLockout: { afterFailures: 3, accountsPerAddress: 1_000 } },
  });
  const db = t.database.db;
  empresaA = await insertEmpresa(db);
  empresaB = await insertEmpresa(db);
  operatorA = await signedInOperator(t.app, db, 'operator', [empresaA.id]);
  supportA = await signedInOperator(t.app, db, 'support', [empresaA.id]);
  member = await createMember(db, { empresas: [empresaA] });
});
afterAll(() => t.close());

const signIn = (password: string) =>
  call(t.app, endpoints.login, { username: member.usuario.login, password });

const page = async (who: SignedInOperator) =>
  adminMember.parse(
    (
      await adminCall(t.app, who, adminEndpoints.getMember, { params: { id: member.usuario.id } })
    ).json(),
  );

describe('a member locked out by the sign-in limits', () => {
  it('shows as locked, and an operator of their company unlocks them', async () => {
    expect((await page(operatorA)).bloqueado).toBe(false);
    for (let i = 0; i < 3; i++) expect((await signIn('errada')).statusCode).toBe(404);
    expect((await signIn(member.usuario.password)).statusCode).toBe(429);
    expect((await page(supportA)).bloqueado).toBe(true);

    // Support reads, but cannot unlock.
    const before = await dumpTables(t.database.db);
    const refused = await adminCall(t.app, supportA, adminEndpoints.unlockMember, {
      params: { id: member.usuario.id },
    });
    expect(refused.statusCode).toBe(403);
    expect(await dumpTables(t.database.db)).toBe(before);
    expect((await signIn(member.usuario.password)).statusCode).toBe(429);

    const unlocked = await adminCall(t.app, operatorA, adminEndpoints.unlockMember, {
      params: { id: member.usuario.id },
    });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toEqual({ message: 'Acesso desbloqueado.' });
    expect((await page(operatorA)).bloqueado).toBe(false);
    expect((await signIn(member.usuario.password)).statusCode).toBe(200);

    const [row] = await auditRows(t.database.db, 'members', member.usuario.id);
    expect(row).toMatchObject({
      operador_id: operatorA.id,
      acao: 'unlock',
      empresa_id: empresaA.id,
    });
    expect(JSON.parse(row?.campos ?? '{}')).toEqual({ bloqueado: { from: true, to: false } });
  });

  it('refuses to unlock a member of another company: 403', async () => {
    const other = await createMember(t.database.db, { empresas: [empresaB] });
    const response = await adminCall(t.app, operatorA, adminEndpoints.unlockMember, {
      params: { id: other.usuario.id },
    });
    expect(response.statusCode).toBe(403);
  });
});
