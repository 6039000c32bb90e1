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
import { ApiError, isNetworkError, readError, send, withQuery } from '@clube/api-client';
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
    response = await send(
      withQuery(endpoint.path, options?.query),
      {
        method: endpoint.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: options?.signal,
      },
      OFFLINE_MESSAGE,
    );
  } catch (error) {
    if (isNetworkError(error)) reportReachability(false);
    throw error;
  }
  reportReachability(true);

  if (!response.ok) {
    const read = await readError(response);
    const { code } = read;
    const message = read.message || response.statusText;
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
