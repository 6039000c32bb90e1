import helmet from 'helmet';
import { describe, expect } from 'vitest';
import { HELMET_OPTIONS, PERMISSIONS_POLICY, securityHeaders } from '../../src/plugins/security.js';
import { apiTest } from '../helpers/fixture.js';

/** The headers helmet itself sets with our options, on a response that records them. */
function helmetSets(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(HELMET_OPTIONS)({} as never, res as never, () => {});
  return headers;
}

const it = apiTest();

describe('security headers worked out once at start', () => {
  it('are exactly helmet’s, plus the permissions policy', () => {
    const once = Object.fromEntries(
      Object.entries(securityHeaders()).map(([name, value]) => [name.toLowerCase(), value]),
    );
    expect(once).toEqual({ ...helmetSets(), 'permissions-policy': PERMISSIONS_POLICY });
  });

  it.for([
    ['an API answer', '/api/health', 200],
    ['a refused API call', '/api/clube/v1/get-faq-total', 401],
    ['an unknown API path', '/api/nao-existe', 401],
    ['a page of the app', '/auth/home', 503],
  ] as const)('reach %s', async ([_name, url, status], { app }) => {
    const response = await app.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(status);
    for (const [name, value] of Object.entries(helmetSets()))
      expect(response.headers[name], name).toBe(value);
    expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });
});
