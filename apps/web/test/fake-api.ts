import {
  endpoints,
  NOTICE_KIND_LABELS,
  SECURITY_NOTICE_KINDS,
  type Endpoint,
  type EndpointName,
  type RequestBody,
} from '@clube/contract';
import { vi } from 'vitest';
import { jsonResponse } from './factories';

/**
 * The one fake server for web tests, at the fetch boundary. It answers by the contract's endpoint
 * name, holds every request to the endpoint's zod schemas (what the real server would refuse fails
 * the test), and fails the test on any call nobody answered. Failures are collected while the app
 * runs (a thrown error inside fetch would only become an error message on screen) and raised by
 * `verifyApiCalls` after each test (test/setup.ts).
 */

/** What one endpoint answers: the request body as sent (JSON-parsed), its headers and query string. */
export type Answer<N extends EndpointName = EndpointName> = (
  body: RequestBody<N>,
  headers: Headers,
  query: URLSearchParams,
) => Response | Promise<Response>;

export type Answers = { [N in EndpointName]?: Answer<N> };

export type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

/** Reference data any form may load; a test's own answers replace these. */
const LOOKUPS: Answers = {
  getAllSex: () =>
    jsonResponse([
      { idSexo: 1, nome: 'Masculino' },
      { idSexo: 2, nome: 'Feminino' },
    ]),
  getAllGrauParentesco: () =>
    jsonResponse([
      { idGrauParentesco: 1, nome: 'Cônjuge' },
      { idGrauParentesco: 2, nome: 'Filho(a)' },
    ]),
};

/**
 * What the home's blocks under the banners and the header's bell ask (docs/product.md#home): nothing
 * to show by default, so a test of something else that passes by need not answer them.
 */
const HOME_BLOCKS: Answers = {
  getContrato: () => jsonResponse([]),
  getParceiros: () => jsonResponse([]),
  listaMeusAgendamentos: () => jsonResponse([]),
  // Nothing saved yet: the savings line shows nothing.
  getEconomia: () => jsonResponse({ ano: 2026, economia: 0, usos: 0 }),
  getAvisos: () => jsonResponse({ avisos: [], naoLidos: 0 }),
  // Perfil's 'Avisos': nothing consented yet (the security kinds fixed on).
  getPreferenciasAvisos: () =>
    jsonResponse({
      temEmail: true,
      preferencias: Object.keys(NOTICE_KIND_LABELS).map((tipo) => {
        const fixo = (SECURITY_NOTICE_KINDS as readonly string[]).includes(tipo);
        return { tipo, push: fixo, email: fixo, fixo };
      }),
    }),
};

/**
 * A logo or banner of the media table, as the server sends it: public and `immutable`, as the
 * browser's cache holds it once an <img> has shown it (lib/kept-screen.ts reads it from there).
 */
