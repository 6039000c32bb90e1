/**
 * Members' reads while a campaign goes out (docs/decisions/118): a company of BENCH_CARDS cards
 * (default 100,000), a member of it reading 'Avisos' with BENCH_READERS concurrent loops
 * (default 8) through the real app (inject, one event loop as on one server), and three phases of
 * BENCH_SECONDS each (default 5, the send phases until the send ends): no send; the campaign sent
 * as the job sends it (batches of 5,000 cards, a pause between); the same campaign written as one
 * INSERT … SELECT over the whole company. Prints p50 / p95 / p99 / max of the reads and the send's
 * own time. SQLite always; PostgreSQL too when BENCH_DATABASE_URL=postgres://… names a server.
 *
 *   npx tsx bench/campaign-send.ts
 *   BENCH_CARDS=10000 npx tsx bench/campaign-send.ts
 */

import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { endpoints, PROFILES, type LoginResponse } from '@clube/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../apps/api/src/db/database.js';
import { CAMPAIGN_SEND, sendCampaign } from '../apps/api/src/modules/campaigns/send.js';
import { createOperator } from '../apps/api/test/admin/helpers.js';
import { call } from '../apps/api/test/helpers/app.js';
import { createMember, insertEmpresa, insertUsuario } from '../apps/api/test/helpers/factories.js';
import { BENCH_API_KEY, benchApp } from './lib/app.js';
import { onEachDialect } from './lib/dialects.js';
import { buildDatabase } from './lib/seed.js';
import { percentile, secondsSince } from './lib/timing.js';

const CARDS = Number(process.env.BENCH_CARDS ?? 100_000);
const READERS = Number(process.env.BENCH_READERS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

type Db = DatabaseHandle['db'];

async function fill(db: Db) {
  const empresa = await insertEmpresa(db);
  const reader = await createMember(db, { empresas: [empresa] });
  const holder = await insertUsuario(db, {});
  const template = reader.cards[0]!;
  const now = new Date().toISOString();
  for (let i = 0; i < CARDS; i += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, CARDS - i) }, (_, k) => {
      const { id: _id, ...card } = template;
      return {
        ...card,
        usuario_id: holder.id,
        perfil_id: PROFILES.titular,
        cpf: String(10_000_000_000 + i + k),
        numero_carteirinha: `8${String(i + k).padStart(8, '0')}`,
        created_at: now,
        updated_at: now,
      };
    });
    await db.insertInto('cliente').values(rows).execute();
  }
  const operator = await createOperator(db, { role: 'admin' });
  return { empresa: empresa.id, reader, operatorId: operator.row.id };
}

async function newCampaign(db: Db, empresa: number, operatorId: number, titulo: string) {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('campanha')
    .values({
      titulo,
      texto: 'Texto da campanha do bench.',
      tela: 'inicio',
      parceiro_id: null,
      perfil_id: null,
      cidade: null,
      uso_parceiro_id: null,
      uso_modo: 'com',
      canais: '',
      enviar_em: now,
      status: 'agendada',
      destinatarios: null,
      operador_id: operatorId,
      created_at: now,
      enviada_em: null,
      cancelada_em: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('campanha_empresa')
    .values({ campanha_id: id, empresa_id: empresa })
    .execute();
  return id;
}

/** READERS loops reading the member's 'Avisos' until `until` resolves; every answer timed. */
async function readWhile(
  app: FastifyInstance,
  read: () => ReturnType<typeof call>,
  until: Promise<unknown>,
) {
  let done = false;
  void until.finally(() => (done = true));
  const ms: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (!done) {
        const start = performance.now();
        const response = await read();
        ms.push(performance.now() - start);
        if (response.statusCode !== 200) errors += 1;
      }
    }),
  );
  await until;
  void app;
  ms.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  return {
    reads: ms.length,
    errors,
    p50: f(percentile(ms, 50)),
    p95: f(percentile(ms, 95)),
    p99: f(percentile(ms, 99)),
    max: f(ms[ms.length - 1] ?? 0),
  };
}

const sleep = (s: number) => new Promise((resolve) => setTimeout(resolve, s * 1000));

await onEachDialect(async (label, handle, url) => {
  const built = await buildDatabase(handle, fill);
  console.log(
    `\n${label}: ${CARDS.toLocaleString('en')} cards in ${built.seconds} s; ${READERS} readers`,
  );
  const app = await benchApp(handle, url);
  try {
    const apiKey = BENCH_API_KEY;
    const { login, password } = built.reader.usuario;
    const signedIn = await call(app, endpoints.login, { username: login, password }, { apiKey });
    const token = signedIn.json<LoginResponse>().token.token;
    const card = built.reader.cards[0]!;
    const read = () =>
      call(
        app,
        endpoints.getAvisos,
        { idCliente: card.id, idPerfil: card.perfil_id },
        { token, apiKey },
      );
    const rows: Record<string, unknown>[] = [];
    const phase = async (name: string, send: () => Promise<unknown>) => {
      const load = loadavg()[0]!.toFixed(1);
      const started = performance.now();
      let sendSeconds = '—';
      const running = send().then(() => (sendSeconds = secondsSince(started)));
      const result = await readWhile(app, read, running);
      rows.push({ phase: name, send_s: sendSeconds, ...result, load });
    };
    await phase('no send', () => sleep(SECONDS));
    const batched = await newCampaign(handle.db, built.empresa, built.operatorId, 'Em lotes');
    await phase(`batches of ${CAMPAIGN_SEND.batch.toLocaleString('en')}`, () =>
      sendCampaign(handle.db, batched, new Date()),
    );
    const whole = await newCampaign(handle.db, built.empresa, built.operatorId, 'De uma vez');
    await phase('one statement', () => sendCampaign(handle.db, whole, new Date(), CARDS + 10));
    console.table(rows);
  } finally {
    await app.close();
  }
});
