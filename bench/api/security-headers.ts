/**
 * The security headers: our adapter (helmet run once at start, its headers frozen and set in one
 * hook; plugins/security.ts) against the @fastify/helmet plugin with the same options, and a bare
 * route for the floor. CPU time per request in process (app.inject), medians of alternating rounds,
 * so a busy machine disturbs the comparison little. The plugin is not a dependency of ours:
 *   npm install --no-save @fastify/helmet && npx tsx bench/api/security-headers.ts
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { HELMET_OPTIONS, securityHeaders } from '../../apps/api/src/plugins/security.js';

const ROUNDS = 15;
const REQUESTS = 2000;

const plugin = (await import('@fastify/helmet' as string).catch(() => {
  console.error('Install the plugin first: npm install --no-save @fastify/helmet');
  process.exit(1);
})) as { default: Parameters<FastifyInstance['register']>[0] };

async function server(setUp: (app: FastifyInstance) => Promise<unknown> | void) {
  const app = Fastify();
  await setUp(app);
  app.get('/x', async () => ({ ok: true }));
  await app.ready();
  return app;
}

const { 'Permissions-Policy': _ours, ...helmetHeaders } = securityHeaders();
const servers = {
  '@fastify/helmet': await server(async (app) => {
    await app.register(plugin.default, HELMET_OPTIONS);
  }),
  'adapter (frozen headers)': await server((app) => {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(helmetHeaders);
      done();
    });
  }),
  'bare route': await server(() => undefined),
};

const comparable = (headers: Record<string, unknown>) =>
  JSON.stringify(
    Object.entries(headers)
      .filter(([name]) => !['date', 'content-length', 'connection'].includes(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
const [withPlugin, withAdapter] = await Promise.all(
  Object.values(servers)
    .slice(0, 2)
    .map((app) => app.inject('/x')),
);
if (comparable(withPlugin!.headers) !== comparable(withAdapter!.headers)) {
  throw new Error('The two set different headers: the comparison would be unfair');
}

async function cpuPerRequest(app: FastifyInstance): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i++) await app.inject('/x');
  const used = process.cpuUsage(start);
  return (used.user + used.system) / REQUESTS;
}

const samples = new Map<string, number[]>(Object.keys(servers).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, app] of Object.entries(servers))
    samples.get(name)!.push(await cpuPerRequest(app));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const bare = median(samples.get('bare route')!);
for (const [name, xs] of samples) {
  const cpu = median(xs);
  console.log(
    `${name.padEnd(26)} ${cpu.toFixed(0).padStart(5)} µs CPU/request  (+${(cpu - bare).toFixed(0)} over bare)`,
  );
}
