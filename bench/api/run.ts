/**
 * `npm run bench:api` (the first performance pass): every authenticated read of the member app, Login and a write,
 * with autocannon against the production server (built, NODE_ENV=production, DEMO=false, explicit
 * API_KEYS/JWT_SECRET) on a scaled database (bench/api/seed.ts), each side by side with a bare
 * Fastify route answering a constant JSON of the same size, measured in the same run. SQLite always;
 * PostgreSQL too when BENCH_DATABASE_URL=postgres://… names a server (a throwaway database is made).
 *
 * Environment (all optional):
 *   BENCH_RUNS=3          rounds per endpoint (bare, then server, alternating); the median is shown
 *   BENCH_DURATION=3      seconds per measurement (after a 1 s warm-up)
 *   BENCH_CONNECTIONS=50  autocannon connections
 *   BENCH_MEMBERS=100000  BENCH_PARTNERS_PER_COMPANY=5000   scale of the bench seed
 *   BENCH_ONLY='get-dependentes;Login'   only these rows (names as in the table); BENCH_MIXED=1
 *                         keeps the reads-while-signing-in run
 *   BENCH_PORT=3321 (server), BENCH_BARE_PORT=3322
 *   BENCH_CPU_PROF=1      the server writes a CPU profile (node --cpu-prof) into bench/api/profiles/
 *   BENCH_OUT=path.json   also write the results as JSON
 *   BENCH_SERVER=path.js  another build of the server (e.g. of the previous commit), BENCH_SKIP_BUILD=1
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { routes } from '@clube/contract';
import { SignJWT } from 'jose';
import pg from 'pg';
import { createDatabase } from '../../apps/api/src/db/database.js';
import { DEMO_MEMBER } from '../../apps/api/src/demo.js';
import { benchCpf, BENCH_PASSWORD, buildBenchDatabase, type BenchFixture } from './seed.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const env = process.env;
const RUNS = Number(env.BENCH_RUNS ?? 3);
const DURATION = Number(env.BENCH_DURATION ?? 3);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(env.BENCH_PORT ?? 3321);
const BARE_PORT = Number(env.BENCH_BARE_PORT ?? 3322);
const ONLY = env.BENCH_ONLY?.split(';').map((s) => s.trim());
const API_KEY = 'bench-api-key';
const JWT_SECRET = randomBytes(32).toString('hex');
/** Distinct client addresses (X-Forwarded-For behind TRUST_PROXY): each stays under the per-address limit. */
const ADDRESSES = 4000;
/** Members whose tokens the writes rotate through: each stays under LIMITS.memberWritesPerMinute. */
const WRITERS = 5000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

function build() {
  console.log('Building the server (npm run build -w @clube/api)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@clube/api'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the server build failed');
}

function rssMb(pid: number | undefined): { rss: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return { rss: Number.NaN, peak: Number.NaN };
  }
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

/**
 * CPU seconds the PostgreSQL server's processes on this machine have used so far (NaN when there
 * are none): what a read costs the database beside what it costs the API server. Meaningful only
 * while nothing else uses that PostgreSQL.
 */
function postgresCpuSeconds(): number {
  let total = Number.NaN;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    const seconds = cpuSeconds(Number(pid));
    if (Number.isFinite(seconds)) total = (Number.isNaN(total) ? 0 : total) + seconds;
  }
  return total;
}

/**
 * Waits until the server is idle (under 10 % of a core over 250 ms), at most a minute: sign-ins
 * still hashing after a run must not be billed to the next row.
 */
async function waitIdle(pid: number | undefined) {
  for (let i = 0; i < 240; i++) {
    const before = cpuSeconds(pid);
    await sleep(250);
    if (!(cpuSeconds(pid) - before > 0.025)) return;
  }
}

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      await fetch(url);
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`${url} did not answer`);
}

/** Node's flags of `npm start` (package.json), so the bench measures the server as it runs. */
function startFlags(): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return pkg.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

