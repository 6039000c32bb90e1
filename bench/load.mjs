// `npm run bench:load`: 60 seconds of 100 members using the app at once, mixed reads and writes,
// against the real server process; fails (exit 1) on any 5xx or any acknowledged write missing from
// the database afterwards (bench/README.md, "Load").
//
// It makes a throwaway SQLite database (or a throwaway PostgreSQL database on BENCH_PG_URL, e.g.
// postgres://postgres@127.0.0.1:5432/postgres) with the demo companies and partners plus one member
// per connection, starts src/server.ts on BENCH_PORT (3350) behind a trusted proxy, and runs one
// client per member, each from its own address (X-Forwarded-For), so the per-address and per-member
// limits apply as they would to 100 phones. Each client starts a request every BENCH_PACE_MS (250 ms:
// 240 a minute, under the 300-a-minute limit per address) and makes every fifth one a write (24 a
// minute, under LIMITS.memberWritesPerMinute). BENCH_DURATION (s) and BENCH_CONNECTIONS change
// the run.
//
// Run with tsx (the root script does): it reuses the API's database code and test factories.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { endpoints, maskCpf } from '@clube/contract';
import { createDatabase } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { seedDemoData } from '../apps/api/src/db/seed/index.ts';
import { createMember, uniqueCpf } from '../apps/api/test/helpers/factories.ts';
import { TEST_PASSWORD_COST } from '../apps/api/test/helpers/test-database.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 3350);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 250);
const WRITE_EVERY = 5;
const API_KEY = 'bench-load-key';
const JWT_SECRET = randomBytes(32).toString('hex');

// ---------------------------------------------------------------------------------------------
// The database: demo companies and partners, one member per connection.

