/**
 * `npm run bench:counter`: the partner counter's check-and-register round trip (a check of the
 * card's 6-digit code, then 'Registrar uso') at N concurrent counters, against the production
 * server (built, NODE_ENV=production, DEMO=false) on a throwaway SQLite database with the demo
 * data. This process is the load generator; the server runs in a process of its own. Each counter
 * is a staff account of its own with a session of its own (made in the setup, as a sign-in makes
 * it), calling from an address of its own (X-Forwarded-For behind TRUST_PROXY), so every limit
 * applies as to N shops. Two phases, each with its own N accounts:
 *
 * - paced: every counter checks a new card as often as its account may (30 checks a minute: one
 *   every 2 s), for BENCH_DURATION seconds: N counters at their busiest;
 * - back-to-back: every counter starts its next round trip as soon as the last one answered,
 *   BENCH_BURST_ROUNDS times (under the per-minute limit): the server saturated.
 *
 * Environment (all optional):
 *   BENCH_MEMBERS=100000  other cards in the database (a club's size; the counters' come on top)
 *   BENCH_COUNTERS=50  BENCH_DURATION=60 (s)  BENCH_PACE_MS=2000  BENCH_BURST_ROUNDS=20
 *   BENCH_PHASES=paced,burst   BENCH_PORT=3411   BENCH_SKIP_BUILD=1
 *   BENCH_CPU_PROF=1   the server writes a CPU profile (node --cpu-prof) into bench/counter/profiles/
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cardCode,
  partnerEndpoints,
  PARTNER_COUNTER_HEADER,
  PARTNER_COUNTER_HEADER_VALUE,
  PARTNER_SESSION_COOKIE,
} from '@clube/contract/partner';
import { sql, type Kysely } from 'kysely';
import { createDatabase } from '../../apps/api/src/db/database.js';
import type { Database } from '../../apps/api/src/db/schema.js';
import { migrateToLatest } from '../../apps/api/src/db/migrate.js';
import { seedDemoData } from '../../apps/api/src/db/seed/index.js';
import { hashSessionToken, newSessionToken } from '../../apps/api/src/lib/cookie-session.js';
import { newCardSecret } from '../../apps/api/src/modules/counter/card-secret.js';
import { insertCliente, PERFIL } from '../../apps/api/test/helpers/factories.js';
import { TEST_PASSWORD_COST } from '../../apps/api/test/helpers/test-database.js';
import { percentile } from '../lib/timing.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const env = process.env;
const COUNTERS = Number(env.BENCH_COUNTERS ?? 50);
const DURATION_S = Number(env.BENCH_DURATION ?? 60);
const PACE_MS = Number(env.BENCH_PACE_MS ?? 2000);
const BURST_ROUNDS = Number(env.BENCH_BURST_ROUNDS ?? 20);
const PHASES = (env.BENCH_PHASES ?? 'paced,burst').split(',').map((s) => s.trim());
const PORT = Number(env.BENCH_PORT ?? 3411);
const MEMBERS = Number(env.BENCH_MEMBERS ?? 100_000);
const BASE = `http://127.0.0.1:${PORT}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

interface Card {
  numero: string;
  secret: string;
}

interface Counter {
  address: string;
  cookie: string;
  cards: Card[];
}

interface Phase {
  name: string;
  counters: Counter[];
  rounds: number;
}

// ---------------------------------------------------------------------------------------------
// The database: the demo data, 2 × N staff accounts over the partners of the company with most
// partners, and a fresh card of that company for every round of every counter (a code registers
// once, and the members at a counter are different people).

async function prepare(url: string): Promise<Phase[]> {
  const database = createDatabase(url);
  const { db } = database;
  try {
    await migrateToLatest(db);
    await seedDemoData(db, { passwordCost: TEST_PASSWORD_COST });
    const rows = await db
      .selectFrom('parceiro_menu as pm')
      .innerJoin('menu_parceiro as m', 'm.id', 'pm.menu_parceiro_id')
      .innerJoin('parceiro as p', 'p.id', 'pm.parceiro_id')
      .select(['m.empresa_id', 'pm.parceiro_id'])
      .where('m.ativo', '=', 1)
      .where('p.ativo', '=', 1)
      .where('p.validade', 'is', null)
      .execute();
    const byCompany = new Map<number, Set<number>>();
    for (const r of rows)
      byCompany.set(r.empresa_id, (byCompany.get(r.empresa_id) ?? new Set()).add(r.parceiro_id));
    const [empresaId, partnerSet] = [...byCompany.entries()].sort(
      (a, b) => b[1].size - a[1].size,
    )[0]!;
    const partners = [...partnerSet];
    const now = new Date().toISOString();
    // 30 rounds in 60 s: the most a staff account may check in a minute, never one more.
    const pacedRounds = Math.floor((DURATION_S * 1000) / Math.max(PACE_MS, 1));
    const phases: Phase[] = [];
    let cardNumber = 0;
    for (const [p, name] of PHASES.entries()) {
      const rounds = name === 'paced' ? pacedRounds : BURST_ROUNDS;
      const counters: Counter[] = [];
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < COUNTERS; i++) {
          const email = `balcao-${name}-${i}@bench.test`;
          const staff = await trx
            .insertInto('parceiro_atendente')
            .values({
              parceiro_id: partners[i % partners.length]!,
              nome: `Balcão ${name} ${i}`,
              email,
              // Signed in below by a session row: no password ever checks against this.
              senha_hash: '',
              alterar_senha: 0,
              criado_em: now,
              atualizado_em: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          // The session a sign-in opens (plugins/partner-session.ts), without its password hash:
          // 100 hashes would take minutes on a busy 2-core machine and are not what is measured.
          const token = newSessionToken();
          await trx
            .insertInto('parceiro_sessao')
            .values({
              id: hashSessionToken(token),
              atendente_id: staff.id,
              ip: '127.0.0.1',
              user_agent: 'bench',
              created_at: now,
              last_seen_at: now,
              expires_at: new Date(Date.now() + 12 * 3600_000).toISOString(),
            })
            .execute();
          const cards: Card[] = [];
          for (let r = 0; r < rounds; r++) {
            const secret = newCardSecret();
            const numero = `9${String(++cardNumber).padStart(9, '0')}`;
            await insertCliente(trx, {
              empresa_id: empresaId,
              perfil_id: PERFIL.titular,
              numero_carteirinha: numero,
              codigo_segredo: secret,
            });
            cards.push({ numero, secret });
          }
          counters.push({
            address: `10.${20 + p}.${i >> 8}.${i & 255}`,
            cookie: `${PARTNER_SESSION_COOKIE}=${token}`,
            cards,
          });
        }
      });
      phases.push({ name, counters, rounds });
    }
    await fillCards(db, empresaId, MEMBERS);
    // Fresh planner statistics, as a database in use has.
    await sql`analyze`.execute(db);
    return phases;
  } finally {
    await database.close();
  }
}

/** `count` more cards of the company, by one INSERT … SELECT over a recursive counter. */
async function fillCards(db: Kysely<Database>, empresaId: number, count: number) {
  if (count <= 0) return;
  await sql`
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
    insert into cliente (usuario_id, titular_id, empresa_id, perfil_id, nome, cpf, email, telefone1,
      telefone2, uc, sexo_id, grau_parentesco_id, nascimento, data_admissao, foto, cep, logradouro,
      numero, complemento, bairro, cidade, uf, numero_carteirinha, validade_carteirinha,
      created_at, updated_at, codigo_segredo)
    select null, null, ${empresaId}, ${PERFIL.titular}, 'Associado ' || i,
      printf('%011d', 80000000000 + i), '', '', '', '', 1, null, '1985-03-10', '2024-01-01', '',
      '', '', '', '', '', '', '', printf('8%09d', i), null, '2026-01-01', '2026-01-01',
      ${newCardSecret()}
    from n`.execute(db);
}

