import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { TABLES } from '../db/tables.js';

/** Every table's rows as stable text: compare two dumps to prove a call wrote nothing. */
export type TableDump = Record<string, string[]>;

const text = (row: unknown) =>
  JSON.stringify(row, (_key, value: unknown) =>
    // PostgreSQL answers bytea as a Buffer, SQLite as a Uint8Array: compare the bytes.
    value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value,
  );

/** Every row of every table of the data model (TABLES follows schema.ts), each table sorted. */
export async function dumpTables(db: Kysely<Database>): Promise<TableDump> {
  const dump: TableDump = {};
  for (const table of TABLES) {
    const rows = await db.selectFrom(table).selectAll().execute();
    dump[table] = rows.map(text).sort();
  }
  return dump;
}

/** Row counts per table: cheaper than a dump when only inserts and deletes matter. */
export async function countRows(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { n } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(n);
  }
  return counts;
}
