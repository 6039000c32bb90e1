/**
 * The console's member search and member page on a 50,000-member database (10 companies), through
 * the real migrations and the real app (inject, with a signed-in operator's cookie): p50/p95 per
 * query, as an admin and as an operator of one company. Then, at the production scrypt cost, how
 * long creating a member and resetting a password take, and the slowest member-API read answered
 * meanwhile (the password is hashed before the write's transaction opens, so SQLite's single
 * connection is not held by scrypt). SQLite always; PostgreSQL too with BENCH_DATABASE_URL.
 *
 *   npx tsx bench/admin-members.ts
 *   BENCH_MEMBERS=10000 BENCH_REQUESTS=30 npx tsx bench/admin-members.ts
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { endpoints, maskCpf } from '@clube/contract';
import { adminEndpoints, adminPath, ADMIN_CONSOLE_HEADER } from '@clube/contract/admin';
import type { LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { createDatabase, type DatabaseHandle } from '../apps/api/src/db/database.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import type { Database } from '../apps/api/src/db/schema.js';
import { hashPassword, PASSWORD_COST } from '../apps/api/src/lib/password.js';
import { createOperator, signIn } from '../apps/api/test/admin/helpers.js';
import { insertEmpresa, insertLookups, PERFIL } from '../apps/api/test/helpers/factories.js';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 50_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const COMPANIES = 10;
const API_KEY = 'bench-key';

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Íris',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sofia',
  'Tiago',
  'Vera',
  'Wagner',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Araújo',
  'Melo',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nunes',
];

function checkDigit(digits: number[]): number {
  const sum = digits.reduce((total, d, i) => total + d * (digits.length + 1 - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** The i-th valid CPF of the bench (digits). */
function cpfOf(i: number): string {
  const digits = [...String(100_000_000 + i * 17).slice(-9)].map(Number);
  digits.push(checkDigit(digits));
  digits.push(checkDigit(digits));
  return digits.join('');
}

const nameOf = (i: number) =>
  `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${LAST[(i * 7) % LAST.length]}`;

