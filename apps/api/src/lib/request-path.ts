import type { FastifyRequest } from 'fastify';

function decodedPath(url: string): string {
  const query = url.indexOf('?');
  const raw = query < 0 ? url : url.slice(0, query);
  // Nothing to decode (every request the app makes): no decodeURIComponent on the hot path.
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Whether a request is under a path prefix such as '/api'. The router decodes percent-escapes
 * (`/%61pi/…` reaches the `/api/…` route), so the raw URL alone must never decide: this looks
 * at the matched route's pattern and at the decoded path.
 */
export function isUnder(request: FastifyRequest, prefix: string): boolean {
  return (
    startsWithSegment(request.routeOptions.url, prefix) ||
    startsWithSegment(decodedPath(request.url), prefix)
  );
}

const startsWithSegment = (path: string | undefined, prefix: string): boolean =>
  path !== undefined &&
  path.startsWith(prefix) &&
  (path.length === prefix.length || path.charCodeAt(prefix.length) === 47); // '/'

/** The matched route's pattern, e.g. '/media/:id'; undefined when no route matched. */
export const routePattern = (request: FastifyRequest): string | undefined =>
  request.routeOptions.url;
