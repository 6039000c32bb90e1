import { endpoints } from '@clube/contract';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createDatabase } from '../../src/db/database.js';
import { endLapsedContracts } from '../../src/jobs/contract-end.js';
import { SessionCache } from '../../src/plugins/session-cache.js';
import { call, tokenFor, type TestApp } from '../helpers/app.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';
import { apiTest } from '../helpers/fixture.js';

/**
 * The token check's per-process cache (docs/decisions/125-session-cache.md). The instances here
 * keep a member's row for a minute, far longer than the real 1 s: whatever refuses a revoked
 * session below is the cache being told, never its entry expiring.
 */
const LONG_TTL_MS = 60_000;

/** One instance keeping rows for LONG_TTL_MS. */
const cacheTest = apiTest({ sessionCacheTtlMs: LONG_TTL_MS }).extend(
  'empresa',
  { scope: 'file' },
  ({ db }) => insertEmpresa(db),
);
/** Instance A (the test app) and B (its own connection to the same database), through Redis. */
const redisTest = apiTest({ config: { redisUrl: process.env.TEST_REDIS_URL } })
  .extend('empresa', { scope: 'file' }, ({ db }) => insertEmpresa(db))
  .extend('b', { scope: 'file' }, async ({ app: a }, { onCleanup }) => {
    // A second instance: its own connection to the same database, the same Redis.
    const bDatabase = createDatabase(a.database.url);
    const b = await buildApp({
      config: a.config,
      db: bDatabase.db,
      memberWritesPerMinute: 10_000,
      sessionCacheTtlMs: LONG_TTL_MS,
    });
    onCleanup(async () => {
      await b.close();
      await bDatabase.close();
    });
    await b.ready();
    return b;
  });

const identityOf = (member: TestMember) => ({
  idCliente: member.cards[0]!.id,
  idPerfil: member.cards[0]!.perfil_id,
});
const read = (t: { app: TestApp['app'] }, member: TestMember, token: string) =>
  call(t.app, endpoints.getDependentes, identityOf(member), { token });

describe('the session cache on one instance', () => {
  cacheTest(
    'keeps the row: a version bumped behind its back is served until the cache is told',
    async ({ app: t, empresa }) => {
      const member = await createMember(t.database.db, { empresas: [empresa] });
      const token = await tokenFor(t.app, member.usuario);
      expect((await read(t, member, token)).statusCode).toBe(200);
      await t.database.db
        .updateTable('usuario')
        .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
        .where('id', '=', member.usuario.id)
        .execute();
      expect((await read(t, member, token)).statusCode).toBe(200);
      t.app.forgetSessions(member.usuario.id);
      expect((await read(t, member, token)).statusCode).toBe(401);
    },
  );

  cacheTest('refuses the token at once after a logout', async ({ app: t, empresa }) => {
    const member = await createMember(t.database.db, { empresas: [empresa] });
    const token = await tokenFor(t.app, member.usuario);
    expect((await read(t, member, token)).statusCode).toBe(200);
    expect((await call(t.app, endpoints.logout, undefined, { token })).statusCode).toBe(200);
    expect((await read(t, member, token)).statusCode).toBe(401);
  });

  cacheTest(
    'refuses the old token at once after a password change, and takes the new one',
    async ({ app: t, empresa }) => {
      const member = await createMember(t.database.db, { empresas: [empresa] });
      const token = await tokenFor(t.app, member.usuario);
      expect((await read(t, member, token)).statusCode).toBe(200);
      const changed = await call(
        t.app,
        endpoints.changePassword,
        { oldpass: member.usuario.password, newpass: 'outra-senha-123' },
        { token },
      );
      expect(changed.statusCode).toBe(200);
      expect((await read(t, member, token)).statusCode).toBe(401);
      const fresh = await tokenFor(t.app, {
        login: member.usuario.login,
        password: 'outra-senha-123',
      });
      expect((await read(t, member, fresh)).statusCode).toBe(200);
    },
  );

  cacheTest('lets the member in right after accepting the terms', async ({ app: t, empresa }) => {
    const member = await createMember(t.database.db, {
      empresas: [empresa],
      usuario: { termo_pendente: 1 },
    });
    const token = await tokenFor(t.app, member.usuario);
    expect((await read(t, member, token)).statusCode).toBe(403);
    const accepted = await call(
      t.app,
      endpoints.updateTermsConditions,
      { idUsuario: member.usuario.id },
      { token },
    );
    expect(accepted.statusCode).toBe(200);
    expect((await read(t, member, token)).statusCode).toBe(200);
  });

  cacheTest(
    'refuses the token at once when the contract-end job ends the card',
    async ({ app: t, empresa }) => {
      const member = await createMember(t.database.db, { empresas: [empresa] });
      const token = await tokenFor(t.app, member.usuario);
      expect((await read(t, member, token)).statusCode).toBe(200);
      await t.database.db
        .insertInto('contrato')
        .values({
          cliente_id: member.cards[0]!.id,
          status: 'Ativo',
          forma_pagamento: 'Boleto',
          valor_mensal_centavos: 12990,
          inicio: '2020-01-01',
          fim: '2020-12-31',
          plano: 'Plano Família',
        })
        .execute();
      const ended = await endLapsedContracts(t.database.db, new Date(), (ids) =>
        t.app.forgetSessions(ids),
      );
      expect(ended.endedCards).toBeGreaterThanOrEqual(1);
      // 401, the session ended: not only 403, the ended card refused by the acting identity.
      expect((await read(t, member, token)).statusCode).toBe(401);
    },
  );
});