function startServer(databaseUrl: string, profileDir: string | undefined): ChildProcess {
  const args = [
    ...startFlags(),
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    env.BENCH_SERVER ?? join(root, 'apps/api/dist/server.js'),
  ];
  return spawn(process.execPath, args, {
    cwd: root,
    env: {
      PATH: env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DEMO: 'false',
      API_KEYS: API_KEY,
      JWT_SECRET,
      HOST: '127.0.0.1',
      PORT: String(PORT),
      // Behind a reverse proxy, as in production: the client address comes from X-Forwarded-For.
      TRUST_PROXY: 'true',
      ...(env.BENCH_LOG_LEVEL ? { LOG_LEVEL: env.BENCH_LOG_LEVEL } : {}),
      ...(env.PASSWORD_HASHES_AT_ONCE
        ? { PASSWORD_HASHES_AT_ONCE: env.PASSWORD_HASHES_AT_ONCE }
        : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function startBare(): ChildProcess {
  return spawn(process.execPath, [join(root, 'bench/api/bare-server.mjs')], {
    cwd: root,
    env: { PATH: env.PATH, NODE_ENV: 'production', PORT: String(BARE_PORT) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000)]);
}

interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** One body for every request, or a different one per request (rotating members). */
  body?: Record<string, unknown> | ((i: number) => Record<string, unknown>);
  /** Bearer token: the demo member's, one per request (writes), or none (api key only). */
  token?: string | ((i: number) => string);
  /** Fewer connections (Login: scrypt bounds it, 50 waiting logins only measure the queue). */
  connections?: number;
  /** The status every answer has: 200 unless given (a refusal's row: what the layers before the read cost). */
  status?: number;
}

const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** Per case, across its runs: writes never repeat a (member, partner) pair. */
const counters = new Map<string, number>();

function requestSetup(c: Case, path: string) {
  let i = counters.get(c.name) ?? 0;
  const next = () => {
    counters.set(c.name, i + 1);
    return i++;
  };
  return (req: Record<string, unknown>) => {
    const n = next();
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      api_key: API_KEY,
      'x-forwarded-for': address(n % ADDRESSES),
    };
    const token = typeof c.token === 'function' ? c.token(n) : c.token;
    if (token) headers.authorization = `Bearer ${token}`;
    const body = typeof c.body === 'function' ? c.body(n) : c.body;
    return {
      ...req,
      method: c.method,
      path,
      headers,
      ...(c.method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    };
  };
}

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  /** CPU time the server spent per answered request, µs: far less noisy than req/s on a shared machine. */
  cpuUs: number;
  /** CPU time PostgreSQL's processes spent per answered request, µs (NaN on SQLite). */
  dbCpuUs: number;
}

/** Whether the rows being measured run on PostgreSQL (its CPU is counted too). */
let onPostgres = false;

/** The pid of the process listening on each port (CPU per request). */
const pids = new Map<number, number | undefined>();

async function cannon(
  port: number,
  path: string,
  c: Case,
  duration: number,
  connections = c.connections ?? CONNECTIONS,
): Promise<Measure> {
  const cpuBefore = cpuSeconds(pids.get(port));
  const countDb = onPostgres && port === PORT;
  const dbBefore = countDb ? postgresCpuSeconds() : Number.NaN;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    // A sign-in takes ~0.5 s of scrypt; 20 at once on a busy machine take more than 10 s.
    timeout: 60,
    requests: [{ setupRequest: requestSetup(c, path) as never }],
  });
  // The bare route answers every case with a 200.
  const expected = port === BARE_PORT ? 200 : (c.status ?? 200);
  const unexpected = Object.entries(result.statusCodeStats ?? {}).filter(
    ([status]) => Number(status) !== expected,
  );
  const errors =
    result.errors +
    result.timeouts +
    unexpected.reduce((sum, [, stats]) => sum + (stats?.count ?? 0), 0);
  if (errors > 0) {
    const statuses = unexpected.map(([status, stats]) => `${stats?.count ?? 0}× ${status}`);
    console.log(
      `    ${c.name}: ${errors} errors (${statuses.join(', ')}; ${result.errors} socket, ${result.timeouts} timeouts)`,
    );
  }
  await waitIdle(pids.get(port));
  const cpu = cpuSeconds(pids.get(port)) - cpuBefore;
  const dbCpu = countDb ? postgresCpuSeconds() - dbBefore : Number.NaN;
  return {
    rps: result.requests.total / duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    requests: result.requests.total,
    cpuUs: (cpu * 1e6) / Math.max(1, result.requests.total),
    dbCpuUs: (dbCpu * 1e6) / Math.max(1, result.requests.total),
  };
}

async function once(
  port: number,
  path: string,
  c: Case,
): Promise<{ status: number; bytes: number; text: string }> {
  // The next request of the case, as the runs count them: a write's probe must not repeat one the
  // warm-up already made (a second rating of the same partner is refused).
  const n = counters.get(c.name) ?? 0;
  counters.set(c.name, n + 1);
  const token = typeof c.token === 'function' ? c.token(n) : c.token;
  const body = typeof c.body === 'function' ? c.body(n) : c.body;
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: c.method,
    headers: {
      'content-type': 'application/json',
      api_key: API_KEY,
      'x-forwarded-for': '10.255.255.254',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(c.method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
  });
  const text = await response.text();
  return { status: response.status, bytes: Buffer.byteLength(text), text };
}

function signer() {
  const key = new TextEncoder().encode(JWT_SECRET);
  return (usuarioId: number) =>
    new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(usuarioId))
      .setIssuer('clube')
      .setIssuedAt()
      .setExpirationTime('12h')
      .sign(key);
}