async function fill(db: Kysely<Database>) {
  await insertLookups(db);
  const companies: number[] = [];
  for (let c = 0; c < COMPANIES; c++)
    companies.push((await insertEmpresa(db, { nome: `Empresa ${c}` })).id);
  const senha_hash = await hashPassword('senha-bench', { cost: 2 ** 10 });
  const now = new Date().toISOString();
  const batch = 500;
  for (let start = 0; start < MEMBERS; start += batch) {
    await db.transaction().execute(async (trx) => {
      const count = Math.min(batch, MEMBERS - start);
      const users = await trx
        .insertInto('usuario')
        .values(
          Array.from({ length: count }, (_, k) => ({
            login: cpfOf(start + k),
            senha_hash,
            alterar_senha: 0 as const,
            termo_pendente: 0 as const,
            termo_aceito_em: now,
            nome: nameOf(start + k),
            email: `m${start + k}@example.com`,
            telefone: '11987654321',
            foto: '',
            created_at: now,
            ultimo_acesso_em: (start + k) % 3 === 0 ? null : now,
          })),
        )
        .returning(['id', 'login', 'nome'])
        .execute();
      await trx
        .insertInto('cliente')
        .values(
          users.map((u, k) => ({
            usuario_id: u.id,
            titular_id: null,
            empresa_id: companies[(start + k) % COMPANIES] ?? 0,
            perfil_id: PERFIL.titular,
            nome: u.nome,
            cpf: u.login,
            email: '',
            telefone1: '',
            telefone2: '',
            uc: '',
            sexo_id: null,
            grau_parentesco_id: null,
            nascimento: '1990-01-01',
            data_admissao: '2023-10-07',
            foto: '',
            cep: '',
            logradouro: '',
            numero: '',
            complemento: '',
            bairro: '',
            cidade: '',
            uf: '',
            numero_carteirinha: String(start + k),
            validade_carteirinha: null,
            created_at: now,
            updated_at: now,
            anonimizado_em: null,
            encerrado_em: null,
          })),
        )
        .execute();
    });
  }
  return { companies };
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

async function timed(run: () => Promise<LightMyRequestResponse>) {
  const first = await run();
  if (first.statusCode !== 200) throw new Error(`${first.statusCode} ${first.body}`);
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { first, p50: percentile(times, 50).toFixed(2), p95: percentile(times, 95).toFixed(2) };
}

async function benchDialect(label: string, handle: DatabaseHandle, url: string) {
  const started = performance.now();
  await migrateToLatest(handle.db);
  const { companies } = await fill(handle.db);
  if (handle.dialect === 'postgres') await sql`vacuum analyze`.execute(handle.db);
  else await sql`pragma optimize = 0x10002`.execute(handle.db);
  const built = ((performance.now() - started) / 1000).toFixed(1);
  const base = loadConfig({
    DATABASE_URL: url,
    API_KEYS: API_KEY,
    JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-0123456789',
    DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(tmpdir(), 'clube-bench-no-web-dist'),
  });
  const config = {
    ...base,
    passwordCost: PASSWORD_COST,
    rateLimit: { max: 1_000_000, loginMax: 1_000 },
    admin: { ...base.admin, twoFactor: 'optional' as const },
  };
  const app = await buildApp({ config, db: handle.db });
  await app.ready();
  try {
    const admin = await signIn(app, await createOperator(handle.db, { role: 'admin' }));
    const operator = await signIn(
      app,
      await createOperator(handle.db, { role: 'operator', companyIds: [companies[3] ?? 0] }),
    );
    const get =
      (cookie: string, path: string, query: Record<string, string> = {}) =>
      () =>
        app.inject({
          method: 'GET',
          url: `${path}?${new URLSearchParams(query)}`,
          headers: { cookie: `clube_admin=${cookie}` },
        });
    const list = adminEndpoints.listMembers.path;
    const someone = cpfOf(12_345 % MEMBERS);
    const cases: [string, string, Record<string, string>][] = [
      ['admin: first page, by name', admin, {}],
      ['admin: CPF masked (exact)', admin, { busca: maskCpf(someone) }],
      ['admin: CPF first 5 digits', admin, { busca: someone.slice(0, 5) }],
      ["admin: name 'silva' (common)", admin, { busca: 'silva' }],
      ["admin: name 'gabriela rocha'", admin, { busca: 'gabriela rocha' }],
      [
        'admin: by last sign-in, page 50',
        admin,
        { sort: 'ultimoAcessoEm', order: 'desc', page: '50' },
      ],
      ['operator (1 of 10 companies): first page', operator, {}],
      ["operator: name 'silva'", operator, { busca: 'silva' }],
    ];
    console.log(
      `\n${label}: ${MEMBERS.toLocaleString('en')} members in ${COMPANIES} companies, built in ${built} s; ` +
        `${REQUESTS} requests per row (ms, through app.inject)`,
    );
    const table: Record<string, { total: number; p50: string; p95: string }> = {};
    for (const [name, cookie, query] of cases) {
      const r = await timed(get(cookie, list, query));
      table[name] = { total: r.first.json<{ total: number }>().total, p50: r.p50, p95: r.p95 };
    }
    const { id } = await handle.db
      .selectFrom('usuario')
      .select('id')
      .where('login', '=', someone)
      .executeTakeFirstOrThrow();
    const page = await timed(get(admin, adminPath(adminEndpoints.getMember.path, { id })));
    table['admin: a member page'] = { total: 1, p50: page.p50, p95: page.p95 };
    console.table(table);

    // Writes at the production scrypt cost, while a member keeps reading.
    const member = await app.inject({
      method: 'POST',
      url: endpoints.login.path,
      headers: { api_key: API_KEY },
      payload: { username: cpfOf(1), password: 'senha-bench' },
    });
    const session = member.json<{
      token: { token: string };
      empresas: { idCliente: number; idPerfil: number }[];
    }>();
    const card = session.empresas[0];
    const write = (path: string, payload: unknown) =>
      app.inject({
        method: 'POST',
        url: path,
        headers: { cookie: `clube_admin=${admin}`, [ADMIN_CONSOLE_HEADER]: '1' },
        payload: payload as Record<string, unknown>,
      });
    const writes: Record<string, { ms: string; slowestMemberReadMs: string }> = {};
    for (const [name, run] of [
      [
        'nothing (baseline: 2 s of member reads alone)',
        () =>
          new Promise<LightMyRequestResponse>((resolve) =>
            setTimeout(() => resolve({ statusCode: 200 } as LightMyRequestResponse), 2000),
          ),
      ],
      [
        'create a member (scrypt N=2^17)',
        () =>
          write(adminEndpoints.createMember.path, {
            cpf: cpfOf(MEMBERS + 7),
            nome: 'Nova Pessoa',
            email: '',
            telefone: '',
            nascimento: '1990-01-01',
            idEmpresa: companies[0],
            idPerfil: PERFIL.titular,
            numeroCarteirinha: 'N-1',
          }),
      ],
      [
        'reset a password (scrypt N=2^17)',
        () =>
          write(adminPath(adminEndpoints.resetMemberPassword.path, { id }), { entrega: 'tela' }),
      ],
    ] as const) {
      let done = false;
      let slowest = 0;
      const reader = (async () => {
        while (!done) {
          const start = performance.now();
          await app.inject({
            method: 'POST',
            url: endpoints.getBannersHome.path,
            headers: { api_key: API_KEY, authorization: `bearer ${session.token.token}` },
            payload: { ...card, idEmpresa: companies[1] },
          });
          slowest = Math.max(slowest, performance.now() - start);
        }
      })();
      const start = performance.now();
      const response = await run();
      const ms = performance.now() - start;
      done = true;
      await reader;
      if (response.statusCode !== 200)
        throw new Error(`${name}: ${response.statusCode} ${response.body}`);
      writes[name] = { ms: ms.toFixed(0), slowestMemberReadMs: slowest.toFixed(1) };
    }
    console.table(writes);
  } finally {
    await app.close();
  }
}

async function sqlite() {
  const dir = await mkdtemp(join(tmpdir(), 'clube-bench-'));
  const url = `file:${join(dir, 'bench.db')}`;
  const handle = createDatabase(url);
  try {
    await benchDialect('SQLite', handle, url);
  } finally {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function postgres(serverUrl: string) {
  const name = `clube_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = createDatabase(url.toString());
  try {
    await benchDialect('PostgreSQL', handle, url.toString());
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await sqlite();
if (process.env.BENCH_DATABASE_URL) await postgres(process.env.BENCH_DATABASE_URL);
else console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://… to include it.)');
