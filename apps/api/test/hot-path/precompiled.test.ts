import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/database.js';
import { precompiled } from '../../src/lib/precompiled.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { insertLookups } from '../helpers/factories.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await insertLookups(database.db);
});
afterAll(() => database.close());

// Constants of the query (the 'Cônjuge' literal, the limit) stay; only the arguments change per call.
const sexoNamed = precompiled<{ id: number; nome: string }, [string, number]>((db, arg) =>
  db
    .selectFrom('sexo')
    .select(['id', 'nome'])
    .where((eb) => eb.or([eb('nome', '=', arg<string>(0)), eb('id', '=', arg<number>(1))]))
    .where('nome', '!=', 'Cônjuge')
    .orderBy('id')
    .limit(5),
);

describe('precompiled queries', () => {
  it('answer each call with its own arguments', async () => {
    expect(await sexoNamed(database.db, ['Feminino', 0])).toEqual([{ id: 2, nome: 'Feminino' }]);
    expect(await sexoNamed(database.db, ['Masculino', 2])).toEqual([
      { id: 1, nome: 'Masculino' },
      { id: 2, nome: 'Feminino' },
    ]);
    expect(await sexoNamed(database.db, ['nenhum', 0])).toEqual([]);
  });

  it('send each argument on SQLite as a one-value subquery, which SQLite plans once (decision 133)', async () => {
    const sent: { sql: string; parameters: readonly unknown[] }[] = [];
    const db = new Proxy(database.db, {
      get(target, key) {
        const value = Reflect.get(target, key, target) as unknown;
        if (key !== 'executeQuery')
          return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
        return (query: { sql: string; parameters: readonly unknown[] }) => {
          sent.push(query);
          return target.executeQuery(query as Parameters<typeof target.executeQuery>[0]);
        };
      },
    });
    expect(await sexoNamed(db, ['Feminino', 0])).toEqual([{ id: 2, nome: 'Feminino' }]);
    const [query] = sent;
    if (database.dialect === 'sqlite') {
      expect(query?.sql).toContain('"nome" = (select ?) or "id" = (select ?)');
      // The query's own constants stay bare parameters.
      expect(query?.sql).toContain('"nome" != ?');
    } else {
      expect(query?.sql).toContain('"nome" = $1 or "id" = $2');
    }
    expect(query?.parameters).toEqual(['Feminino', 0, 'Cônjuge', 5]);
  });

  it('run inside a transaction and see its writes', async () => {
    await database.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('sexo').values({ id: 3, nome: 'Outro' }).execute();
        expect(await sexoNamed(trx, ['Outro', 0])).toEqual([{ id: 3, nome: 'Outro' }]);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await sexoNamed(database.db, ['Outro', 0])).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('precompiled queries on PostgreSQL', () => {
  /** The statements this connection keeps prepared (one connection: the pool of one below). */
  const prepared = async (db: TestDatabase['db']) =>
    (
      await sql<{ name: string; statement: string }>`
      select name, statement from pg_prepared_statements`.execute(db)
    ).rows;

  it('are parsed and planned once per connection, then reused by name', async () => {
    const single = createDatabase(database.url, { poolMax: 1 });
    try {
      expect(await sexoNamed(single.db, ['Feminino', 0])).toEqual([{ id: 2, nome: 'Feminino' }]);
      const first = await prepared(single.db);
      const ours = first.filter((p) => p.name.startsWith('clube_q'));
      expect(ours).toHaveLength(1);
      expect(ours[0]?.statement).toContain('from "sexo"');

      // Another call with other values runs the same statement: nothing new is prepared.
      expect(await sexoNamed(single.db, ['Masculino', 2])).toHaveLength(2);
      expect((await prepared(single.db)).filter((p) => p.name.startsWith('clube_q'))).toEqual(ours);
    } finally {
      await single.close();
    }
  });

  it('leave other queries unnamed', async () => {
    const single = createDatabase(database.url, { poolMax: 1 });
    try {
      await single.db.selectFrom('sexo').select('id').where('nome', '=', 'Feminino').execute();
      expect((await prepared(single.db)).filter((p) => p.name.startsWith('clube_q'))).toEqual([]);
    } finally {
      await single.close();
    }
  });
});
