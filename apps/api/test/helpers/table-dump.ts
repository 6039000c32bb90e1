import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../src/db/database.js';
import type { Database } from '../../src/db/schema.js';
import { TABLES } from '../db/tables.js';

/** Every table's rows as stable text: compare two dumps to prove a call wrote nothing. */
export type TableDump = Record<string, string[]>;

const text = (row: unknown) =>
  JSON.stringify(row, (_key, value: unknown) =>
    // PostgreSQL answers bytea as a Buffer, SQLite as a Uint8Array: compare the bytes.
    value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value,
  );

/** Columns a dump leaves out, by table: what every request changes (a session's last use). */
export type DumpOmit = Partial<Record<keyof Database, readonly string[]>>;

/**
 * Every row of every table of the data model (TABLES follows schema.ts), each table sorted. On
 * PostgreSQL in one statement: a query per table is a round trip each, which made a long fuzz run
 * spend most of its time waiting on the network (rows come as PostgreSQL's JSON text then).
 */
export async function dumpTables(
  db: Kysely<Database>,
  omit: DumpOmit = {},
  dialect: DialectName = 'sqlite',
): Promise<TableDump> {
  if (dialect === 'postgres') return dumpAtOnce(db, omit);
  const dump: TableDump = {};
  for (const table of TABLES) {
    const rows = await db.selectFrom(table).selectAll().execute();
    const left = omit[table];
    dump[table] = rows
      .map((row) =>
        text(
          left ? Object.fromEntries(Object.entries(row).filter(([k]) => !left.includes(k))) : row,
        ),
      )
      .sort();
  }
  return dump;
}

async function dumpAtOnce(db: Kysely<Database>, omit: DumpOmit): Promise<TableDump> {
  const columns = TABLES.map((table) => {
    const left = omit[table] ?? [];
    const row = left.length
      ? sql`to_jsonb(x) - ${sql.raw(`ARRAY[${left.map((c) => `'${c}'`).join(',')}]`)}::text[]`
      : sql`to_jsonb(x)`;
    return sql`coalesce((select json_agg(t order by t) from (select (${row})::text as t from ${sql.table(table)} x) s), '[]'::json) as ${sql.ref(table)}`;
  });
  const { rows } = await sql<Record<string, string[]>>`select ${sql.join(columns)}`.execute(db);
  return rows[0] ?? {};
}

/** The tables whose rows differ between two dumps. */
export function changedTables(before: TableDump, after: TableDump): string[] {
  return Object.keys(before).filter(
    (table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]),
  );
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