describe('SessionCache', () => {
  it('does not store an answer whose read started before the member was forgotten', () => {
    let now = 0;
    const cache = new SessionCache(1000, () => now);
    const row = { id: 7, login: '1', token_version: 1, alterar_senha: 0, termo_pendente: 0 };
    const startedAt = cache.started();
    now = 5;
    cache.forgetLocally([7]);
    now = 10;
    cache.set(row, startedAt);
    expect(cache.get(7)).toBeUndefined();
    cache.set(row, cache.started());
    expect(cache.get(7)).toEqual(row);
    // Expires 1 s after its read started.
    now = 1010;
    expect(cache.get(7)).toBeUndefined();
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)(
  'the session cache across instances (REDIS_URL)',
  () => {
    redisTest(
      'a logout on instance A is refused on instance B within the second',
      async ({ app: a, b, empresa }) => {
        const member = await createMember(a.database.db, { empresas: [empresa] });
        const token = await tokenFor(a.app, member.usuario);
        // B has the member's row in its cache.
        expect((await read({ app: b }, member, token)).statusCode).toBe(200);

        expect((await call(a.app, endpoints.logout, undefined, { token })).statusCode).toBe(200);
        await vi.waitFor(
          async () => expect((await read({ app: b }, member, token)).statusCode).toBe(401),
          { timeout: 1000, interval: 10 },
        );
        expect((await read(a, member, token)).statusCode).toBe(401);
      },
    );

    redisTest(
      'a version bumped without telling anyone stays served on B (the message is what refuses)',
      async ({ app: a, b, empresa }) => {
        const member = await createMember(a.database.db, { empresas: [empresa] });
        const token = await tokenFor(a.app, member.usuario);
        expect((await read({ app: b }, member, token)).statusCode).toBe(200);
        await a.database.db
          .updateTable('usuario')
          .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
          .where('id', '=', member.usuario.id)
          .execute();
        expect((await read({ app: b }, member, token)).statusCode).toBe(200);
        a.app.forgetSessions(member.usuario.id);
        await vi.waitFor(
          async () => expect((await read({ app: b }, member, token)).statusCode).toBe(401),
          { timeout: 1000, interval: 10 },
        );
      },
    );
  },
);
