import { sql, type Expression, type SqlBool } from 'kysely';

/** Pieces every admin list shares: a case-insensitive "contains" and the page window. */

/** `lower(column) like '%text%'` with %, _ and \ in the text taken literally, on both dialects. */
export function contains(column: string, text: string): Expression<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** Offset and limit of a page (page from 1). */
export const pageWindow = ({ page, perPage }: { page: number; perPage: number }) => ({
  offset: (page - 1) * perPage,
  limit: perPage,
});
