/**
 * get-parceiro-lista on a 100,000-partner database, through the real migrations, the real search
 * index writer and the real app (inject): p50/p95 per query. SQLite always; PostgreSQL too when
 * BENCH_DATABASE_URL=postgres://… names a server (a throwaway database is made there).
 *
 *   npm run bench                      # every bench/*.ts
 *   npx tsx bench/partner-search.ts    # this one
 *   BENCH_PARTNERS=20000 BENCH_REQUESTS=50 npx tsx bench/partner-search.ts
 *   BENCH_CASES='Perto de mim|whole list' npx tsx bench/partner-search.ts   # only rows whose name has one
 *
 * Growth (the first performance pass): BENCH_PARTNERS is a list of sizes (default 1,000, 10,000 and 100,000); each
 * size gets as many members too, and the table puts the sizes side by side with the member lookup
 * by CPF that every sign-in makes (the unique index on usuario.login).
 */
import { performance } from 'node:perf_hooks';
import { endpoints, PARTNER_TYPES } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '../apps/api/src/db/database.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import type { Database } from '../apps/api/src/db/schema.js';

import { indexPartnerNames } from '../apps/api/src/modules/partners/search-index.js';
import { createMember, insertEmpresa } from '../apps/api/test/helpers/factories.js';
import { partnerRow } from '../apps/api/test/partners/partner-world.js';
import { findUsuarioByLogin } from '../apps/api/src/modules/user/queries.js';
import { mulberry32, partnerName } from './api/partner-names.js';
import { benchCpf } from './api/seed.js';
import { onPostgres, onSqlite, POSTGRES_SKIPPED } from './lib/dialects.js';

const SIZES = (process.env.BENCH_PARTNERS ?? '1000,10000,100000')
  .split(',')
  .map((n) => Number(n.trim()))
  .filter((n) => n > 0);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
/** Substrings of row names, separated by '|': only those rows run. */
const ONLY = process.env.BENCH_CASES?.split('|');
const API_KEY = 'bench-key';

const CATEGORIES = 10;

interface Fixture {
  token: string;
  idCliente: number;
  idPerfil: number;
  /** The local menu holding every partner. */
  bigMenu: number;
  /** Another company's local menu holding one partner in nineteen. */
  smallMenu: number;
  smallCard: { idCliente: number; idPerfil: number };
  categoria: number;
}

