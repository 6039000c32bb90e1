/**
 * The path with the query's set values as its query string; undefined, null and empty values are
 * left out, so an unset filter never reaches the server as `?nome=`.
 */
export function withQuery(path: string, query: unknown): string {
  if (typeof query !== 'object' || query === null) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
