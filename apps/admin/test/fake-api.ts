import { vi } from 'vitest';

/**
 * The one fake admin server for component tests, at the fetch boundary: answers by
 * `METHOD /path` (query string apart), records every request, and fails the test on a call nobody
 * answered (raised by `verifyApiCalls` after each test, test/setup.ts).
 */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** A JSON body parsed; a FormData as sent; undefined without one. */
  body: unknown;
}

export type Handler = (request: FakeRequest) => Response | Promise<Response>;
export type Handlers = Record<string, Handler>;

const failures: string[] = [];
export const sentRequests: FakeRequest[] = [];

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function apiError(status: number, message: string, code = 'ERROR'): Response {
  return json({ message, code }, status);
}

export function stubApi(handlers: Handlers): void {
  sentRequests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const raw = init?.body;
      const body =
        typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw === null ? undefined : raw;
      const request: FakeRequest = {
        method,
        path: url.pathname,
        query: url.searchParams,
        headers: new Headers(init?.headers),
        body,
      };
      sentRequests.push(request);
      const key = `${method} ${url.pathname}`;
      const handler = handlers[key];
      if (!handler) {
        failures.push(`unanswered call: ${key}`);
        return apiError(500, 'unanswered');
      }
      return handler(request);
    }),
  );
}

export function verifyApiCalls(): void {
  const found = failures.splice(0);
  if (found.length) throw new Error(found.join('\n'));
}