async function cases(
  f: BenchFixture,
  demoToken: string,
  documentId: number | undefined,
  partners: number[],
): Promise<Case[]> {
  const sign = signer();
  const writers = await Promise.all(
    Array.from({ length: Math.min(WRITERS, f.members.count) }, (_, k) =>
      sign(f.members.firstUsuarioId + k),
    ),
  );
  const card = { idCliente: f.card.idCliente, idPerfil: f.card.idPerfil };
  const local = { ...card, idServicoParceiro: f.localMenu };
  const t = demoToken;
  const r = routes;
  const list: Case[] = [
    {
      name: 'get-banners-home',
      ...r.getBannersHome,
      token: t,
      body: { ...card, idEmpresa: f.card.idEmpresa },
    },
    { name: 'get-parceiros', ...r.getParceiros, token: t, body: card },
    { name: 'get-url-parceiro-nacional', ...r.getUrlParceiroNacional, token: t, body: card },
    { name: 'get-parceiro-categoria', ...r.getParceiroCategoria, token: t, body: local },
    {
      name: 'get-parceiro-lista (category, page 1)',
      ...r.getParceiroLista,
      path: `${r.getParceiroLista.path}?pagina=1`,
      token: t,
      body: { ...local, idCategoria: f.category },
    },
    {
      name: "get-parceiro-lista (busca 'padaria', page 1)",
      ...r.getParceiroLista,
      path: `${r.getParceiroLista.path}?busca=padaria&pagina=1`,
      token: t,
      body: local,
    },
    {
      name: 'get-parceiro-detalhe',
      ...r.getParceiroDetalhe,
      token: t,
      body: { ...local, idParceiro: f.partnerId },
    },
    { name: 'get-cliente', ...r.getCliente, token: t, body: card },
    { name: 'get-dependentes', ...r.getDependentes, token: t, body: card },
    // No token: refused by the token check, after the headers, the address limit and the api key.
    { name: 'get-dependentes, no token (401)', ...r.getDependentes, body: card, status: 401 },
    {
      name: 'get-dependente-unico',
      ...r.getDependenteUnico,
      token: t,
      body: { ...card, idDependente: f.dependentId },
    },
    { name: 'get-contrato', ...r.getContrato, token: t, body: { idCliente: card.idCliente } },
    {
      name: 'get-contrato-pagamento',
      ...r.getContratoPagamento,
      token: t,
      body: { idCliente: card.idCliente, idContrato: f.contractId },
    },
    { name: 'virtual-badge', ...r.virtualBadge, token: t, body: card },
    { name: 'get-cliente-endereco', ...r.getClienteEndereco, token: t, body: card },
    { name: 'get-servicos', ...r.getServicos, token: t, body: card },
    { name: 'get-atendimento', ...r.getAtendimento, token: t },
    { name: 'get-faq-total', ...r.getFaqTotal, token: t },
    { name: 'getCEP', ...r.getCep, token: t, body: { cep: '01310100' } },
    { name: 'get-ajuda-empresa', ...r.getAjudaEmpresa, body: { idEmpresa: f.card.idEmpresa } },
    { name: 'getAllGrauParentesco', ...r.getAllGrauParentesco, token: t },
    { name: 'getAllSex', ...r.getAllSex, token: t },
    { name: 'lista-pessoas-combo', ...r.listaPessoasCombo, token: t, body: card },
    { name: 'habilitar-link-atendimento', ...r.habilitarLinkAtendimento, token: t, body: card },
    { name: 'lista-minhas-receitas', ...r.listaMinhasReceitas, token: t, body: card },
    ...(documentId === undefined
      ? []
      : [
          {
            name: 'lista-minhas-receitas-documento',
            ...r.listaMinhasReceitasDocumento,
            token: t,
            body: { ...card, idDocumento: documentId },
          },
        ]),
    { name: 'lista-meus-agendamentos', ...r.listaMeusAgendamentos, token: t, body: card },
    {
      name: 'insere-avaliacao (write)',
      ...r.insereAvaliacao,
      token: (i) => writers[i % writers.length] ?? '',
      body: (i) => ({
        idCliente: f.members.firstClienteId + (i % writers.length),
        idPerfil: f.members.perfilId,
        idServicoParceiro: f.localMenu,
        idParceiro: partners[Math.floor(i / writers.length) % partners.length] ?? f.partnerId,
        nota: 1 + (i % 5),
        comentario: 'Atendimento muito bom.',
      }),
    },
    // Last: bounded by scrypt (~0.5 s of CPU each, decision 003), 20 at a time.
    {
      name: 'Login',
      ...r.login,
      connections: 20,
      body: (i) => ({ username: benchCpf(i % f.members.count), password: BENCH_PASSWORD }),
    },
  ];
  return ONLY ? list.filter((c) => ONLY.includes(c.name)) : list;
}

