/**
 * CPU per request of one endpoint, in process (app.inject, no sockets): the app's own cost, far less
 * noisy than req/s on a shared machine. For profiling: `node --cpu-prof` through tsx.
 *   npx tsx bench/api/inject-cpu.ts [endpoint=get-dependentes] [requests=5000] >/dev/null
 *   (several endpoints: 'get-parceiros,get-dependentes'; results on stderr, request logs on stdout)
 *   BENCH_CPU_PROF=out.cpuprofile …   a CPU profile of the measured requests only
 *   BENCH_REQUEST=no-token …   the same requests without the member's token (refused with 401 by
 *     the token check), or =no-api-key (refused before it): what the layers before it cost
 *   endpoint `bare`: a bare Fastify app in the same process answering the same bytes, the floor
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routes } from '@clube/contract';
import Fastify from 'fastify';
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { createDatabase } from '../../apps/api/src/db/database.js';
import { DEMO_MEMBER } from '../../apps/api/src/demo.js';
import { buildBenchDatabase } from './seed.js';

const [name = 'get-dependentes', countArg = '5000'] = process.argv.slice(2);
const COUNT = Number(countArg);
const dir = mkdtempSync(join(tmpdir(), 'clube-inject-'));
const url = `file:${join(dir, 'bench.db')}`;
const handle = createDatabase(url);
const f = await buildBenchDatabase(handle.db, {
  members: 2000,
  partnersPerCompany: 5000,
  categories: 20,
});
const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: url,
  DEMO: 'false',
  API_KEYS: 'k',
  JWT_SECRET: 'x'.repeat(64),
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  TRUST_PROXY: 'true',
  WEB_DIST: join(dir, 'no-web'),
});
const app = await buildApp({ config, db: handle.db });
await app.ready();
// Logs go nowhere (as `npm run bench:api` sends them to /dev/null), but are still built.
const login = await app.inject({
  method: 'POST',
  url: routes.login.path,
  headers: { api_key: 'k' },
  payload: { username: DEMO_MEMBER.login, password: DEMO_MEMBER.password },
});
const token = login.json<{ token: { token: string } }>().token.token;
const card = { idCliente: f.card.idCliente, idPerfil: f.card.idPerfil };
const local = { ...card, idServicoParceiro: f.localMenu };
const BODIES: Record<string, { path: string; body: object }> = {
  'get-banners-home': {
    path: routes.getBannersHome.path,
    body: { ...card, idEmpresa: f.card.idEmpresa },
  },
  'get-url-parceiro-nacional': { path: routes.getUrlParceiroNacional.path, body: card },
  'get-parceiro-categoria': { path: routes.getParceiroCategoria.path, body: local },
  'get-dependentes': { path: routes.getDependentes.path, body: card },
  'get-cliente': { path: routes.getCliente.path, body: card },
  'get-parceiros': { path: routes.getParceiros.path, body: card },
  'get-parceiro-lista': {
    path: `${routes.getParceiroLista.path}?pagina=1`,
    body: { ...local, idCategoria: f.category },
  },
  'get-contrato-pagamento': {
    path: routes.getContratoPagamento.path,
    body: { idCliente: card.idCliente, idContrato: f.contractId },
  },
};
const profiling = process.env.BENCH_CPU_PROF;
const names = name.split(',');
for (const n of names)
  if (!BODIES[n] && n !== 'bare')
    throw new Error(`unknown ${n}: ${Object.keys(BODIES).join(', ')}`);
const REQUEST = process.env.BENCH_REQUEST ?? 'signed-in';
if (!['signed-in', 'no-token', 'no-api-key'].includes(REQUEST)) {
  throw new Error(`BENCH_REQUEST: signed-in, no-token or no-api-key, not ${REQUEST}`);
}
const refused = REQUEST !== 'signed-in';

/** A bare Fastify app answering `payload` at POST /bare: what any route costs, with no plugin. */
async function bareApp(payload: string) {
  const bare = Fastify({ logger: false });
  bare.post('/bare', async (_request, reply) => reply.type('application/json').send(payload));
  await bare.ready();
  return bare;
}

/** What `c` answers the signed-in member: the bytes the bare app sends. */
async function memberAnswer(c: { path: string; body: object }) {
  const headers = { api_key: 'k', authorization: `Bearer ${token}` };
  return (await app.inject({ method: 'POST', url: c.path, headers, payload: c.body })).body;
}

let i = 0;
for (const n of names) {
  const bare = n === 'bare';
  const c = BODIES[bare ? 'get-dependentes' : n]!;
  const refusedHere = refused && !bare;
  const headers = () => ({
    ...(REQUEST === 'no-api-key' ? {} : { api_key: 'k' }),
    ...(refused ? {} : { authorization: `Bearer ${token}` }),
    'x-forwarded-for': `10.0.${(i >> 8) & 255}.${i++ & 255}`,
  });
  const target = bare ? await bareApp(await memberAnswer(c)) : app;
  const one = () =>
    target.inject({
      method: 'POST',
      url: bare ? '/bare' : c.path,
      headers: headers(),
      payload: c.body,
    });
  const first = await one();
  if (first.statusCode !== (refusedHere ? 401 : 200))
    throw new Error(`${first.statusCode} ${first.body}`);
  for (let k = 0; k < 500; k++) await one();
  const session = new Session();
  if (profiling) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let k = 0; k < COUNT; k += 10) await Promise.all(Array.from({ length: 10 }, one));
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - started;
  if (profiling) {
    const { profile } = await session.post('Profiler.stop');
    // Several endpoints: one profile each, named after it.
    const file = names.length > 1 ? profiling.replace(/(\.cpuprofile)?$/, `-${n}$1`) : profiling;
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
  // On stderr: the request logs (stdout) can be sent to /dev/null.
  if (target !== app) await target.close();
  console.error(
    `${n}${refusedHere ? ` (${REQUEST})` : ''}: ${(((used.user + used.system) / COUNT) | 0).toString()} µs CPU/req, ` +
      `${((wall * 1000) / COUNT).toFixed(0)} µs wall/req (${COUNT} requests, app.inject)`,
  );
}
await app.close();
await handle.close();
rmSync(dir, { recursive: true, force: true });
