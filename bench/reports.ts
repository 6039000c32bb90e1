/**
 * The console's usage reports on 100,000 members and a year of use (docs/decisions/048): the data
 * is built in bulk (one `insert … select` over a recursive counter per table, through the real
 * migrations), then the real app answers the dashboard of the largest company (80 % of the
 * members) over a year and over 30 days, and a CSV table (p50/p95 through app.inject, a signed-in
 * operator's cookie). Then what the member Login's extra write costs: one insert into a
 * `login_evento` of a million rows. SQLite always; PostgreSQL too with BENCH_DATABASE_URL.
 *
 *   npx tsx bench/reports.ts
 *   BENCH_MEMBERS=20000 BENCH_ACCESSES=200000 BENCH_SIGNINS=200000 npx tsx bench/reports.ts
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { todayInBrazil } from '@clube/contract';
import { adminEndpoints } from '@clube/contract/admin';
import type { LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { createDatabase, type DatabaseHandle } from '../apps/api/src/db/database.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import type { Database } from '../apps/api/src/db/schema.js';
import { insertSignInEvent } from '../apps/api/src/modules/user/queries.js';
import { createOperator, signIn } from '../apps/api/test/admin/helpers.js';
import { insertEmpresa, insertLookups, PERFIL } from '../apps/api/test/helpers/factories.js';
import { partnerRow } from '../apps/api/test/partners/partner-world.js';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const DEPENDENTS = Math.floor(MEMBERS / 2);
const ACCESSES = Number(process.env.BENCH_ACCESSES ?? 1_200_000);
const SIGNINS = Number(process.env.BENCH_SIGNINS ?? 1_000_000);
const RATINGS = Math.floor(MEMBERS / 2);
const APPOINTMENTS = Math.floor(MEMBERS / 4);
const PARTNERS = 60;
const CATEGORIES = 8;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const DAYS = 365;

type Db = Kysely<Database>;

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** `with recursive s(i)` counting 1…n: the same SQL on SQLite and PostgreSQL. */
const counter = (n: number) =>
  sql`with recursive s(i) as (select 1 union all select i + 1 from s where i < ${sql.lit(n)})`;

