import { ApiError, readError, send, withQuery } from '@clube/api-client';
import { NETWORK_MESSAGE } from './api-error';

export { withQuery } from '@clube/api-client';
import {
  ADMIN_CONSOLE_HEADER,
  ADMIN_CONSOLE_HEADER_VALUE,
  adminPath,
  adminRoutes,
  type AdminEndpointName,
  type AdminRequestBody,
  type AdminRequestQuery,
  type AdminResponseBody,
  type AdminRouteInfo,
} from '@clube/contract/admin';

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query | undefined;
  /** A JSON body; a FormData sent as multipart; a File or Blob sent as its bytes (text/csv). */
  body?: unknown;
  signal?: AbortSignal | undefined;
  /**
   * A 401 here means wrong credentials, not an ended session (the sign-in steps): the caller shows
   * the message instead of going back to the sign-in screen.
   */
  expectUnauthenticated?: boolean;
}

type UnauthenticatedListener = () => void;
let onUnauthenticated: UnauthenticatedListener = () => {};

/** The app layer decides what an ended session does (back to the sign-in screen). */
export function setUnauthenticatedHandler(listener: UnauthenticatedListener): void {
  onUnauthenticated = listener;
}

/**
 * The one way the console calls the admin API. The session is the HttpOnly cookie the browser
 * sends by itself (same origin only); every write carries the console's CSRF header, which a
 * cross-site form cannot set. A 401 outside the sign-in steps sends the operator to sign in.
 */
export async function request<T>(
  method: AdminRouteInfo['method'],
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  if (method !== 'GET') headers.set(ADMIN_CONSOLE_HEADER, ADMIN_CONSOLE_HEADER_VALUE);
  const { body } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  // A file sent as it is (the CSV import): its bytes are the body.
  const isFile = typeof Blob !== 'undefined' && body instanceof Blob;
  if (isFile) headers.set('Content-Type', 'text/csv');
  else if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');

  const response = await send(
    withQuery(path, options.query),
    {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : isForm || isFile ? body : JSON.stringify(body),
      signal: options.signal,
    },
    NETWORK_MESSAGE,
  );

  if (!response.ok) {
    const { message, code } = await readError(response);
    if (response.status === 401 && !options.expectUnauthenticated) onUnauthenticated();
    throw new ApiError(response.status, message, code);
  }
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('Content-Type') ?? '';
  return (type.includes('json') ? await response.json() : await response.text()) as T;
}

type Params = Record<string, string | number>;

export interface AdminCallOptions<N extends AdminEndpointName> {
  params?: Params;
  query?: AdminRequestQuery<N>;
  body?: AdminRequestBody<N> | FormData | Blob;
  signal?: AbortSignal | undefined;
  expectUnauthenticated?: boolean;
}

/**
 * A call of the admin contract by name: `adminApi('listOperators', { query: { page: 2 } })`. Method
 * and path come from the contract's route table; the answer is typed from its response schema.
 */
export function adminApi<N extends AdminEndpointName>(
  name: N,
  options: AdminCallOptions<N> = {},
): Promise<AdminResponseBody<N>> {
  const route: AdminRouteInfo = (adminRoutes as Record<string, AdminRouteInfo>)[name]!;
  return request<AdminResponseBody<N>>(route.method, adminPath(route.path, options.params), {
    query: options.query as Query | undefined,
    body: options.body,
    signal: options.signal,
    expectUnauthenticated: options.expectUnauthenticated ?? false,
  });
}
