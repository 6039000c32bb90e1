import { INTEGRATION_API_PREFIX, type IntegrationScope } from './constants.js';

/**
 * Method, path and scope of every call of the integration API, without schemas. Every call
 * authenticates with the credential (HTTP Basic, client id and secret) and needs its `scope`.
 */
export type IntegrationMethod = 'GET' | 'POST';

export interface IntegrationRouteInfo {
  method: IntegrationMethod;
  path: string;
  scope: IntegrationScope;
  /** Takes an `Idempotency-Key` header (a repeat answers the first answer, 24 h). */
  idempotent?: true;
}

const p = (path: string) => `${INTEGRATION_API_PREFIX}${path}`;

export const integrationRoutes = {
  upsertMembers: {
    method: 'POST',
    path: p('/members/bulk'),
    scope: 'members:write',
    idempotent: true,
  },
  deactivateMember: {
    method: 'POST',
    path: p('/members/deactivate'),
    scope: 'members:write',
    idempotent: true,
  },
  getMember: { method: 'GET', path: p('/members/:id'), scope: 'members:read' },
  listUses: { method: 'GET', path: p('/uses'), scope: 'uses:read' },
} as const satisfies Record<string, IntegrationRouteInfo>;

export type IntegrationRouteName = keyof typeof integrationRoutes;

export function integrationPath(
  path: string,
  params: Record<string, string | number> = {},
): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