async function fill(db: Db, today: string) {
  await insertLookups(db);
  const big = (await insertEmpresa(db, { nome: 'Empresa Grande' })).id;
  const small = (await insertEmpresa(db, { nome: 'Empresa Pequena' })).id;
  const now = new Date().toISOString();

  // The days of the year: a small table the bulk inserts join to get a date from a number.
  await sql`create table bench_dia (k integer primary key, dia text not null)`.execute(db);
  await db
    .insertInto('bench_dia' as never)
    .values(Array.from({ length: DAYS }, (_, k) => ({ k, dia: addDays(today, -k) })) as never)
    .execute();

  const categorias: number[] = [];
  for (let c = 0; c < CATEGORIES; c++)
    categorias.push(
      (
        await db
          .insertInto('categoria')
          .values({ nome: `Categoria ${c}`, logo: '' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const parceiros = await db
    .insertInto('parceiro')
    .values(
      Array.from({ length: PARTNERS }, (_, p) =>
        partnerRow({ nome: `Parceiro ${p}`, categoria_id: categorias[p % CATEGORIES] ?? 0 }),
      ),
    )
    .returning('id')
    .execute();
  const firstPartner = parceiros[0]?.id ?? 1;

  const empresaOf = (holder: string) =>
    sql.raw(`case when ${holder} % 5 = 0 then ${small} else ${big} end`);
  const steps: [string, () => Promise<unknown>][] = [
    [
      'usuario',
      () =>
        sql`${counter(MEMBERS)}
          insert into usuario (id, login, senha_hash, alterar_senha, termo_pendente, termo_aceito_em,
            nome, email, telefone, foto, created_at)
          select i, 'u' || i, 'x', 0, 0, ${now}, 'Membro ' || i, '', '', '', ${now} from s`.execute(
          db,
        ),
    ],
    [
      'cliente (holders)',
      () =>
        sql`${counter(MEMBERS)}
          insert into cliente (id, usuario_id, titular_id, empresa_id, perfil_id, nome, cpf, email,
            telefone1, telefone2, uc, foto, cep, logradouro, numero, complemento, bairro, cidade, uf,
            numero_carteirinha, created_at, updated_at)
          select i, i, null, ${empresaOf('i')}, ${sql.lit(PERFIL.titular)}, 'Membro ' || i, 'c' || i, '', '',
            '', '', '', '', '', '', '', '', '', '', 'N' || i, ${now}, ${now} from s`.execute(db),
    ],
    [
      'cliente (dependents, added over the year)',
      () =>
        sql`${counter(DEPENDENTS)}
          insert into cliente (id, usuario_id, titular_id, empresa_id, perfil_id, nome, cpf, email,
            telefone1, telefone2, uc, grau_parentesco_id, foto, cep, logradouro, numero, complemento,
            bairro, cidade, uf, numero_carteirinha, created_at, updated_at)
          select ${sql.lit(MEMBERS)} + i, null, i * 2, ${empresaOf('(i * 2)')},
            ${sql.lit(PERFIL.dependente)}, 'Dependente ' || i, 'd' || i, '', '', '', '', 1, '', '', '', '',
            '', '', '', '', 'D' || i, d.dia || 'T15:00:00.000Z', ${now}
          from s join bench_dia d on d.k = i % ${sql.lit(DAYS)}`.execute(db),
    ],
    [
      'parceiro_acesso',
      // Card i % M, day ((i / M) * 30 + i % 30): one row per (card, day) at most.
      () =>
        sql`${counter(ACCESSES)}
          insert into parceiro_acesso (parceiro_id, cliente_id, dia, empresa_id)
          select ${sql.lit(firstPartner)} + (i * 7) % ${sql.lit(PARTNERS)},
            i % ${sql.lit(MEMBERS)} + 1, d.dia, ${empresaOf(`(i % ${MEMBERS} + 1)`)}
          from s join bench_dia d
            on d.k = ((i / ${sql.lit(MEMBERS)}) * 30 + i % 30) % ${sql.lit(DAYS)}`.execute(db),
    ],
    [
      'login_evento',
      () =>
        sql`${counter(SIGNINS)}
          insert into login_evento (usuario_id, dia, em)
          select i % ${sql.lit(MEMBERS)} + 1, d.dia, d.dia || 'T13:00:00.000Z'
          from s join bench_dia d on d.k = (i * 7) % ${sql.lit(DAYS)}`.execute(db),
    ],
    [
      'avaliacao',
      () =>
        sql`${counter(RATINGS)}
          insert into avaliacao (parceiro_id, cliente_id, titular_id, nota, comentario, created_at)
          select ${sql.lit(firstPartner)} + i % ${sql.lit(PARTNERS)}, i * 2 - 1, i * 2 - 1,
            1 + i % 5, case when i % 3 = 0 then 'Bom atendimento ' || i else '' end,
            d.dia || 'T15:00:00.000Z'
          from s join bench_dia d on d.k = i % ${sql.lit(DAYS)}`.execute(db),
    ],
    [
      'agendamento',
      () =>
        sql`${counter(APPOINTMENTS)}
          insert into agendamento (codigo, cliente_id, data_consulta, hora_inicio, hora_fim, medico,
            especialidade, url_video, cancelavel, status)
          select 'B' || i, (i * 3) % ${sql.lit(MEMBERS)} + 1, d.dia, '10:00', '10:30', 'Dra. Ana',
            'Clínica', '', 1, case when i % 5 = 0 then 'cancelado' else 'agendado' end
          from s join bench_dia d on d.k = i % ${sql.lit(DAYS)}`.execute(db),
    ],
  ];
  const built: Record<string, { seconds: string }> = {};
  for (const [name, run] of steps) {
    const started = performance.now();
    await run();
    built[name] = { seconds: ((performance.now() - started) / 1000).toFixed(1) };
  }
  await sql`drop table bench_dia`.execute(db);
  return { big, built };
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

async function timed(run: () => Promise<LightMyRequestResponse>) {
  const first = await run();
  if (first.statusCode !== 200) throw new Error(`${first.statusCode} ${first.body}`);
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { first, p50: percentile(times, 50).toFixed(1), p95: percentile(times, 95).toFixed(1) };
}

async function benchDialect(label: string, handle: DatabaseHandle, url: string) {
  const today = todayInBrazil();
  const started = performance.now();
  await migrateToLatest(handle.db);
  const { big, built } = await fill(handle.db, today);
  if (handle.dialect === 'postgres') await sql`vacuum analyze`.execute(handle.db);
  else await sql`pragma optimize = 0x10002`.execute(handle.db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const config = loadConfig({
    DATABASE_URL: url,
    API_KEYS: 'bench-key',
    JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-0123456789',
    DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(tmpdir(), 'clube-bench-no-web-dist'),
  });
  const app = await buildApp({
    config: {
      ...config,
      rateLimit: { max: 1_000_000, loginMax: 1_000 },
      admin: { ...config.admin, twoFactor: 'optional' as const },
    },
    db: handle.db,
  });
  await app.ready();
  try {
    const operator = await signIn(
      app,
      await createOperator(handle.db, { role: 'operator', companyIds: [big] }),
    );
    const get = (path: string, query: Record<string, string | number>) => () =>
      app.inject({
        method: 'GET',
        url: `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
        headers: { cookie: `clube_admin=${operator}` },
      });
    const year = { empresaId: big, from: addDays(today, -364), to: today };
    const month = { empresaId: big, from: addDays(today, -29), to: today };
    console.log(
      `\n${label}: ${MEMBERS.toLocaleString('en')} members (+${DEPENDENTS.toLocaleString('en')} dependents), ` +
        `${ACCESSES.toLocaleString('en')} partner accesses and ${SIGNINS.toLocaleString('en')} sign-ins over a year; ` +
        `built in ${seconds} s; the largest company has 80 % of the members; ${REQUESTS} requests per row (ms)`,
    );
    console.table(built);
    const table: Record<string, { p50: string; p95: string; accesses: number; signIns: number }> =
      {};
    for (const [name, query] of [
      ['dashboard, a year', year],
      ['dashboard, 30 days', month],
    ] as const) {
      const r = await timed(get(adminEndpoints.getReport.path, query));
      const body = r.first.json<{ accesses: { total: number }; signIns: { total: number } }>();
      table[name] = {
        p50: r.p50,
        p95: r.p95,
        accesses: body.accesses.total,
        signIns: body.signIns.total,
      };
    }
    const csv = await timed(get(adminEndpoints.reportCsv.path, { ...year, table: 'topPartners' }));
    table['CSV top partners, a year'] = { p50: csv.p50, p95: csv.p95, accesses: 0, signIns: 0 };
    console.table(table);

    const times: number[] = [];
    const at = new Date();
    for (let i = 0; i < 500; i++) {
      const start = performance.now();
      await insertSignInEvent(handle.db, (i % MEMBERS) + 1, at);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(
      `Login's sign-in event (one insert into ${SIGNINS.toLocaleString('en')} rows): ` +
        `p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`,
    );
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