interface Row {
  name: string;
  bytes: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  rss: number;
  bareRps: number;
  bareP99: number;
  ratio: number;
  cpuUs: number;
  bareCpuUs: number;
  dbCpuUs: number;
}

async function benchDialect(label: string, databaseUrl: string) {
  const handle = createDatabase(databaseUrl);
  let fixture: BenchFixture;
  let documentId: number | undefined;
  let partners: number[] = [];
  try {
    fixture = await buildBenchDatabase(handle.db, {
      members: Number(env.BENCH_MEMBERS ?? 100_000),
      partnersPerCompany: Number(env.BENCH_PARTNERS_PER_COMPANY ?? 5_000),
      categories: 20,
    });
    documentId =
      (
        await handle.db
          .selectFrom('receita')
          .select('documento_id')
          .where('cliente_id', '=', fixture.card.idCliente)
          .where('documento_id', 'is not', null)
          .executeTakeFirst()
      )?.documento_id ?? undefined;
    partners = (
      await handle.db
        .selectFrom('parceiro_menu')
        .select('parceiro_id')
        .where('menu_parceiro_id', '=', fixture.localMenu)
        .orderBy('parceiro_id')
        .limit(200)
        .execute()
    ).map((p) => p.parceiro_id);
  } finally {
    await handle.close();
  }
  const b = fixture.built;
  console.log(
    `\n${label}: ${b.members.toLocaleString('en')} members, ${b.partners.toLocaleString('en')} partners, ` +
      `${b.invoices.toLocaleString('en')} invoices; built in ${b.seconds.toFixed(1)} s`,
  );

  onPostgres = label === 'PostgreSQL';
  const profileDir = env.BENCH_CPU_PROF === '1' ? join(root, 'bench/api/profiles') : undefined;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const server = startServer(databaseUrl, profileDir);
  const bare = startBare();
  try {
    await waitFor(`http://127.0.0.1:${PORT}/api/health`, server);
    await waitFor(`http://127.0.0.1:${BARE_PORT}/bare/10`, bare);
    pids.set(PORT, server.pid);
    pids.set(BARE_PORT, bare.pid);
    const loginCase: Case = {
      name: 'demo login',
      ...routes.login,
      body: { username: DEMO_MEMBER.login, password: DEMO_MEMBER.password },
    };
    const login = await once(PORT, routes.login.path, loginCase);
    if (login.status !== 200) throw new Error(`demo login: ${login.status} ${login.text}`);
    const demoToken = (JSON.parse(login.text) as { token: { token: string } }).token.token;
    const table: Row[] = [];
    const all = await cases(fixture, demoToken, documentId, partners);
    // The server's own warm-up (JIT, first compiles) must not be billed to the first row.
    for (const c of all.filter((k) => k.name !== 'Login')) await cannon(PORT, c.path, c, 0.5);
    for (const c of all) {
      const probe = await once(PORT, c.path, c);
      if (probe.status !== (c.status ?? 200)) {
        console.log(`  ${c.name}: skipped, answered ${probe.status} ${probe.text.slice(0, 120)}`);
        continue;
      }
      const barePath = `/bare/${probe.bytes}`;
      await cannon(BARE_PORT, barePath, c, 1);
      await cannon(PORT, c.path, c, 1);
      const runs: Measure[] = [];
      const bareRuns: Measure[] = [];
      // Login is bounded by scrypt (~0.5 s of CPU each): it needs longer to count.
      const duration = c.name === 'Login' ? Math.max(DURATION, 20) : DURATION;
      for (let run = 0; run < RUNS; run++) {
        bareRuns.push(await cannon(BARE_PORT, barePath, c, duration));
        runs.push(await cannon(PORT, c.path, c, duration));
      }
      const row: Row = {
        name: c.name,
        bytes: probe.bytes,
        rps: median(runs.map((m) => m.rps)),
        p50: median(runs.map((m) => m.p50)),
        p99: median(runs.map((m) => m.p99)),
        errors: runs.reduce((sum, m) => sum + m.errors, 0),
        rss: rssMb(server.pid).rss,
        bareRps: median(bareRuns.map((m) => m.rps)),
        bareP99: median(bareRuns.map((m) => m.p99)),
        ratio: median(runs.map((m, k) => m.rps / (bareRuns[k]?.rps ?? Number.NaN))),
        cpuUs: median(runs.map((m) => m.cpuUs)),
        bareCpuUs: median(bareRuns.map((m) => m.cpuUs)),
        dbCpuUs: median(runs.map((m) => m.dbCpuUs)),
      };
      table.push(row);
      console.log(
        `  ${row.name}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ` +
          `${row.errors} errors, ${row.bytes} B, ratio ${row.ratio.toFixed(2)} (bare ${row.bareRps.toFixed(0)} req/s); ` +
          `CPU ${row.cpuUs.toFixed(0)} µs/req (bare ${row.bareCpuUs.toFixed(0)})` +
          (Number.isNaN(row.dbCpuUs) ? '' : `; PostgreSQL CPU ${row.dbCpuUs.toFixed(0)} µs/req`),
      );
    }

    const mixed =
      ONLY && env.BENCH_MIXED !== '1' ? undefined : await readsUnderLogins(fixture, demoToken);
    const compression = ONLY ? undefined : await compressionCost(fixture, demoToken);
    const peak = rssMb(server.pid).peak;
    report(label, table, mixed, compression, peak);
    return { label, table, mixed, compression, peakRssMb: peak, built: fixture.built };
  } finally {
    await stop(server);
    await stop(bare);
  }
}

