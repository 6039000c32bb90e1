import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import { migrations } from '../../src/db/migrations/index.js';
import type { Database } from '../../src/db/schema.js';
import { nearMeArea } from '../../src/modules/partners/near-me.js';
import { partnerListQuery } from '../../src/modules/partners/queries.js';
import {
  indexPartnerNames,
  MAX_SEARCH_WORDS,
  nameWords,
  prefixUpperBound,
  searchWords,
} from '../../src/modules/partners/search-index.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { insertCategoria, insertParceiro, partnerRow } from './partner-world.js';

describe('nameWords', () => {
  it.each([
    ['Café São João', ['cafe', 'sao', 'joao']],
    ['Doceria Brigadeiro & Cia', ['doceria', 'brigadeiro', 'cia']],
    ['Lava-Rápido Brilho Total', ['lava', 'rapido', 'brilho', 'total']],
    ['Curso Técnico Saber+', ['curso', 'tecnico', 'saber']],
    ['Café do Café', ['cafe', 'do']],
    ['AÇAÍ  da   PRAÇA', ['acai', 'da', 'praca']],
    ['Loja 050', ['loja', '050']],
    ['  &  ', []],
  ])('splits %j into %j', (text, words) => {
    expect(nameWords(text)).toEqual(words);
  });

  it('keeps at most MAX_SEARCH_WORDS words of a search', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(MAX_SEARCH_WORDS);
    expect(searchWords(undefined)).toEqual([]);
  });
});

describe('prefixUpperBound', () => {
  it.each([
    ['cafe', 'caff'],
    ['z', '{'],
    ['sa\u{10FFFF}', 'sb'],
    ['\uD7FF', '\uE000'],
    ['', undefined],
  ])('bounds %j with %j', (prefix, bound) => {
    expect(prefixUpperBound(prefix)).toBe(bound);
  });
});

describe(`word index (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  let database: TestDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(() => database?.close());

  const wordsOf = async (id: number) =>
    (
      await db
        .selectFrom('parceiro_palavra')
        .select('palavra')
        .where('parceiro_id', '=', id)
        .orderBy('palavra')
        .execute()
    ).map((r) => r.palavra);

  it('rewrites the words of a renamed partner', async () => {
    const categoria = await insertCategoria(db, 'Alimentação');
    const id = await insertParceiro(db, { nome: 'Café São João', categoria_id: categoria }, []);
    expect(await wordsOf(id)).toEqual(['cafe', 'joao', 'sao']);
    await db.updateTable('parceiro').set({ nome: 'Empório Sabiá' }).where('id', '=', id).execute();
    await indexPartnerNames(db, [{ id, nome: 'Empório Sabiá' }]);
    expect(await wordsOf(id)).toEqual(['emporio', 'sabia']);
  });

  /** The plan of a list query; PostgreSQL is told not to scan (on a near-empty table it rightly would). */
  async function planOf(filter: Parameters<typeof partnerListQuery>[1]) {
    const query = partnerListQuery(db, filter).compile();
    const postgres = database.dialect === 'postgres';
    return db.transaction().execute(async (trx) => {
      if (postgres) await sql`set local enable_seqscan = off`.execute(trx);
      const explained = await trx.executeQuery<Record<string, string>>({
        ...query,
        sql: `${postgres ? 'explain' : 'explain query plan'} ${query.sql}`,
      });
      return explained.rows.map((r) => r['QUERY PLAN'] ?? r.detail ?? '').join('\n');
    });
  }

  it('searches through a range of the word index, never a scan of the names', async () => {
    const plan = await planOf({
      menuId: 1,
      words: ['cafe', 'sao'],
      page: 1,
      today: '2026-01-01',
      clienteId: 1,
    });
    if (database.dialect === 'postgres') {
      // The range is an index condition, so the COLLATE "C" column and the bound agree.
      expect(plan).toMatch(
        /parceiro_palavra_pkey[\s\S]*Index Cond: \(\(palavra >= 'cafe'::text\) AND \(palavra < 'caff'::text\)\)/,
      );
    } else {
      expect(plan).toMatch(
        /SEARCH parceiro_palavra USING COVERING INDEX \S+ \(palavra>\? AND palavra<\?\)/,
      );
    }
    expect(plan).not.toMatch(/SCAN p\b|Seq Scan on parceiro\b/);
  });

  it("reads the box of 'Perto de mim' from a range of the coordinates index", async () => {
    const plan = await planOf({
      menuId: 1,
      words: [],
      page: 1,
      today: '2026-01-01',
      clienteId: 1,
      near: nearMeArea({ latitude: -23.561, longitude: -46.656 }),
    });
    if (database.dialect === 'postgres')
      expect(plan).toMatch(/parceiro_perto_idx[\s\S]*Index Cond: \(\(latitude >= /);
    // SQLite measures and filters the box's rows in the index, never reading the partner rows.
    else
      expect(plan).toMatch(
        /SEARCH p USING COVERING INDEX parceiro_perto_idx \(latitude>\? AND latitude<\?\)/,
      );
    expect(plan).not.toMatch(/SCAN p\b|Seq Scan on parceiro\b/);
  });
});

describe('the partner-search migration', () => {
  it('indexes the partners a database already has', async () => {
    const database = await createTestDatabase({ migrate: false });
    try {
      const names = Object.keys(migrations).sort();
      const before = names[names.indexOf('2026-11-23T12-00-00_partner-search') - 1];
      if (!before) throw new Error('no migration before partner-search');
      const migrator = new Migrator({
        db: database.db,
        provider: { getMigrations: () => Promise.resolve(migrations) },
      });
      expect((await migrator.migrateTo(before)).error).toBeUndefined();
      const categoria = await insertCategoria(database.db, 'Saúde');
      const { id } = await database.db
        .insertInto('parceiro')
        .values(partnerRow({ nome: 'Ótica São Luís', categoria_id: categoria }))
        .returning('id')
        .executeTakeFirstOrThrow();

      await migrateToLatest(database.db);
      const words = await database.db
        .selectFrom('parceiro_palavra')
        .select('palavra')
        .where('parceiro_id', '=', id)
        .orderBy('palavra')
        .execute();
      expect(words.map((w) => w.palavra)).toEqual(['luis', 'otica', 'sao']);
    } finally {
      await database.close();
    }
  });
});
