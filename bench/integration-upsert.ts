/**
 * The integration API's bulk upsert on the CSV import bench's data (bench/member-import.ts): 10,000
 * members in 10 requests of 1,000, through the real migrations and the real app (inject, HTTP
 * Basic credential). The company already has 5,000 members: the requests hold 2,500 of them
 * unchanged, 2,500 with a new phone and 5,000 new CPFs (new logins, first password = birth date).
 * Then the same requests again (all unchanged). SQLite always; PostgreSQL too when
 * BENCH_DATABASE_URL=postgres://… names a server.
 *
 *   npx tsx bench/integration-upsert.ts
 */

import { loadavg, tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { maskCpf } from '@clube/contract';
import {
  INTEGRATION_LIMITS,
  integrationEndpoints,
  type UpsertMembersResponse,
} from '@clube/contract/integration';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import type { DatabaseHandle } from '../apps/api/src/db/database.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import {
  newClientId,
  newSecret,
  secretHash,
} from '../apps/api/src/modules/integration/credentials.js';
import { createOperator } from '../apps/api/test/admin/helpers.js';
import { TEST_JWT_SECRET } from '../apps/api/test/helpers/app.js';
import { insertEmpresa, insertLookups } from '../apps/api/test/helpers/factories.js';
import { onEachDialect } from './lib/dialects.js';
import { birth, CITIES, cpf, EXISTING, fill, name, phone, ROWS } from './lib/member-data.js';

const BATCH = INTEGRATION_LIMITS.membersPerRequest;

function members(from: number, to: number) {
  return Array.from({ length: to - from }, (_, k) => {
    const i = from + k;
    const changed = i < EXISTING && i % 2 === 1;
    return {
      cpf: maskCpf(cpf(i)),
      nome: name(i),
      telefone: phone(i, changed),
      nascimento: birth(i),
      cidade: CITIES[i % CITIES.length],
    };
  });
}

type Counts = UpsertMembersResponse['counts'];
const add = (a: Counts, b: Counts): Counts => ({
  create: a.create + b.create,
  update: a.update + b.update,
  unchanged: a.unchanged + b.unchanged,
  error: a.error + b.error,
});

async function upsertAll(app: FastifyInstance, authorization: string) {
  let counts: Counts = { create: 0, update: 0, unchanged: 0, error: 0 };
  const perRequest: number[] = [];
  for (let start = 0; start < ROWS; start += BATCH) {
    const body = {
      firstPassword: 'nascimento',
      members: members(start, Math.min(ROWS, start + BATCH)),
    };
    const started = performance.now();
    const answer = await (async () => {
      const response = await app.inject({
        method: 'POST',
        url: integrationEndpoints.upsertMembers.path,
        headers: { authorization },
        payload: body,
      });
      if (response.statusCode !== 200)
        throw new Error(`upsert: ${response.statusCode} ${response.body}`);
      return response.json<UpsertMembersResponse>();
    })();
    perRequest.push((performance.now() - started) / 1000);
    counts = add(counts, answer.counts);
  }
  return { counts, perRequest, total: perRequest.reduce((a, b) => a + b, 0) };
}

const fmt = (c: Counts) =>
  `${c.create} create, ${c.update} update, ${c.unchanged} unchanged, ${c.error} error`;

async function benchDialect(label: string, handle: DatabaseHandle, url: string) {
  await migrateToLatest(handle.db);
  await insertLookups(handle.db);
  const company = await insertEmpresa(handle.db, { nome: 'Bench' });
  await fill(handle.db, company.id);
  const admin = await createOperator(handle.db, { role: 'admin' });
  const clientId = newClientId();
  const secret = newSecret();
  const at = new Date().toISOString();
  await handle.db
    .insertInto('integracao')
    .values({
      empresa_id: company.id,
      nome: 'Bench',
      client_id: clientId,
      segredo_hash: secretHash(secret),
      escopos: JSON.stringify(['members:write']),
      criada_por: admin.row.id,
      created_at: at,
      updated_at: at,
      ultimo_uso_em: null,
      revogada_em: null,
    })
    .execute();
  const config = {
    ...loadConfig({
      DATABASE_URL: url,
      API_KEYS: 'bench-key',
      JWT_SECRET: TEST_JWT_SECRET,
      DEMO: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST: join(tmpdir(), 'clube-bench-no-web-dist'),
    }),
    rateLimit: { max: 1_000_000, loginMax: 1_000 },
  };
  const app = await buildApp({ config, db: handle.db });
  await app.ready();
  try {
    const authorization = `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
    const first = await upsertAll(app, authorization);
    const again = await upsertAll(app, authorization);
    const p = (xs: number[]) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}`;
    console.log(
      `\n${label}: ${ROWS.toLocaleString('en')} members in requests of ${Math.min(BATCH, ROWS)}, ` +
        `${EXISTING.toLocaleString('en')} already in the company; load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
    console.table({
      'first upsert': {
        seconds: first.total.toFixed(2),
        'per request': p(first.perRequest),
        rows: fmt(first.counts),
      },
      'same members again': {
        seconds: again.total.toFixed(2),
        'per request': p(again.perRequest),
        rows: fmt(again.counts),
      },
    });
  } finally {
    await app.close();
  }
}

await onEachDialect(benchDialect);
