import { CompiledQuery, sql, type Compilable, type Kysely } from 'kysely';
import { isPostgres } from '../db/dialect.js';
import { prepareOnce } from '../db/prepared-statements.js';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database>;

/** A stand-in for the i-th argument while the query is built once (never sent to the database). */
const MARKER = '\u0000precompiled-arg-';
const marker = (i: number) => `${MARKER}${i}`;
/**
 * On SQLite an argument is a one-value subquery, `(select ?)`, not a bare `?` (decision 133).
 * SQLite re-plans a statement on every call when a bound value may change its plan: the value
 * compared with an indexed column that has histograms (`pragma optimize` writes them), copied into
 * a join by constant propagation, or tested against a partial index's condition. The subquery is
 * one constant for the planner, so the statement compiled once runs as it is: 3–9× less CPU a
 * statement on the request path, the plan unchanged (an index is still used with the value).
 */
const sqliteArgument = (i: number) => sql`(select ${marker(i)})`;

/** The argument index a compiled parameter stands in for, or -1 for a constant of the query. */
const slotOf = (value: unknown) =>
  typeof value === 'string' && value.startsWith(MARKER) ? Number(value.slice(MARKER.length)) : -1;

/**
 * A fixed query built and compiled once per dialect instead of on every call (decision 018: Kysely
 * building and compiling the same queries was ~17 % of a read). `build` receives `arg(i)`, the
 * stand-in for the i-th argument, wherever a value goes; the call passes the real values, which
 * take the stand-ins' places among the compiled parameters. Works on a Kysely or a Transaction.
 *
 *   const findUser = precompiled((db, arg) =>
 *     db.selectFrom('usuario').select(['id', 'login']).where('id', '=', arg<number>(0)));
 *   const rows = await findUser(db, [id]);
 */
export function precompiled<R, A extends readonly unknown[]>(
  build: (db: Db, arg: <T>(i: number) => T) => Compilable<R>,
): (db: Db, args: A) => Promise<R[]> {
  const byAdapter = new Map<unknown, { sql: string; slots: (number | { value: unknown })[] }>();
  const compile = (db: Db) => {
    const adapter = db.getExecutor().adapter.constructor;
    let entry = byAdapter.get(adapter);
    if (!entry) {
      const argument = isPostgres(db) ? marker : sqliteArgument;
      const compiled = build(db, <T>(i: number) => argument(i) as T).compile();
      prepareOnce(compiled.sql);
      entry = {
        sql: compiled.sql,
        slots: compiled.parameters.map((value) => {
          const slot = slotOf(value);
          return slot >= 0 ? slot : { value };
        }),
      };
      byAdapter.set(adapter, entry);
    }
    return entry;
  };
  return async (db, args) => {
    const { sql, slots } = compile(db);
    const parameters = slots.map((slot) => (typeof slot === 'number' ? args[slot] : slot.value));
    const result = await db.executeQuery<R>(CompiledQuery.raw(sql, parameters));
    return result.rows;
  };
}