async function menu(db: Kysely<Database>, empresaId: number): Promise<number> {
  const { id } = await db
    .insertInto('menu_parceiro')
    .values({
      empresa_id: empresaId,
      tipo: PARTNER_TYPES.local,
      nome: 'Parceiros Locais',
      ativo: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Fills a migrated, empty database; answers the ids the requests need (token comes later). */
async function fill(
  db: Kysely<Database>,
  PARTNERS: number,
): Promise<Omit<Fixture, 'token'> & { usuarioId: number }> {
  return db.transaction().execute(async (trx) => {
    // The same row builders as the API tests: one member holding a card on a big and a small company.
    const [bigCompany, smallCompany] = [
      await insertEmpresa(trx, { nome: 'Grande' }),
      await insertEmpresa(trx, { nome: 'Pequena' }),
    ];
    const member = await createMember(trx, { empresas: [bigCompany!, smallCompany!] });
    const usuarioId = member.usuario.id;
    const [bigCard, smallCard] = member.cards;
    const [big, small] = [bigCompany!.id, smallCompany!.id];
    const bigMenu = await menu(trx, big);
    const smallMenu = await menu(trx, small);

    const categoryIds: number[] = [];
    for (let c = 1; c <= CATEGORIES; c++) {
      const { id } = await trx
        .insertInto('categoria')
        .values({ nome: `Categoria ${c}`, logo: '' })
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryIds.push(id);
    }

    const random = mulberry32(20_261_122);
    // A separate stream: the names stay those of the earlier figures.
    const place = mulberry32(20_261_130);
    const batch = 1000;
    for (let start = 0; start < PARTNERS; start += batch) {
      const rows = Array.from({ length: Math.min(batch, PARTNERS - start) }, (_, k) =>
        partnerRow({
          nome: partnerName(start + k, random),
          categoria_id: categoryIds[(start + k) % CATEGORIES] ?? 0,
          // Half the partners within ~30 km of São Paulo's centre, the rest across the country.
          ...((start + k) % 2 === 0
            ? {
                latitude: -23.55 + (place() - 0.5) * 0.6,
                longitude: -46.63 + (place() - 0.5) * 0.6,
              }
            : { latitude: -33 + place() * 38, longitude: -73 + place() * 39 }),
        }),
      );
      const inserted = await trx
        .insertInto('parceiro')
        .values(rows)
        .returning(['id', 'nome'])
        .execute();
      await indexPartnerNames(trx, inserted);
      await trx
        .insertInto('parceiro_menu')
        .values(inserted.map((p) => ({ parceiro_id: p.id, menu_parceiro_id: bigMenu })))
        .execute();
      const some = inserted.filter((p) => p.id % 19 === 0);
      if (some.length > 0)
        await trx
          .insertInto('parceiro_menu')
          .values(some.map((p) => ({ parceiro_id: p.id, menu_parceiro_id: smallMenu })))
          .execute();
    }
    // As many members as partners: the sign-in's lookup by CPF grows with them.
    for (let start = 0; start < PARTNERS; start += batch) {
      await trx
        .insertInto('usuario')
        .values(
          Array.from({ length: Math.min(batch, PARTNERS - start) }, (_, k) => ({
            login: benchCpf(start + k),
            senha_hash: 'scrypt$bench',
            alterar_senha: 0,
            termo_pendente: 0,
            termo_aceito_em: null,
            nome: `Associado ${start + k}`,
            nome_busca: `associado ${start + k}`,
            email: '',
            telefone: '',
            foto: '',
            created_at: '2026-11-20T12:00:00.000Z',
          })),
        )
        .execute();
    }
    return {
      usuarioId,
      idCliente: bigCard!.id,
      idPerfil: bigCard!.perfil_id,
      bigMenu,
      smallMenu,
      smallCard: { idCliente: smallCard!.id, idPerfil: smallCard!.perfil_id },
      categoria: categoryIds[3] ?? 0,
    };
  });
}

interface Case {
  name: string;
  body: Record<string, unknown>;
  query: Record<string, string>;
}

function cases(f: Fixture): Case[] {
  const big = { idCliente: f.idCliente, idPerfil: f.idPerfil, idServicoParceiro: f.bigMenu };
  return [
    { name: "common word 'padaria', page 1", body: big, query: { busca: 'padaria', pagina: '1' } },
    { name: "common word 'padaria', whole list", body: big, query: { busca: 'padaria' } },
    { name: "prefix 'caf', page 1", body: big, query: { busca: 'caf', pagina: '1' } },
    { name: "rare word 'zeppelin'", body: big, query: { busca: 'zeppelin' } },
    { name: "accented 'São João', page 1", body: big, query: { busca: 'São João', pagina: '1' } },
    { name: "accented 'AÇAÍ' (no match)", body: big, query: { busca: 'AÇAÍ' } },
    {
      name: "'padaria' in a category, page 1",
      body: { ...big, idCategoria: f.categoria },
      query: { busca: 'padaria', pagina: '1' },
    },
    {
      name: 'category, page 1',
      body: { ...big, idCategoria: f.categoria },
      query: { pagina: '1' },
    },
    {
      name: 'category, page 40',
      body: { ...big, idCategoria: f.categoria },
      query: { pagina: '40' },
    },
    { name: 'whole menu, page 1', body: big, query: { pagina: '1' } },
    {
      name: "'Perto de mim' (Av. Paulista), 50 km, page 1",
      body: { ...big, perto: { latitude: -23.561, longitude: -46.656 } },
      query: { pagina: '1' },
    },
    {
      name: "'Perto de mim' (Av. Paulista), 2 km, page 1",
      body: { ...big, perto: { latitude: -23.561, longitude: -46.656, raioKm: 2 } },
      query: { pagina: '1' },
    },
    {
      // The nearest are beyond the smaller rings: the whole 50 km box is measured.
      name: "'Perto de mim' (Atibaia, 15 km off the dense area), 50 km, page 1",
      body: { ...big, perto: { latitude: -23.117, longitude: -46.55 } },
      query: { pagina: '1' },
    },
    {
      name: 'small menu (5%), category, page 1',
      body: { ...f.smallCard, idServicoParceiro: f.smallMenu, idCategoria: f.categoria },
      query: { pagina: '1' },
    },
  ];
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

async function measure(app: FastifyInstance, token: string, c: Case) {
  const url = `${endpoints.getParceiroLista.path}?${new URLSearchParams(c.query)}`;
  const run = () =>
    app.inject({
      method: 'POST',
      url,
      headers: { api_key: API_KEY, authorization: `bearer ${token}` },
      payload: c.body,
    });
  const first = await run();
  if (first.statusCode !== 200) throw new Error(`${c.name}: ${first.statusCode} ${first.body}`);
  const rows = first.json<unknown[]>().length;
  for (let i = 0; i < 5; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { rows, p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** The sign-in's lookup of a member by CPF (findUsuarioByLogin), found and not found, ms. */
async function measureCpfLookup(db: Kysely<Database>, members: number) {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS + 20; i++) {
    const cpf = benchCpf(i % 2 === 0 ? (i * 7919) % members : members + i);
    const start = performance.now();
    await findUsuarioByLogin(db, cpf);
    if (i >= 20) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

type Row = Record<string, string | number>;

async function benchDialect(
  label: string,
  handle: DatabaseHandle,
  url: string,
  PARTNERS: number,
): Promise<Record<string, { p50: number; p95: number; rows: number }>> {
  const started = performance.now();
  await migrateToLatest(handle.db);
  const ids = await fill(handle.db, PARTNERS);
  // Statistics as a live server has them: autovacuum on PostgreSQL, `pragma optimize` at start on
  // SQLite (server.ts).
  if (handle.dialect === 'postgres') await sql`vacuum analyze`.execute(handle.db);
  else await sql`pragma optimize = 0x10002`.execute(handle.db);
  const built = ((performance.now() - started) / 1000).toFixed(1);

  const config = {
    ...loadConfig({
      DATABASE_URL: url,
      API_KEYS: API_KEY,
      JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-0123456789',
      DEMO: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST: join(tmpdir(), 'clube-bench-no-web-dist'),
    }),
    rateLimit: { max: 1_000_000, loginMax: 1_000 },
  };
  const app = await buildApp({ config, db: handle.db });
  await app.ready();
  try {
    const { token } = await app.signToken({ id: ids.usuarioId, token_version: 0 });
    const fixture: Fixture = { ...ids, token };
    console.log(
      `\n${label}: ${PARTNERS.toLocaleString('en')} partners and members, built in ${built} s; ` +
        `${REQUESTS} requests per row (ms, through app.inject)`,
    );
    const table: Record<string, { p50: number; p95: number; rows: number }> = {};
    for (const c of cases(fixture).filter(
      (c) => !ONLY || ONLY.some((part) => c.name.includes(part)),
    ))
      table[c.name] = await measure(app, token, c);
    if (!ONLY)
      table['member by CPF (sign-in lookup, query only)'] = {
        ...(await measureCpfLookup(handle.db, PARTNERS)),
        rows: 1,
      };
    console.table(
      Object.fromEntries(
        Object.entries(table).map(([name, r]) => [
          name,
          { p50: r.p50.toFixed(2), p95: r.p95.toFixed(2), rows: r.rows },
        ]),
      ),
    );
    return table;
  } finally {
    await app.close();
  }
}

/** One table per dialect: p50 per size side by side, and how much the largest size costs over the smallest. */
function sideBySide(label: string, bySize: Record<string, { p50: number; rows: number }>[]) {
  const names = Object.keys(bySize[0] ?? {});
  const table: Record<string, Row> = {};
  for (const name of names) {
    const row: Row = {};
    SIZES.forEach((size, k) => {
      const r = bySize[k]?.[name];
      row[`${size.toLocaleString('en')} p50`] = r ? r.p50.toFixed(2) : '';
    });
    const first = bySize[0]?.[name]?.p50 ?? Number.NaN;
    const last = bySize.at(-1)?.[name]?.p50 ?? Number.NaN;
    row[`× (${SIZES.at(-1)! / SIZES[0]!}× the data)`] = (last / first).toFixed(1);
    table[name] = row;
  }
  console.log(`\n${label}: growth, p50 ms by number of partners (and members)`);
  console.table(table);
}

const sqliteResults = [];
for (const size of SIZES)
  sqliteResults.push(
    await onSqlite((label, handle, url) => benchDialect(label, handle, url, size)),
  );
sideBySide('SQLite', sqliteResults);
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const pgResults = [];
  for (const size of SIZES)
    pgResults.push(
      await onPostgres(serverUrl, (label, handle, url) => benchDialect(label, handle, url, size)),
    );
  sideBySide('PostgreSQL', pgResults);
} else console.log(POSTGRES_SKIPPED);
