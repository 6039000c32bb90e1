/**
 * SQL texts PostgreSQL keeps parsed and planned per connection, by name: the fixed queries of the
 * request path (lib/precompiled.ts). Any other text runs unnamed, parsed on every call as before.
 */
const names = new Map<string, string>();

/** Marks a fixed SQL text (the same on every call, values apart) to be prepared once per connection. */
export function prepareOnce(sql: string): void {
  if (!names.has(sql)) names.set(sql, `clube_q${names.size + 1}`);
}

/** The statement name of a text marked by prepareOnce, or undefined. */
export const preparedName = (sql: string): string | undefined => names.get(sql);
