import {
  ERROR_CODES,
  routes,
  type EndpointName,
  type RouteInfo,
  type RequestBody,
  type RequestQuery,
  type ResponseBody,
} from '@clube/contract';
import { env } from '../config/env';
import { ApiError, NETWORK_ERROR_CODE } from './api-error';
import { OFFLINE_MESSAGE, reportReachability } from './connection';
import { getSession, signOut, updateSession, type Session } from './session';
import { toast } from './toast';

interface CallOptions<N extends EndpointName> {
  query?: RequestQuery<N>;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an Idempotency-Key; the key and token headers are always ours. */
  headers?: Record<string, string>;
}

type CallArgs<N extends EndpointName> =
  RequestBody<N> extends undefined
    ? [body?: undefined, options?: CallOptions<N>]
    : [body: RequestBody<N>, options?: CallOptions<N>];

export const SESSION_ENDED_MESSAGE = 'Sua sessão expirou. Entre novamente.';

/**
 * The server refuses a member with a pending first-access step (403 with these codes). The session
 * learns the step, and the session guard sends the member to its screen.
 */
const PENDING_STEPS: Record<string, Partial<Session>> = {
  [ERROR_CODES.passwordChangeRequired]: { alterarSenha: true },
  [ERROR_CODES.termsRequired]: { aceiteTermo: true },
};

function withQuery(path: string, query: unknown): string {
  if (typeof query !== 'object' || query === null) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readError(response: Response): Promise<{ message: string; code: string }> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null) {
      const { message, code } = body as Record<string, unknown>;
      return {
        message: typeof message === 'string' ? message : response.statusText,
        code: typeof code === 'string' ? code : '',
      };
    }
  } catch {
    // Not JSON (a proxy's error page, an empty body): the status says enough.
  }
  return { message: response.statusText, code: '' };
}

/**
 * The one way to call the API: `api('login', { username, password })`. Path, method and auth come
 * from the contract's route table (no zod in the bundle); bodies and answers are typed from its schemas.
 */
export async function api<N extends EndpointName>(
  name: N,
  ...[body, options]: CallArgs<N>
): Promise<ResponseBody<N>> {
  const endpoint: RouteInfo = routes[name];
  const headers = new Headers({
    ...options?.headers,
    Accept: 'application/json',
    api_key: env.apiKey,
  });
  // Read before the first await: a caller may sign out right after starting the call (logout).
  const token = endpoint.auth === 'token' ? getSession()?.token.token : undefined;
  if (token) headers.set('Authorization', `bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(withQuery(endpoint.path, options?.query), {
      method: endpoint.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options?.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reportReachability(false);
    throw new ApiError(0, OFFLINE_MESSAGE, NETWORK_ERROR_CODE);
  }
  reportReachability(true);

  if (!response.ok) {
    const { message, code } = await readError(response);
    // Only the session that sent the token ends (not one started since, nor none after logout).
    const current = token !== undefined && getSession()?.token.token === token;
    if (response.status === 401 && current) {
      signOut();
      toast.info(SESSION_ENDED_MESSAGE, { id: 'session-ended' });
      throw new ApiError(response.status, message, code, true);
    }
    const step = response.status === 403 ? PENDING_STEPS[code] : undefined;
    if (step && current) {
      updateSession(step);
      toast.info(message, { id: 'pending-step' });
      throw new ApiError(response.status, message, code, true);
    }
    throw new ApiError(response.status, message, code);
  }
  return (await response.json()) as ResponseBody<N>;
}
