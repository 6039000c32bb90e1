import {
  partnerEndpoints,
  type PartnerEndpoint,
  type PartnerEndpointName,
  type PartnerRequestBody,
} from '@clube/contract/partner';
import { vi } from 'vitest';

/**
 * The one fake partner server for component tests, at the fetch boundary (as the member app's,
 * decision 014): it answers by the contract's endpoint name, holds every request to the endpoint's
 * zod schemas and every successful answer a test gives to the response schema, and fails the test
 * on any call nobody answered. Failures are collected while the app runs and raised by
 * `verifyApiCalls` after each test (test/setup.ts).
 */
export interface FakeRequest<N extends PartnerEndpointName = PartnerEndpointName> {
  name: N;
  body: PartnerRequestBody<N>;
  headers: Headers;
  /** The path's parameters (`{ id: '3' }` for /uses/3/undo). */
  params: Record<string, string>;
}

export type Answer<N extends PartnerEndpointName = PartnerEndpointName> = (
  request: FakeRequest<N>,
) => Response | Promise<Response>;
export type Answers = { [N in PartnerEndpointName]?: Answer<N> };

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function apiError(status: number, message: string, code = 'ERROR'): Response {
  return json({ message, code }, status);
}

const ROUTES = Object.entries(partnerEndpoints).map(([name, endpoint]) => ({
  name: name as PartnerEndpointName,
  endpoint: endpoint as PartnerEndpoint,
  pattern: new RegExp(`^${endpoint.path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`),
}));

const failures: string[] = [];
export const sentRequests: FakeRequest[] = [];

function describeIssues(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues
    .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}

function requestProblems(endpoint: PartnerEndpoint, body: unknown, headers: Headers): string[] {
  const problems: string[] = [];
  if (endpoint.body) {
    const parsed = endpoint.body.safeParse(body);
    if (!parsed.success) problems.push(`body ${describeIssues(parsed.error)}`);
  } else if (body !== undefined) problems.push('a body, though the endpoint takes none');
  if (endpoint.method !== 'GET' && headers.get('x-clube-parceiro') !== '1')
    problems.push('a write without the counter header');
  if (endpoint.idempotent && !headers.get('idempotency-key')) problems.push('no Idempotency-Key');
  return problems;
}

async function answerProblems(endpoint: PartnerEndpoint, response: Response): Promise<string[]> {
  if (!response.ok || response.status === 204) return [];
  const body = await response
    .clone()
    .json()
    .catch(() => Symbol('not JSON'));
  const parsed = endpoint.response.safeParse(body);
  return parsed.success ? [] : [`the test's answer ${describeIssues(parsed.error)}`];
}

export function stubApi(answers: Answers) {
  sentRequests.length = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = ROUTES.find((r) => r.endpoint.method === method && r.pattern.test(url.pathname));
    const answer = route ? (answers[route.name] as Answer | undefined) : undefined;
    if (!route || !answer) {
      failures.push(`unexpected call: ${method} ${url.pathname}`);
      return apiError(500, 'unexpected call', 'INTERNAL');
    }
    const raw = init?.body;
    const body: unknown = typeof raw === 'string' ? JSON.parse(raw) : undefined;
    const headers = new Headers(init?.headers);
    const refused = requestProblems(route.endpoint, body, headers);
    if (refused.length > 0) {
      failures.push(`${route.name} sent what the server refuses: ${refused.join('; ')}`);
      return apiError(400, 'Dados inválidos.', 'INVALID_INPUT');
    }
    const request = {
      name: route.name,
      body,
      headers,
      params: { ...route.pattern.exec(url.pathname)?.groups },
    } as FakeRequest;
    sentRequests.push(request);
    const response = await answer(request as never);
    for (const problem of await answerProblems(route.endpoint, response))
      failures.push(`${route.name}: ${problem}`);
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests the app made to one endpoint, in order. */
export function requestsTo<N extends PartnerEndpointName>(name: N): FakeRequest<N>[] {
  return sentRequests.filter((r) => r.name === name) as unknown as FakeRequest<N>[];
}

export function verifyApiCalls(): void {
  const found = failures.splice(0);
  if (found.length > 0) throw new Error(`The fake API refused:\n- ${found.join('\n- ')}`);
}
