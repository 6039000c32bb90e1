/**
 * The partner counter's check-and-register round trip (a check of the card's code, then 'Registrar
 * uso') at N concurrent counters, through the real migrations and the real app (inject, each
 * counter signed in with its own staff account): p50/p95/max of the round trip. The target is
 * under 150 ms p95 at 50 counters on SQLite. SQLite always; PostgreSQL too with BENCH_DATABASE_URL.
 * Keep it short on a shared machine:
 *
 *   npx tsx bench/counter.ts
 *   BENCH_COUNTERS=50 BENCH_ROUNDS=5 npx tsx bench/counter.ts
 */
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import {
  cardCode,
  PARTNER_COUNTER_HEADER,
  PARTNER_COUNTER_HEADER_VALUE,
  partnerEndpoints,
  PARTNER_SESSION_COOKIE,
} from '@clube/contract/partner';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../apps/api/src/lib/password.js';
import { newCardSecret } from '../apps/api/src/modules/counter/card-secret.js';
import {
  insertCliente,
  insertEmpresa,
  insertLookups,
  PERFIL,
} from '../apps/api/test/helpers/factories.js';
import {
  insertCategoria,
  insertMenu,
  insertParceiro,
} from '../apps/api/test/partners/partner-world.js';
import { benchApp } from './lib/app.js';
import { onEachDialect } from './lib/dialects.js';
import { buildDatabase } from './lib/seed.js';
import { percentile } from './lib/timing.js';

const COUNTERS = Number(process.env.BENCH_COUNTERS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PASSWORD = 'balcao-bench-123';

interface Card {
  numero: string;
  secret: string;
}

async function post(
  app: FastifyInstance,
  cookie: string,
  path: string,
  body: unknown,
  key?: string,
) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: {
      cookie,
      [PARTNER_COUNTER_HEADER]: PARTNER_COUNTER_HEADER_VALUE,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: body as Record<string, unknown>,
  });
}

await onEachDialect(async (label, handle, url) => {
  const { cards, parceiroId, seconds } = await buildDatabase(handle, async (db) => {
    await insertLookups(db);
    const empresa = await insertEmpresa(db, { nome: 'Empresa Bench' });
    const categoria = await insertCategoria(db, 'Bench');
    const menu = await insertMenu(db, empresa.id, 2);
    const parceiro = await insertParceiro(db, { nome: 'Parceiro Bench', categoria_id: categoria }, [
      menu,
    ]);
    const hash = await hashPassword(PASSWORD, { cost: 2 ** 10 });
    const now = new Date().toISOString();
    for (let i = 0; i < COUNTERS; i++)
      await db
        .insertInto('parceiro_atendente')
        .values({
          parceiro_id: parceiro,
          nome: `Balcão ${i}`,
          email: `balcao${i}@bench.test`,
          senha_hash: hash,
          alterar_senha: 0,
          criado_em: now,
          atualizado_em: now,
        })
        .execute();
    // One card per counter and round: a code registers once.
    const made: Card[] = [];
    for (let i = 0; i < COUNTERS * ROUNDS; i++) {
      const secret = newCardSecret();
      const card = await insertCliente(db, {
        empresa_id: empresa.id,
        perfil_id: PERFIL.titular,
        codigo_segredo: secret,
      });
      made.push({ numero: card.numero_carteirinha, secret });
    }
    return { cards: made, parceiroId: parceiro };
  });
  const app = await benchApp(handle, url, {
    loginLockout: { afterFailures: 1_000, accountsPerAddress: 1_000 },
  });
  const cookies: string[] = [];
  for (let i = 0; i < COUNTERS; i++) {
    const response = await post(app, '', partnerEndpoints.login.path, {
      email: `balcao${i}@bench.test`,
      senha: PASSWORD,
    });
    const token = new RegExp(`${PARTNER_SESSION_COOKIE}=([^;]+)`).exec(
      String(response.headers['set-cookie']),
    )?.[1];
    cookies.push(`${PARTNER_SESSION_COOKIE}=${token}`);
  }

  const times: number[] = [];
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    cookies.map(async (cookie, counter) => {
      for (let round = 0; round < ROUNDS; round++) {
        const card = cards[counter * ROUNDS + round]!;
        const t0 = performance.now();
        const code = cardCode(card.secret, Math.floor(Date.now() / 1000));
        const checked = await post(app, cookie, partnerEndpoints.check.path, {
          cartao: card.numero,
          codigo: code,
        });
        const answer = checked.json<{ valido: boolean; verificacao?: string }>();
        if (!answer.valido) {
          failures++;
          continue;
        }
        const used = await post(
          app,
          cookie,
          partnerEndpoints.registerUse.path,
          { verificacao: answer.verificacao, idOferta: parceiroId, valorCompra: 2500 },
          randomUUID(),
        );
        if (used.statusCode !== 201) failures++;
        times.push(performance.now() - t0);
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.log(
    `${label}: ${COUNTERS} counters × ${ROUNDS} rounds (database built in ${seconds} s): check + register ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ` +
      `max ${(times.at(-1) ?? 0).toFixed(1)} ms; ${(times.length / wall).toFixed(0)} round trips/s; ${failures} failed`,
  );
  await app.close();
});