/** get-dependentes (50 connections) while 20 connections sign in without pause. */
async function readsUnderLogins(f: BenchFixture, token: string) {
  const card = { idCliente: f.card.idCliente, idPerfil: f.card.idPerfil };
  const read: Case = { name: 'get-dependentes', ...routes.getDependentes, token, body: card };
  const login: Case = {
    name: 'Login',
    ...routes.login,
    body: (i) => ({ username: benchCpf((i + 50_000) % f.members.count), password: BENCH_PASSWORD }),
  };
  const results: { reads: Measure; logins: Measure }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const [reads, logins] = await Promise.all([
      cannon(PORT, read.path, read, Math.max(DURATION, 10)),
      cannon(PORT, login.path, login, Math.max(DURATION, 10), 20),
    ]);
    results.push({ reads, logins });
  }
  const m = (pick: (r: { reads: Measure; logins: Measure }) => number) => median(results.map(pick));
  return {
    readRps: m((r) => r.reads.rps),
    readP50: m((r) => r.reads.p50),
    readP99: m((r) => r.reads.p99),
    readErrors: results.reduce((s, r) => s + r.reads.errors, 0),
    loginRps: m((r) => r.logins.rps),
    loginP99: m((r) => r.logins.p99),
    loginErrors: results.reduce((s, r) => s + r.logins.errors, 0),
  };
}

