/**
 * The wall-clock figures the tests no longer assert (they count hashes and check order instead):
 * how long a sign-in takes with a wrong password, an unknown CPF and a locked account at the
 * production scrypt cost (each must cost one hash check, so all three should be alike), and how
 * long the demo seed takes on an empty database.
 * SQLite, through app.inject; medians of interleaved runs, so a busy moment falls on all alike.
 *
 *   npx tsx bench/timing-proofs.ts
 *   BENCH_RUNS=21 npx tsx bench/timing-proofs.ts
 */
import { endpoints } from '@clube/contract';
import { seedDemoData } from '../apps/api/src/db/seed/index.js';
import { hashPassword, PASSWORD_COST } from '../apps/api/src/lib/password.js';
import { createTestApp, TEST_API_KEY } from '../apps/api/test/helpers/app.js';
import { createMember, insertEmpresa, uniqueCpf } from '../apps/api/test/helpers/factories.js';
import { createTestDatabase } from '../apps/api/test/helpers/test-database.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(0)} ms`;

async function signIns() {
  const t = await createTestApp({
    config: {
      passwordCost: PASSWORD_COST,
      loginLockout: { afterFailures: 5, accountsPerAddress: 1000 },
    },
  });
  try {
    const empresa = await insertEmpresa(t.database.db);
    const member = async () => {
      const m = await createMember(t.database.db, { empresas: [empresa] });
      await t.database.db
        .updateTable('usuario')
        .set({ senha_hash: await hashPassword('certa', { cost: PASSWORD_COST }) })
        .where('id', '=', m.usuario.id)
        .execute();
      return m.usuario.login;
    };
    let ip = 0;
    const signIn = async (username: string) => {
      const start = performance.now();
      const response = await t.app.inject({
        method: 'POST',
        url: endpoints.login.path,
        headers: { api_key: TEST_API_KEY },
        payload: { username, password: 'errada' },
        remoteAddress: `10.60.${Math.floor(++ip / 250)}.${ip % 250}`,
      });
      return { ms: performance.now() - start, status: response.statusCode };
    };
    const wrong = await member();
    const locked = await member();
    for (let i = 0; i < 6; i++) await signIn(locked); // locked from the 6th; makes the dummy hash
    const unknown = uniqueCpf();
    await signIn(unknown);
    const runs = { wrong: [] as number[], unknown: [] as number[], locked: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      runs.wrong.push((await signIn(wrong)).ms);
      runs.unknown.push((await signIn(unknown)).ms);
      const refused = await signIn(locked);
      if (refused.status !== 429) throw new Error(`locked account answered ${refused.status}`);
      runs.locked.push(refused.ms);
    }
    console.log(
      `sign-in at N=2^15, p=3 (median of ${RUNS}): wrong password ${ms(median(runs.wrong))}, ` +
        `unknown CPF ${ms(median(runs.unknown))}, locked account ${ms(median(runs.locked))}`,
    );
  } finally {
    await t.close();
  }
}

async function seed() {
  const database = await createTestDatabase();
  try {
    const start = performance.now();
    await seedDemoData(database.db, { now: new Date() });
    console.log(`demo seed on an empty SQLite database: ${ms(performance.now() - start)}`);
  } finally {
    await database.close();
  }
}

await signIns();
await seed();
