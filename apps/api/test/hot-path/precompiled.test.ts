import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
