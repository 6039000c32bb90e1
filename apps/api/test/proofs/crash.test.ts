import { endpoints, maskCpf } from '@clube/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Empresa } from '../../src/db/schema.js';
import { createMember, uniqueCpf, type TestMember } from '../helpers/factories.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { request, startServer, type Client, type ServerProcess } from './server-process.js';

/**
 * Crash safety: the server is killed with SIGKILL in the middle of a burst of writes (dependents,
 * ratings, profile updates) from many members, restarted on the same database, and every write it
 * had answered 2xx must be there, nothing half-written, and the database must pass its integrity
 * checks. Runs on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set (the test database
 * helper then makes a throwaway PostgreSQL database).
 */

const MEMBERS = 10;
/** Kill once this many writes were acknowledged (or after KILL_AFTER_MS, whichever comes first). */
const KILL_AT_ACKED = 120;
const KILL_AFTER_MS = 4000;
const MIN_ACKED = 10;
const MAX_BURST_MS = 15_000;

interface Menu {
  menuId: number;
  parceiroId: number;
}

interface MemberState {
  member: TestMember;
  client: Client;
  /** Dependents answered 200, by CPF digits → id. */
  ackedDependents: Map<string, number>;
  /** Dependent CPFs sent whose answer never came. */
  pendingDependents: Set<string>;
  ackedRatings: Set<number>;
  pendingRatings: Set<number>;
  /** The profile's name versions: the last answered 200, and the one in flight at the kill. */
  lastProfile: number;
  pendingProfile: number | null;
}

let database: TestDatabase;
let empresa: Empresa;
let menus: Menu[];

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  const { db } = database;
  // The company showing the most partners; its cards may hold many dependents for the burst.
  const rows = await db
    .selectFrom('parceiro_menu as pm')
    .innerJoin('menu_parceiro as m', 'm.id', 'pm.menu_parceiro_id')
    .select(['m.empresa_id', 'm.id as menuId', 'pm.parceiro_id as parceiroId'])
    .where('m.ativo', '=', 1)
    .orderBy('m.id')
    .orderBy('pm.parceiro_id')
    .execute();
  const byCompany = new Map<number, typeof rows>();
  for (const row of rows)
    byCompany.set(row.empresa_id, [...(byCompany.get(row.empresa_id) ?? []), row]);
  const [empresaId, list] = [...byCompany.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
  // One menu per partner (a partner may be in several menus of the company).
  menus = [...new Map(list.map((r) => [r.parceiroId, r])).values()];
  await db
    .updateTable('empresa')
    .set({ max_dependentes: 1000 })
    .where('id', '=', empresaId)
    .execute();
  empresa = await db
    .selectFrom('empresa')
    .selectAll()
    .where('id', '=', empresaId)
    .executeTakeFirstOrThrow();
}, 60_000);

afterAll(() => database?.close());

const isOk = (status: number) => status >= 200 && status < 300;

async function signIn(state: MemberState) {
  const { status, body } = await request(state.client, 'POST', endpoints.login.path, {
    username: state.member.usuario.login,
    password: state.member.usuario.password,
  });
  expect(status).toBe(200);
  state.client.token = (body as { token: { token: string } }).token.token;
}

/** Each worker writes one after another until the server stops answering or says "too many". */
async function burst(states: MemberState[], stop: () => boolean, unexpected: string[]) {
  const run = async (state: MemberState, kind: 'dependent' | 'rating' | 'profile') => {
    const card = state.member.cards[0]!;
    const identity = { idCliente: card.id, idPerfil: card.perfil_id };
    for (let i = 1; !stop(); i += 1) {
      let path: string;
      let body: unknown;
      let answer: unknown;
      let settle: (ok: boolean) => void;
      if (kind === 'dependent') {
        const cpf = uniqueCpf();
        state.pendingDependents.add(cpf);
        path = endpoints.insertDependente.path;
        body = {
          ...identity,
          nome: `Dependente ${i}`,
          cpf: maskCpf(cpf),
          email: '',
          telefone1: '',
          telefone2: '',
          nascimento: '2015-06-01',
          dataAdmissao: '2023-10-07',
          idSexo: 1,
          idGrauParentesco: 1,
          foto: '',
        };
        settle = (ok) => {
          state.pendingDependents.delete(cpf);
          if (ok) state.ackedDependents.set(cpf, (answer as { idDependente: number }).idDependente);
        };
      } else if (kind === 'rating') {
        const menu = menus[i - 1];
        if (!menu) return;
        state.pendingRatings.add(menu.parceiroId);
        path = endpoints.insereAvaliacao.path;
        body = {
          ...identity,
          idServicoParceiro: menu.menuId,
          idParceiro: menu.parceiroId,
          nota: (i % 5) + 1,
          comentario: `Avaliação ${i}`,
        };
        settle = (ok) => {
          state.pendingRatings.delete(menu.parceiroId);
          if (ok) state.ackedRatings.add(menu.parceiroId);
        };
      } else {
        state.pendingProfile = i;
        path = endpoints.updateProfile.path;
        body = {
          ...identity,
          login: state.member.usuario.login,
          nome: `Nome v${i}`,
          email: state.member.usuario.email,
          telefone: '',
          foto: '',
        };
        settle = (ok) => {
          state.pendingProfile = null;
          if (ok) state.lastProfile = i;
        };
      }
      let status: number;
      try {
        ({ status, body: answer } = await request(state.client, 'POST', path, body));
      } catch {
        return; // the server died with this write in flight: it stays pending
      }
      settle(isOk(status));
      if (status === 429) return;
      if (!isOk(status)) unexpected.push(`${kind} ${status} ${JSON.stringify(answer)}`);
    }
  };
  await Promise.all(
    states.flatMap((s) => [run(s, 'dependent'), run(s, 'rating'), run(s, 'profile')]),
  );
}