export const MEDIA_IMAGE = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"/>';
function mediaImage(): Response {
  return new Response(MEDIA_IMAGE, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}

const ROUTE_BY_KEY = new Map<string, EndpointName>(
  Object.entries(endpoints).map(([name, e]) => [`${e.method} ${e.path}`, name as EndpointName]),
);

const failures: string[] = [];

interface SentRequest {
  url: URL;
  method: string;
  headers: Headers;
  /** The body as sent (a string for JSON), undefined without one. */
  rawBody: string | undefined;
}

function readRequest(
  input: Parameters<typeof fetch>[0],
  init: RequestInit | undefined,
): SentRequest {
  const rawBody = init?.body;
  if (rawBody !== undefined && rawBody !== null && typeof rawBody !== 'string')
    throw new Error('the fake API reads JSON string bodies only');
  return {
    url: new URL(String(input), 'http://localhost'),
    method: init?.method ?? 'GET',
    headers: new Headers(init?.headers),
    rawBody: rawBody ?? undefined,
  };
}

function parseJson(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

function describeIssues(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues
    .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}

/** What the server would refuse in this request, as sentences; empty when it is acceptable. */
function requestProblems(name: EndpointName, body: unknown, query: URLSearchParams): string[] {
  const endpoint: Endpoint = endpoints[name];
  const problems: string[] = [];
  if (endpoint.body) {
    const parsed = endpoint.body.safeParse(body);
    if (!parsed.success) problems.push(`body ${describeIssues(parsed.error)}`);
  } else if (body !== undefined) problems.push('a body, though the endpoint takes none');

  if (endpoint.query) {
    const parsed = endpoint.query.safeParse(Object.fromEntries(query));
    if (!parsed.success) problems.push(`query ${describeIssues(parsed.error)}`);
  } else if (query.size > 0) problems.push(`a query (${query}), though the endpoint takes none`);
  return problems;
}

/** A 2xx JSON answer must be what the contract says the server answers, or the test proves nothing. */
async function answerProblems(name: EndpointName, response: Response): Promise<string[]> {
  if (!response.ok) return [];
  const json = await response
    .clone()
    .json()
    .catch(() => Symbol('not JSON'));
  const parsed = endpoints[name].response.safeParse(json);
  return parsed.success ? [] : [`the test's answer ${describeIssues(parsed.error)}`];
}

/**
 * Stubs fetch with answers by endpoint name. A call with no answer, a request the endpoint's schema
 * refuses, or an answer the response schema refuses fails the test (after it ends); the app meanwhile
 * sees the 500 or 400 the server would send. Returns the mock, for `callsTo`.
 */
export function stubApi(answers: Answers): FetchMock {
  const all: Answers = { ...LOOKUPS, ...HOME_BLOCKS, ...answers };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = readRequest(input, init);
    const { pathname, searchParams } = request.url;
    if (request.method === 'GET' && pathname.startsWith('/media/')) return mediaImage();
    const name = ROUTE_BY_KEY.get(`${request.method} ${pathname}`);
    const answer = name ? (all[name] as Answer | undefined) : undefined;
    if (!name || !answer) {
      failures.push(`unexpected call: ${request.method} ${pathname}${name ? ` (${name})` : ''}`);
      return jsonResponse({ message: 'unexpected call', code: 'INTERNAL' }, 500);
    }
    const body = parseJson(request.rawBody);
    const refused = requestProblems(name, body, searchParams);
    if (refused.length > 0) {
      failures.push(`${name} sent what the server refuses: ${refused.join('; ')}`);
      return jsonResponse({ message: 'Dados inválidos.', code: 'INVALID_INPUT' }, 400);
    }
    const response = await answer(body as never, request.headers, searchParams);
    for (const problem of await answerProblems(name, response))
      failures.push(`${name}: ${problem}`);
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export interface ApiCall<N extends EndpointName> {
  /** The request body as sent, JSON-parsed; undefined without one. */
  body: RequestBody<N>;
  headers: Headers;
  query: URLSearchParams;
  method: string;
  /** The path and query string, as the app passed it to fetch. */
  url: string;
  rawBody: string | undefined;
}

/** The calls the app made to one endpoint, in order. */
export function callsTo<N extends EndpointName>(fetchMock: FetchMock, name: N): ApiCall<N>[] {
  const { method, path } = endpoints[name];
  return fetchMock.mock.calls
    .map(([input, init]) => ({ input: String(input), request: readRequest(input, init) }))
    .filter(({ request }) => request.method === method && request.url.pathname === path)
    .map(({ input, request }) => ({
      body: parseJson(request.rawBody) as RequestBody<N>,
      headers: request.headers,
      query: request.url.searchParams,
      method: request.method,
      url: input,
      rawBody: request.rawBody,
    }));
}

/** Fails the test that just ended with every call the fake could not accept; then starts afresh. */
export function verifyApiCalls(): void {
  const found = failures.splice(0);
  if (found.length > 0) throw new Error(`The fake API refused:\n- ${found.join('\n- ')}`);
}