/** The largest read (a whole partner menu) asked for plain, gzip and br: req/s and bytes on the wire. */
async function compressionCost(f: BenchFixture, token: string) {
  const path = routes.getParceiroLista.path;
  const body = {
    idCliente: f.card.idCliente,
    idPerfil: f.card.idPerfil,
    idServicoParceiro: f.localMenu,
    idCategoria: f.category,
  };
  const rows: { encoding: string; bytes: number; rps: number; p99: number }[] = [];
  for (const encoding of ['identity', 'gzip', 'br']) {
    const response = await fetch(`http://127.0.0.1:${PORT}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-encoding': encoding,
        api_key: API_KEY,
        authorization: `Bearer ${token}`,
        'x-forwarded-for': '10.255.255.253',
      },
      body: JSON.stringify(body),
    });
    const bytes = (await response.arrayBuffer()).byteLength; // fetch decodes: read the header
    const wire = Number(response.headers.get('content-length') ?? bytes);
    const c: Case = { name: encoding, method: 'POST', path, token, body };
    const setup = requestSetup(c, path);
    const runs: Measure[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await autocannon({
        url: `http://127.0.0.1:${PORT}`,
        connections: CONNECTIONS,
        duration: DURATION,
        requests: [
          {
            setupRequest: ((req: Record<string, unknown>) => {
              const r = setup(req) as { headers: Record<string, string> };
              r.headers['accept-encoding'] = encoding;
              return r;
            }) as never,
          },
        ],
      });
      runs.push({
        rps: result.requests.total / DURATION,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
        cpuUs: Number.NaN,
        dbCpuUs: Number.NaN,
        requests: result.requests.total,
      });
    }
    rows.push({
      encoding: `${encoding} (${response.headers.get('content-encoding') ?? 'none'})`,
      bytes: wire,
      rps: median(runs.map((r) => r.rps)),
      p99: median(runs.map((r) => r.p99)),
    });
  }
  return rows;
}

function report(
  label: string,
  table: Row[],
  mixed: Awaited<ReturnType<typeof readsUnderLogins>> | undefined,
  compression: Awaited<ReturnType<typeof compressionCost>> | undefined,
  peak: number,
) {
  const withDb = table.some((r) => !Number.isNaN(r.dbCpuUs));
  const lines = [
    `\n### ${label}: ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, ${CONNECTIONS} connections, ` +
      `median of ${RUNS} × ${DURATION} s`,
    '',
    `| endpoint | bytes | req/s | p50 ms | p99 ms | errors | RSS MB | bare req/s | ratio | CPU µs/req | bare CPU µs/req |${withDb ? ' PostgreSQL CPU µs/req |' : ''}`,
    `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |${withDb ? ' ---: |' : ''}`,
    ...table.map(
      (r) =>
        `| ${r.name} | ${r.bytes} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.rss.toFixed(0)} | ${r.bareRps.toFixed(0)} | ${r.ratio.toFixed(2)} | ${r.cpuUs.toFixed(0)} | ${r.bareCpuUs.toFixed(0)} |` +
        (withDb ? ` ${Number.isNaN(r.dbCpuUs) ? '–' : r.dbCpuUs.toFixed(0)} |` : ''),
    ),
  ];
  if (mixed)
    lines.push(
      '',
      `get-dependentes with 20 logins running: ${mixed.readRps.toFixed(0)} req/s, p50 ${mixed.readP50} ms, ` +
        `p99 ${mixed.readP99} ms, ${mixed.readErrors} errors; logins ${mixed.loginRps.toFixed(1)}/s, ` +
        `p99 ${mixed.loginP99} ms, ${mixed.loginErrors} errors`,
    );
  if (compression)
    lines.push(
      '',
      '| get-parceiro-lista (category, whole list), Accept-Encoding | bytes on the wire | req/s | p99 ms |',
      '| --- | ---: | ---: | ---: |',
      ...compression.map((c) => `| ${c.encoding} | ${c.bytes} | ${c.rps.toFixed(0)} | ${c.p99} |`),
    );
  lines.push('', `Server peak RSS: ${peak.toFixed(0)} MB`);
  console.log(lines.join('\n'));
}

async function main() {
  if (env.BENCH_SKIP_BUILD !== '1') build();
  const results = [];
  const dir = mkdtempSync(join(tmpdir(), 'clube-bench-api-'));
  try {
    results.push(await benchDialect('SQLite', `file:${join(dir, 'bench.db')}`));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const pgUrl = env.BENCH_DATABASE_URL;
  if (pgUrl) {
    const name = `clube_bench_api_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    try {
      results.push(await benchDialect('PostgreSQL', url.toString()));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://… to include it.)');
  if (env.BENCH_OUT) writeFileSync(env.BENCH_OUT, JSON.stringify(results, null, 2));
}

await main();
