import { ApiError, readError, send } from '@clube/api-client';
import {
  PARTNER_COUNTER_HEADER,
  PARTNER_COUNTER_HEADER_VALUE,
  partnerPath,
  partnerRoutes,
  type PartnerEndpointName,
  type PartnerRequestBody,
  type PartnerResponseBody,
  type PartnerRouteInfo,
} from '@clube/contract/partner';

export { ApiError, isApiError } from '@clube/api-client';

export const NETWORK_MESSAGE = 'Sem conexão com o servidor. Verifique a internet e tente de novo.';
export const SERVER_ERROR_MESSAGE = 'Erro no servidor. Tente de novo em instantes.';

/** What to tell the staff: the server's own sentence for a refused request, or a generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return NETWORK_MESSAGE;
    if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  }
  return SERVER_ERROR_MESSAGE;
}

type UnauthenticatedListener = () => void;
let onUnauthenticated: UnauthenticatedListener = () => {};

/** The app layer decides what an ended session does (back to the sign-in screen). */
export function setUnauthenticatedHandler(listener: UnauthenticatedListener): void {
  onUnauthenticated = listener;
}

export interface PartnerCallOptions<N extends PartnerEndpointName> {
  params?: Record<string, string | number>;
  body?: PartnerRequestBody<N>;
  /** Sent as the Idempotency-Key header: a repeated request gets the first one's answer. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** A 401 here means wrong credentials (sign-in), not an ended session. */
  expectUnauthenticated?: boolean;
}

/**
 * A call of the partner contract by name: `partnerApi('check', { body })`. The session is the
 * HttpOnly cookie the browser sends by itself; every write carries the counter app's CSRF header,
 * which a cross-site form cannot set. A 401 outside sign-in sends the staff to sign in again.
 */
export async function partnerApi<N extends PartnerEndpointName>(
  name: N,
  options: PartnerCallOptions<N> = {},
): Promise<PartnerResponseBody<N>> {
  const route: PartnerRouteInfo = partnerRoutes[name];
  const headers = new Headers({ Accept: 'application/json' });
  if (route.method !== 'GET') headers.set(PARTNER_COUNTER_HEADER, PARTNER_COUNTER_HEADER_VALUE);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);

  const response = await send(
    partnerPath(route.path, options.params),
    {
      method: route.method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    },
    NETWORK_MESSAGE,
  );
  if (!response.ok) {
    const { message, code } = await readError(response);
    if (response.status === 401 && !options.expectUnauthenticated) onUnauthenticated();
    throw new ApiError(response.status, message, code, response.status === 401);
  }
  if (response.status === 204) return undefined as PartnerResponseBody<N>;
  return (await response.json()) as PartnerResponseBody<N>;
}