describe(`SIGKILL during a burst of writes (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  });

  it('keeps every write it answered 2xx, half of none, and a sound database', async () => {
    const { db } = database;
    const states: MemberState[] = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      const member = await createMember(db, { empresas: [empresa] });
      states.push({
        member,
        client: { port: 0, address: `10.0.0.${i + 1}` },
        ackedDependents: new Map(),
        pendingDependents: new Set(),
        ackedRatings: new Set(),
        pendingRatings: new Set(),
        lastProfile: 0,
        pendingProfile: null,
      });
    }

    server = await startServer(database.url);
    for (const state of states) {
      state.client.port = server.port;
      await signIn(state);
    }

    const acked = () =>
      states.reduce(
        (n, s) =>
          n +
          s.ackedDependents.size +
          s.ackedRatings.size +
          (s.lastProfile > 0 ? s.lastProfile : 0),
        0,
      );
    let killed = false;
    const unexpected: string[] = [];
    const started = Date.now();
    const killer = (async () => {
      // On a loaded machine, wait longer for a meaningful burst (at most MAX_BURST_MS).
      const burstGoing = () => {
        const elapsed = Date.now() - started;
        if (elapsed >= MAX_BURST_MS) return false;
        return acked() < KILL_AT_ACKED && (elapsed < KILL_AFTER_MS || acked() < MIN_ACKED);
      };
      while (burstGoing()) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      killed = true;
      server!.child.kill('SIGKILL');
    })();
    await Promise.all([burst(states, () => killed, unexpected), killer]);
    const { signal } = await server.exited;
    expect(signal).toBe('SIGKILL');
    expect(unexpected, server.output()).toEqual([]);
    const answered = acked();
    expect(answered).toBeGreaterThanOrEqual(MIN_ACKED);

    // Restart on the same database: it must come up and serve what was acknowledged.
    server = await startServer(database.url);
    const health = await request({ port: server.port, address: '10.0.1.1' }, 'GET', '/api/health');
    expect(health.status).toBe(200);

    for (const state of states) {
      state.client = {
        port: server.port,
        address: state.client.address.replace('10.0.0', '10.0.2'),
      };
      await signIn(state);
      const card = state.member.cards[0]!;
      const listed = await request(state.client, 'POST', endpoints.getDependentes.path, {
        idCliente: card.id,
        idPerfil: card.perfil_id,
      });
      expect(listed.status).toBe(200);
      const ids = new Set((listed.body as { idDependente: number }[]).map((d) => d.idDependente));
      for (const id of state.ackedDependents.values()) expect(ids).toContain(id);

      // Nothing that was never sent, nothing half-written.
      const rows = await db
        .selectFrom('cliente')
        .selectAll()
        .where('titular_id', '=', card.id)
        .execute();
      const fromBurst = rows.filter((r) => r.id !== state.member.dependent.id);
      for (const row of fromBurst) {
        expect(
          state.ackedDependents.has(row.cpf) || state.pendingDependents.has(row.cpf),
          `dependent ${row.id} was never sent`,
        ).toBe(true);
        expect(row.nome).toMatch(/^Dependente \d+$/);
        expect(row.numero_carteirinha).not.toBe('');
        expect(row.anonimizado_em).toBeNull();
      }
      expect(fromBurst.length).toBeGreaterThanOrEqual(state.ackedDependents.size);

      const ratings = await db
        .selectFrom('avaliacao')
        .select(['parceiro_id', 'comentario'])
        .where('cliente_id', '=', card.id)
        .execute();
      const rated = new Set(ratings.map((r) => r.parceiro_id));
      for (const parceiroId of state.ackedRatings) expect(rated).toContain(parceiroId);
      for (const r of ratings) {
        expect(
          state.ackedRatings.has(r.parceiro_id) || state.pendingRatings.has(r.parceiro_id),
        ).toBe(true);
        expect(r.comentario).toMatch(/^Avaliação \d+$/);
      }

      const { nome } = await db
        .selectFrom('usuario')
        .select('nome')
        .where('id', '=', state.member.usuario.id)
        .executeTakeFirstOrThrow();
      const allowed = [state.lastProfile, state.pendingProfile]
        .filter((v): v is number => v !== null && v > 0)
        .map((v) => `Nome v${v}`);
      if (state.lastProfile === 0) allowed.push(state.member.usuario.nome);
      expect(allowed).toContain(nome);
    }

    if (database.dialect === 'sqlite') {
      const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
      expect(integrity.rows).toEqual([{ integrity_check: 'ok' }]);
      const foreignKeys = await sql`pragma foreign_key_check`.execute(db);
      expect(foreignKeys.rows).toEqual([]);
    } else {
      // PostgreSQL enforces its constraints in every transaction; check none was left violated.
      const orphans = await sql<{ n: number }>`
        select count(*)::int as n from cliente d
        where d.titular_id is not null and not exists (select 1 from cliente t where t.id = d.titular_id)`.execute(
        db,
      );
      expect(orphans.rows[0]?.n).toBe(0);
      const invalid = await sql<{ n: number }>`
        select count(*)::int as n from pg_constraint where not convalidated`.execute(db);
      expect(invalid.rows[0]?.n).toBe(0);
    }
    const duplicates = await db
      .selectFrom('avaliacao')
      .select(['parceiro_id', 'titular_id'])
      .groupBy(['parceiro_id', 'titular_id'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(duplicates).toEqual([]);

    server.child.kill('SIGTERM');
    expect(await server.exited).toMatchObject({ code: 0 });
  }, 60_000);
});