// ---------------------------------------------------------------------------------------------
// The server process, as `npm start` runs it (scripts/start.mjs imports apps/api/dist/server.js).

function startFlags(): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return pkg.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

function startServer(databaseUrl: string): ChildProcess {
  const profileDir = env.BENCH_CPU_PROF ? join(root, 'bench/counter/profiles') : undefined;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  return spawn(
    process.execPath,
    [
      ...startFlags(),
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      join(root, 'apps/api/dist/server.js'),
    ],
    {
      cwd: root,
      env: {
        PATH: env.PATH,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        DEMO: 'false',
        API_KEYS: 'bench-counter-key',
        JWT_SECRET: randomBytes(32).toString('hex'),
        HOST: '127.0.0.1',
        PORT: String(PORT),
        TRUST_PROXY: 'true',
        RETENTION_INTERVAL: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

async function waitReady(child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const up = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await sleep(100);
  }
  throw new Error('the server did not answer');
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000)]);
}

// ---------------------------------------------------------------------------------------------
// The counters.

async function post(counter: Counter, path: string, body: unknown, key?: string) {
  const started = performance.now();
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': counter.address,
      cookie: counter.cookie,
      [PARTNER_COUNTER_HEADER]: PARTNER_COUNTER_HEADER_VALUE,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
    ms: performance.now() - started,
  };
}