async function makeDatabase() {
  if (process.env.BENCH_PG_URL) {
    const name = `clube_load_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.BENCH_PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.BENCH_PG_URL);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: async () => {
        const c = new pg.Client({ connectionString: process.env.BENCH_PG_URL });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'clube-load-'));
  return {
    url: `file:${join(dir, 'clube.db')}`,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function prepare(url) {
  const database = createDatabase(url);
  const { db } = database;
  await migrateToLatest(db);
  await seedDemoData(db, { passwordCost: TEST_PASSWORD_COST });
  const rows = await db
    .selectFrom('parceiro_menu as pm')
    .innerJoin('menu_parceiro as m', 'm.id', 'pm.menu_parceiro_id')
    .select(['m.empresa_id', 'm.id as menuId', 'pm.parceiro_id as parceiroId'])
    .where('m.ativo', '=', 1)
    .orderBy('m.id')
    .execute();
  const byCompany = new Map();
  for (const r of rows) byCompany.set(r.empresa_id, [...(byCompany.get(r.empresa_id) ?? []), r]);
  const [empresaId, list] = [...byCompany.entries()].sort((a, b) => b[1].length - a[1].length)[0];
  const partners = [...new Map(list.map((r) => [r.parceiroId, r])).values()];
  await db
    .updateTable('empresa')
    .set({ max_dependentes: 1000, create_dependents: 1 })
    .where('id', '=', empresaId)
    .execute();
  const empresa = await db
    .selectFrom('empresa')
    .selectAll()
    .where('id', '=', empresaId)
    .executeTakeFirstOrThrow();
  const members = [];
  for (let i = 0; i < CONNECTIONS; i += 1)
    members.push(await createMember(db, { empresas: [empresa] }));
  await database.close();
  return { members, partners, menuId: partners[0]?.menuId };
}

// ---------------------------------------------------------------------------------------------
// The server process.

function startServer(databaseUrl) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'apps/api'),
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DEMO: 'false',
      API_KEYS: API_KEY,
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      RETENTION_INTERVAL: 'off',
      WEB_DIST: join(tmpdir(), 'clube-load-no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (/Clube em http/.test(output)) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    exited.then(() => {
      clearInterval(timer);
      reject(new Error(`the server exited before listening:\n${output}`));
    });
  });
  return { child, ready, exited, output: () => output };
}

// ---------------------------------------------------------------------------------------------
// The clients.

const stats = { byStatus: new Map(), latencies: [], errors: 0, serverErrors: [] };

async function call(client, endpoint, body) {
  const started = performance.now();
  const headers = { api_key: API_KEY, 'x-forwarded-for': client.address };
  if (client.token) headers.authorization = `bearer ${client.token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`http://127.0.0.1:${PORT}${endpoint.path}`, {
      method: endpoint.method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    stats.latencies.push(performance.now() - started);
    stats.byStatus.set(response.status, (stats.byStatus.get(response.status) ?? 0) + 1);
    if (response.status >= 500)
      stats.serverErrors.push(`${endpoint.path} ${response.status} ${text}`);
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  } catch (error) {
    stats.errors += 1;
    return { status: 0, body: String(error) };
  }
}

function makeClient(member, index, partners) {
  const card = member.cards[0];
  const identity = { idCliente: card.id, idPerfil: card.perfil_id };
  const client = {
    address: `10.${10 + Math.floor(index / 250)}.${index % 250}.1`,
    token: '',
    member,
    dependents: new Map(), // acked: id → nome
    ratings: new Set(), // acked partner ids
    profileName: member.usuario.nome, // last acked
    nextPartner: 0,
    writes: 0,
    ackedWrites: 0,
  };
  const reads = [
    () => call(client, endpoints.getDependentes, identity),
    () => call(client, endpoints.getCliente, identity),
    () => call(client, endpoints.getBannersHome, { ...identity, idEmpresa: card.empresa_id }),
    () => call(client, endpoints.getParceiros, identity),
    () => {
      const partner = partners[client.nextPartner % partners.length];
      return partner
        ? call(client, endpoints.getParceiroDetalhe, {
            ...identity,
            idServicoParceiro: partner.menuId,
            idParceiro: partner.parceiroId,
          })
        : call(client, endpoints.getCliente, identity);
    },
  ];
  const writes = [
    async () => {
      const nome = `Dependente ${index}-${client.writes}`;
      const r = await call(client, endpoints.insertDependente, {
        ...identity,
        nome,
        cpf: maskCpf(uniqueCpf()),
        email: '',
        telefone1: '',
        telefone2: '',
        nascimento: '2015-06-01',
        dataAdmissao: '2023-10-07',
        idSexo: 1,
        idGrauParentesco: 1,
        foto: '',
      });
      if (r.status === 200) {
        client.dependents.set(r.body.idDependente, nome);
        client.ackedWrites += 1;
      }
    },
    async () => {
      const nome = `Nome ${index} v${client.writes}`;
      const r = await call(client, endpoints.updateProfile, {
        ...identity,
        login: member.usuario.login,
        nome,
        email: member.usuario.email,
        telefone: '',
        foto: '',
      });
      if (r.status === 200) {
        client.profileName = nome;
        client.ackedWrites += 1;
      }
    },
    async () => {
      const partner = partners[client.nextPartner];
      if (!partner) return;
      client.nextPartner += 1;
      const r = await call(client, endpoints.insereAvaliacao, {
        ...identity,
        idServicoParceiro: partner.menuId,
        idParceiro: partner.parceiroId,
        nota: 1 + (client.writes % 5),
        comentario: `Avaliação de carga ${index}`,
      });
      if (r.status === 200) {
        client.ratings.add(partner.parceiroId);
        client.ackedWrites += 1;
      }
    },
  ];
  client.run = async (until) => {
    const login = await call(client, endpoints.login, {
      username: member.usuario.login,
      password: member.usuario.password,
    });
    if (login.status !== 200)
      throw new Error(`login ${login.status} ${JSON.stringify(login.body)}`);
    client.token = login.body.token.token;
    // Spread the clients' starts over one pace.
    await new Promise((r) => setTimeout(r, (index * PACE_MS) / CONNECTIONS));
    for (let n = 0; performance.now() < until; n += 1) {
      const next = performance.now() + PACE_MS;
      if (n % WRITE_EVERY === WRITE_EVERY - 1) {
        await writes[client.writes % writes.length]();
        client.writes += 1;
      } else {
        await reads[n % reads.length]();
      }
      const wait = next - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  };
  return client;
}

// ---------------------------------------------------------------------------------------------
// Checking the writes.

async function lostWrites(url, clients) {
  const database = createDatabase(url);
  const { db } = database;
  const lost = [];
  try {
    for (const c of clients) {
      const cardId = c.member.cards[0].id;
      const dependents = await db
        .selectFrom('cliente')
        .select(['id', 'nome'])
        .where('titular_id', '=', cardId)
        .execute();
      const stored = new Map(dependents.map((d) => [d.id, d.nome]));
      for (const [id, nome] of c.dependents)
        if (stored.get(id) !== nome) lost.push(`dependent ${id} of card ${cardId}`);
      const ratings = await db
        .selectFrom('avaliacao')
        .select('parceiro_id')
        .where('cliente_id', '=', cardId)
        .execute();
      const rated = new Set(ratings.map((r) => r.parceiro_id));
      for (const p of c.ratings)
        if (!rated.has(p)) lost.push(`rating of partner ${p} by card ${cardId}`);
      const { nome } = await db
        .selectFrom('usuario')
        .select('nome')
        .where('id', '=', c.member.usuario.id)
        .executeTakeFirstOrThrow();
      if (nome !== c.profileName)
        lost.push(`profile of ${c.member.usuario.id}: ${nome} ≠ ${c.profileName}`);
    }
  } finally {
    await database.close();
  }
  return lost;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

// ---------------------------------------------------------------------------------------------

const { url, drop } = await makeDatabase();
let server;
let exitCode = 1;
try {
  console.log(
    `Preparing ${CONNECTIONS} members on ${url.startsWith('file:') ? 'SQLite' : 'PostgreSQL'}…`,
  );
  const { members, partners } = await prepare(url);
  server = startServer(url);
  await server.ready;
  console.log(`Server on :${PORT}; ${CONNECTIONS} clients for ${DURATION_S} s…`);
  const clients = members.map((m, i) => makeClient(m, i, partners));
  const start = performance.now();
  const until = start + DURATION_S * 1000;
  const progress = setInterval(() => {
    const done = stats.latencies.length;
    process.stdout.write(
      `  ${Math.round((performance.now() - start) / 1000)} s: ${done} answers\n`,
    );
  }, 10_000);
  await Promise.all(clients.map((c) => c.run(until)));
  clearInterval(progress);
  const elapsed = (performance.now() - start) / 1000;

  server.child.kill('SIGTERM');
  const { code } = await server.exited;
  const lost = await lostWrites(url, clients);

  const sorted = [...stats.latencies].sort((a, b) => a - b);
  const total = sorted.length;
  const acked = clients.reduce((n, c) => n + c.dependents.size + c.ratings.size, 0);
  const statuses = Object.fromEntries([...stats.byStatus.entries()].sort((a, b) => a[0] - b[0]));
  const fiveXX = [...stats.byStatus.entries()]
    .filter(([s]) => s >= 500)
    .reduce((n, [, k]) => n + k, 0);
  const summary = {
    database: url.startsWith('file:') ? 'sqlite' : 'postgres',
    connections: CONNECTIONS,
    seconds: Math.round(elapsed),
    requests: total,
    perSecond: Math.round(total / elapsed),
    statuses,
    networkErrors: stats.errors,
    latencyMs: {
      p50: +percentile(sorted, 50).toFixed(1),
      p95: +percentile(sorted, 95).toFixed(1),
      p99: +percentile(sorted, 99).toFixed(1),
      max: +(sorted.at(-1) ?? 0).toFixed(1),
    },
    writesSent: clients.reduce((n, c) => n + c.writes, 0),
    writesAcknowledged: clients.reduce((n, c) => n + c.ackedWrites, 0),
    newRowsAcknowledged: acked,
    lostWrites: lost.length,
    fiveXX,
    shutdownExitCode: code,
  };
  console.log(JSON.stringify(summary, null, 2));
  for (const e of stats.serverErrors.slice(0, 10)) console.log(`5xx: ${e}`);
  for (const l of lost.slice(0, 10)) console.log(`lost: ${l}`);
  exitCode = fiveXX === 0 && lost.length === 0 && stats.errors === 0 && code === 0 ? 0 : 1;
  console.log(exitCode === 0 ? 'OK: no 5xx, no lost write.' : 'FAILED.');
} finally {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await drop();
}
process.exit(exitCode);
