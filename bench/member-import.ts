/**
 * The CSV member import on a 10,000-row file, through the real migrations and the real app
 * (inject, signed in as an admin): the dry run (upload), the confirmed write (confirm, then polling
 * the job as the console does), and the same file again (dry run and write: all unchanged). The
 * company already has 5,000 members: the file holds 2,500 of them unchanged, 2,500 with a new
 * phone and 5,000 new CPFs (new logins, first password = birth date). SQLite always; PostgreSQL
 * too when BENCH_DATABASE_URL=postgres://… names a server (a throwaway database is made there).
 *
 *   npm run bench                       # every bench/*.ts
 *   npx tsx bench/member-import.ts      # this one
 *   BENCH_ROWS=20000 npx tsx bench/member-import.ts
 */

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { maskCpf } from '@clube/contract';
import {
  ADMIN_CONSOLE_HEADER,
  ADMIN_SESSION_COOKIE,
  adminEndpoints,
  adminPath,
  type ImportJob,
} from '@clube/contract/admin';
import type { FastifyInstance } from 'fastify';

import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import type { DatabaseHandle } from '../apps/api/src/db/database.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { createOperator, signIn } from '../apps/api/test/admin/helpers.js';
import { insertEmpresa, insertLookups } from '../apps/api/test/helpers/factories.js';
import { TEST_JWT_SECRET } from '../apps/api/test/helpers/app.js';
import { onEachDialect } from './lib/dialects.js';
import { birth, CITIES, cpf, EXISTING, fill, name, phone, ROWS } from './lib/member-data.js';

/** The file: the existing members (half with a new phone), then new CPFs. */
function memberFile(): Buffer {
  const lines = ['CPF;nome;telefone;nascimento;cidade'];
  for (let i = 0; i < ROWS; i++) {
    const changed = i < EXISTING && i % 2 === 1;
    lines.push(
      [maskCpf(cpf(i)), name(i), phone(i, changed), birth(i), CITIES[i % CITIES.length]].join(';'),
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, (performance.now() - start) / 1000];
}

async function importOnce(app: FastifyInstance, cookie: string, companyId: number, file: Buffer) {
  const headers = { [ADMIN_CONSOLE_HEADER]: '1', cookie: `${ADMIN_SESSION_COOKIE}=${cookie}` };
  const [dry, dryS] = await timed(async () => {
    const response = await app.inject({
      method: 'POST',
      url: adminEndpoints.uploadMemberImport.path,
      query: { companyId: String(companyId), firstPassword: 'nascimento', fileName: 'bench.csv' },
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: file,
    });
    if (response.statusCode !== 200)
      throw new Error(`upload: ${response.statusCode} ${response.body}`);
    return response.json<ImportJob>();
  });
  const [done, writeS] = await timed(async () => {
    const confirmed = await app.inject({
      method: 'POST',
      url: adminPath(adminEndpoints.confirmImport.path, { id: dry.id }),
      headers,
      payload: { deactivateMissing: false },
    });
    if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.body}`);
    for (;;) {
      const job = (
        await app.inject({
          method: 'GET',
          url: adminPath(adminEndpoints.getImport.path, { id: dry.id }),
          headers,
        })
      ).json<ImportJob>();
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  if (done.status !== 'done') throw new Error(`import failed: ${done.message}`);
  return { dry, dryS, done, writeS };
}

const fmt = (c: ImportJob['counts']) =>
  `${c.create} create, ${c.update} update, ${c.unchanged} unchanged, ${c.error} error`;

async function benchDialect(label: string, handle: DatabaseHandle, url: string) {
  await migrateToLatest(handle.db);
  await insertLookups(handle.db);
  const company = await insertEmpresa(handle.db, { nome: 'Bench' });
  await fill(handle.db, company.id);
  const admin = await createOperator(handle.db, { role: 'admin' });

  const config = {
    ...loadConfig({
      DATABASE_URL: url,
      API_KEYS: 'bench-key',
      JWT_SECRET: TEST_JWT_SECRET,
      DEMO: 'false',
      LOG_LEVEL: 'silent',
      ADMIN_2FA: 'optional',
      WEB_DIST: join(tmpdir(), 'clube-bench-no-web-dist'),
    }),
    rateLimit: { max: 1_000_000, loginMax: 1_000 },
  };
  const app = await buildApp({ config, db: handle.db });
  await app.ready();
  try {
    const cookie = await signIn(app, admin);
    const file = memberFile();
    const first = await importOnce(app, cookie, company.id, file);
    const again = await importOnce(app, cookie, company.id, file);
    console.log(
      `\n${label}: ${ROWS.toLocaleString('en')} rows (${(file.length / 1024).toFixed(0)} KB), ` +
        `${EXISTING.toLocaleString('en')} members already in the company`,
    );
    console.table({
      'dry run (upload)': { seconds: first.dryS.toFixed(2), rows: fmt(first.dry.counts) },
      'confirmed write': { seconds: first.writeS.toFixed(2), rows: fmt(first.done.counts) },
      'same file: dry run': { seconds: again.dryS.toFixed(2), rows: fmt(again.dry.counts) },
      'same file: write': { seconds: again.writeS.toFixed(2), rows: fmt(again.done.counts) },
    });
  } finally {
    await app.close();
  }
}

await onEachDialect(benchDialect);