interface Results {
  roundTrips: number[];
  checks: number[];
  registers: number[];
  failures: Map<string, number>;
}

async function runCounter(counter: Counter, rounds: number, pace: number, results: Results) {
  const fail = (what: string) => results.failures.set(what, (results.failures.get(what) ?? 0) + 1);
  for (let round = 0; round < rounds; round++) {
    const next = performance.now() + pace;
    const card = counter.cards[round]!;
    const t0 = performance.now();
    const codigo = cardCode(card.secret, Math.floor(Date.now() / 1000));
    const checked = await post(counter, partnerEndpoints.check.path, {
      cartao: card.numero,
      codigo,
    });
    if (checked.status !== 200 || checked.body.valido !== true) {
      fail(`check ${checked.status} ${String(checked.body.motivo ?? checked.body.message ?? '')}`);
      continue;
    }
    const ofertas = checked.body.ofertas as { id: number }[];
    const used = await post(
      counter,
      partnerEndpoints.registerUse.path,
      { verificacao: checked.body.verificacao, idOferta: ofertas[0]!.id, valorCompra: 2500 },
      randomUUID(),
    );
    if (used.status !== 201) {
      fail(`register ${used.status} ${String(used.body.message ?? '')}`);
      continue;
    }
    results.checks.push(checked.ms);
    results.registers.push(used.ms);
    results.roundTrips.push(performance.now() - t0);
    const wait = next - performance.now();
    if (pace > 0 && wait > 0) await sleep(wait);
  }
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  return `p50 ${f(percentile(sorted, 50))} / p95 ${f(percentile(sorted, 95))} / p99 ${f(percentile(sorted, 99))} / max ${f(sorted.at(-1) ?? 0)} ms`;
}

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

async function runPhase(phase: Phase, serverPid: number | undefined) {
  const pace = phase.name === 'paced' ? PACE_MS : 0;
  const results: Results = { roundTrips: [], checks: [], registers: [], failures: new Map() };
  console.log(
    `\n${phase.name}: ${phase.counters.length} counters × ${phase.rounds} rounds` +
      (pace ? `, one every ${pace} ms each` : ', back to back') +
      ` (load average ${load()})`,
  );
  const started = performance.now();
  const cpuBefore = cpuSeconds(serverPid);
  await Promise.all(
    phase.counters.map(async (counter, i) => {
      // Spread the paced counters' starts over one pace, as customers arrive.
      if (pace) await sleep((i * pace) / phase.counters.length);
      await runCounter(counter, phase.rounds, pace, results);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = ((cpuSeconds(serverPid) - cpuBefore) * 1000) / results.roundTrips.length;
  console.log(`  round trip (check + register): ${summary(results.roundTrips)}`);
  console.log(`  check:                         ${summary(results.checks)}`);
  console.log(`  register:                      ${summary(results.registers)}`);
  console.log(
    `  server CPU per round trip: ${cpuMs.toFixed(1)} ms (what the load does not change much)`,
  );
  console.log(
    `  ${results.roundTrips.length} round trips in ${seconds.toFixed(1)} s ` +
      `(${(results.roundTrips.length / seconds).toFixed(1)}/s); failed: ` +
      (results.failures.size
        ? [...results.failures].map(([k, n]) => `${n}× ${k}`).join(', ')
        : '0') +
      `; load average after ${load()}`,
  );
}

// ---------------------------------------------------------------------------------------------

if (!env.BENCH_SKIP_BUILD) {
  console.log('Building the server (npm run build -w @clube/api)…');
  const built = spawnSync('npm', ['run', 'build', '-w', '@clube/api'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the server build failed');
}
const dir = mkdtempSync(join(tmpdir(), 'clube-bench-counter-'));
const url = `file:${join(dir, 'clube.db')}`;
let server: ChildProcess | undefined;
try {
  console.log(
    `Preparing the demo data, ${MEMBERS} cards, ${PHASES.length} × ${COUNTERS} staff accounts and their cards…`,
  );
  const phases = await prepare(url);
  server = startServer(url);
  await waitReady(server);
  console.log(`Server on :${PORT} (Node ${process.version}); load average ${load()}`);
  for (const phase of phases) await runPhase(phase, server.pid);
} finally {
  if (server) await stop(server);
  if (!env.BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
}
