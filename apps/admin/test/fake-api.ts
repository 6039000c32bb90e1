import { adminEndpoints, type AdminEndpoint } from '@clube/contract/admin';
import { vi } from 'vitest';

/**
 * The one fake admin server for component tests, at the fetch boundary: answers by
 * `METHOD /path` (query string apart), records every request, and fails the test on a call nobody
 * answered, a call the console contract does not have, a request its schemas refuse (the real
 * server would answer 400) or a 2xx JSON answer its response schema refuses (the test would prove
 * nothing). Failures are raised by `verifyApiCalls` after each test (test/setup.ts).
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

/** Each contract endpoint with a pattern of its path (`:id` → one path segment). */
const ROUTES = Object.entries(adminEndpoints as Record<string, AdminEndpoint>).map(
  ([name, endpoint]) => ({
    name,
    endpoint,
    pattern: new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`),
  }),
);

function endpointOf(method: string, path: string) {
  return ROUTES.find((r) => r.endpoint.method === method && r.pattern.test(path));
}

function describeIssues(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues
    .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}

/** What the server would refuse in this request; a file or form body is the server's to read. */
function requestProblems(endpoint: AdminEndpoint, request: FakeRequest): string[] {
  const problems: string[] = [];
  const isJson = request.headers.get('Content-Type')?.includes('json') ?? false;
  if (endpoint.body && isJson) {
    const parsed = endpoint.body.safeParse(request.body);
    if (!parsed.success) problems.push(`body ${describeIssues(parsed.error)}`);
  }
  if (endpoint.query) {
    const parsed = endpoint.query.safeParse(Object.fromEntries(request.query));
    if (!parsed.success) problems.push(`query ${describeIssues(parsed.error)}`);
  } else if (request.query.size > 0) {
    problems.push(`a query (${request.query}), though the endpoint takes none`);
  }
  return problems;
}

async function answerProblems(endpoint: AdminEndpoint, response: Response): Promise<string[]> {
  if (!response.ok || !(response.headers.get('Content-Type') ?? '').includes('json')) return [];
  const body: unknown = await response.clone().json();
  const parsed = endpoint.response.safeParse(body);
  return parsed.success ? [] : [`the test's answer ${describeIssues(parsed.error)}`];
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
      const route = endpointOf(method, url.pathname);
      if (!route) {
        failures.push(`a call the console contract does not have: ${key}`);
        return apiError(404, 'not in the contract');
      }
      const refused = requestProblems(route.endpoint, request);
      if (refused.length > 0) {
        failures.push(`${route.name} (${key}) sent ${refused.join('; ')}`);
        return apiError(400, 'refused by the contract');
      }
      const handler = handlers[key];
      if (!handler) {
        failures.push(`unanswered call: ${key}`);
        return apiError(500, 'unanswered');
      }
      const response = await handler(request);
      for (const problem of await answerProblems(route.endpoint, response))
        failures.push(`${route.name} (${key}): ${problem}`);
      return response;
    }),
  );
}

export function verifyApiCalls(): void {
  const found = failures.splice(0);
  if (found.length) throw new Error(found.join('\n'));
}
