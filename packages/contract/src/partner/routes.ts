import { PARTNER_API_PREFIX } from './constants.js';

/**
 * Method, path and auth of every call of the partner counter's API, without schemas (the counter
 * app's client needs only this). `endpoints.ts` adds the schemas; tests walk this table.
 *
 * - `auth: 'public'`: no session (sign-in, sign-out).
 * - `auth: 'session'`: a signed-in staff account; `allowWhilePasswordChange` also answers while
 *   the account must change its temporary password.
 */
export type PartnerMethod = 'GET' | 'POST';
export type PartnerAuth = 'public' | 'session';

export interface PartnerRouteInfo {
  method: PartnerMethod;
  path: string;
  auth: PartnerAuth;
  allowWhilePasswordChange?: true;
  /** Takes an `Idempotency-Key` header (a repeated request answers the first one's answer). */
  idempotent?: true;
}

const p = (path: string) => `${PARTNER_API_PREFIX}${path}`;

export const partnerRoutes = {
  login: { method: 'POST', path: p('/auth/login'), auth: 'public' },
  logout: { method: 'POST', path: p('/auth/logout'), auth: 'public' },
  me: { method: 'GET', path: p('/me'), auth: 'session', allowWhilePasswordChange: true },
  changePassword: {
    method: 'POST',
    path: p('/me/password'),
    auth: 'session',
    allowWhilePasswordChange: true,
  },
  check: { method: 'POST', path: p('/checks'), auth: 'session' },
  registerUse: { method: 'POST', path: p('/uses'), auth: 'session', idempotent: true },
  usesToday: { method: 'GET', path: p('/uses/today'), auth: 'session' },
  undoUse: { method: 'POST', path: p('/uses/:id/undo'), auth: 'session' },
} as const satisfies Record<string, PartnerRouteInfo>;

export type PartnerRouteName = keyof typeof partnerRoutes;

/** `/api/partner/v1/uses/:id/undo` with `{ id: 3 }` → `/api/partner/v1/uses/3/undo`. */
export function partnerPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
