import type { FastifyRequest } from 'fastify';

function decodedPath(url: string): string {
  const raw = url.split('?', 1)[0] ?? '';
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
  const candidates = [request.routeOptions.url, decodedPath(request.url)];
  return candidates.some(
    (path) => path !== undefined && (path === prefix || path.startsWith(`${prefix}/`)),
  );
}

/** The matched route's pattern, e.g. '/media/:id'; undefined when no route matched. */
export const routePattern = (request: FastifyRequest): string | undefined =>
  request.routeOptions.url;
