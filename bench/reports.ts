/**
 * The console's usage reports on 100,000 members and a year of use (docs/decisions/048): the data
 * is built in bulk (one `insert … select` over a recursive counter per table, through the real
 * migrations), then the real app answers the dashboard of the largest company (80 % of the
 * members) over a year and over 30 days, and a CSV table (p50/p95 through app.inject, a signed-in
 * operator's cookie). Then what the member Login's writes for the reports cost: the event into a
 * `login_evento` of a million rows, alone and with the company day counters (decision 052), and a
 * partner visit's access row with its day counter (decision 127).
 * SQLite always; PostgreSQL too with BENCH_DATABASE_URL.
 *
 *   npx tsx bench/reports.ts
 *   BENCH_MEMBERS=20000 BENCH_ACCESSES=200000 BENCH_SIGNINS=200000 npx tsx bench/reports.ts
 */
import { addDays, todayInBrazil } from '@clube/contract';
import { adminEndpoints } from '@clube/contract/admin';
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from '../apps/api/src/db/database.js';
import type { Database } from '../apps/api/src/db/schema.js';
import { countAccess } from '../apps/api/src/modules/partners/queries.js';
import { insertSignInEvent } from '../apps/api/src/modules/user/queries.js';
import { insertEmpresa, insertLookups, PERFIL } from '../apps/api/test/helpers/factories.js';
import { partnerRow } from '../apps/api/test/partners/partner-world.js';
import { benchApp, consoleReader } from './lib/app.js';
import { onEachDialect } from './lib/dialects.js';
import { buildDatabase } from './lib/seed.js';
import { secondsSince, timed, timeRuns } from './lib/timing.js';

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
      // Before the cards: the trigger that keeps each company's last sign-in days (decision 131)
      // then finds no card per sign-in, and each holder card inserted after takes its member's
      // latest day, as the migration back-fills them.
      'login_evento',
      () =>
        sql`${counter(SIGNINS)}
          insert into login_evento (usuario_id, dia, em)
          select i % ${sql.lit(MEMBERS)} + 1, d.dia, d.dia || 'T13:00:00.000Z'
          from s join bench_dia d on d.k = (i * 7) % ${sql.lit(DAYS)}`.execute(db),
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
      // The same counts the Login's upserts would have made (as the migration back-fills them).
      'login_dia (counted from login_evento)',
      () =>
        sql`insert into login_dia (empresa_id, dia, total)
          select c.empresa_id, e.dia, count(*) from login_evento e
          join cliente c on c.usuario_id = e.usuario_id and c.titular_id is null
          group by c.empresa_id, e.dia`.execute(db),
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
    built[name] = { seconds: secondsSince(started) };
  }
  await sql`drop table bench_dia`.execute(db);
  return { big, built };
}

async function benchDialect(label: string, handle: DatabaseHandle, url: string) {
  const today = todayInBrazil();
  const { big, built, seconds } = await buildDatabase(handle, (db) => fill(db, today));
  const app = await benchApp(handle, url);
  try {
    const { get } = await consoleReader(app, handle, 'operator', [big]);
    const admin = await consoleReader(app, handle, 'admin');
    const year = { empresaId: big, from: addDays(today, -364), to: today };
    const month = { empresaId: big, from: addDays(today, -29), to: today };
    // A year that ended two months ago: most members signed in since (decision 131's slow side).
    const pastYear = { empresaId: big, from: addDays(today, -424), to: addDays(today, -60) };
    console.log(
      `\n${label}: ${MEMBERS.toLocaleString('en')} members (+${DEPENDENTS.toLocaleString('en')} dependents), ` +
        `${ACCESSES.toLocaleString('en')} partner accesses and ${SIGNINS.toLocaleString('en')} sign-ins over a year; ` +
        `built in ${seconds} s; the largest company has 80 % of the members; ${REQUESTS} requests per row (ms)`,
    );
    console.table(built);
    const table: Record<
      string,
      { p50: string; p95: string; accesses: number; signIns: number; membros: number }
    > = {};
    const { empresaId: _one, ...everyCompany } = month;
    const { empresaId: _also, ...everyCompanyYear } = year;
    for (const [name, reader, query] of [
      ['dashboard, a year', get, year],
      ['dashboard, 30 days', get, month],
      ['dashboard, a year that ended 60 days ago', get, pastYear],
      ['admin, every company together, 30 days', admin.get, everyCompany],
      ['admin, every company together, a year', admin.get, everyCompanyYear],
    ] as const) {
      const r = await timed(reader(adminEndpoints.getReport.path, query), { requests: REQUESTS });
      const body = r.first.json<{
        accesses: { total: number };
        signIns: { total: number; membros: number };
      }>();
      table[name] = {
        p50: r.p50,
        p95: r.p95,
        accesses: body.accesses.total,
        signIns: body.signIns.total,
        membros: body.signIns.membros,
      };
    }
    const csv = await timed(get(adminEndpoints.reportCsv.path, { ...year, table: 'topPartners' }), {
      requests: REQUESTS,
    });
    table['CSV top partners, a year'] = {
      p50: csv.p50,
      p95: csv.p95,
      accesses: 0,
      signIns: 0,
      membros: 0,
    };
    console.table(table);

    // What the member Login's writes for the reports cost: the event alone (before decision 052),
    // then the event and the day counters of the member's companies (insertSignInEvent).
    const at = new Date();
    const eventOnly = await timeRuns(500, (i) =>
      handle.db
        .insertInto('login_evento')
        .values({ usuario_id: (i % MEMBERS) + 1, dia: today, em: at.toISOString() })
        .execute(),
    );
    const withCounter = await timeRuns(500, (i) =>
      insertSignInEvent(handle.db, (i % MEMBERS) + 1, at),
    );
    const ms = (r: { p50: number; p95: number }) =>
      `p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms`;
    console.log(
      `Login's sign-in writes (into ${SIGNINS.toLocaleString('en')} events): ` +
        `event alone ${ms(eventOnly)}; event + day counter ${ms(withCounter)}`,
    );

    // A member's first visit of the day to a partner: the access row, and the partner's day
    // counter the database moves with it (decision 127). Dependents' cards have no access yet.
    const { id: parceiroId } = await handle.db
      .selectFrom('parceiro')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const visit = await timeRuns(500, (i) =>
      countAccess(handle.db, parceiroId, MEMBERS + 1 + i, today),
    );
    console.log(
      `Partner visit's write (into ${ACCESSES.toLocaleString('en')} accesses, with the day counter): ${ms(visit)}`,
    );
  } finally {
    await app.close();
  }
}

await onEachDialect(benchDialect);
