import { describe, expect, it } from 'vitest';
import {
  ADMIN_API_PREFIX,
  adminEndpoints,
  adminErrorStatuses,
  adminPath,
  adminRoutes,
  auditListQuery,
  createOperatorBody,
  hideCpf,
  isCpfField,
  isSecretField,
  operatorListQuery,
  secondFactorBody,
  signInBody,
} from '../src/admin/index.js';
import * as memberContract from '../src/index.js';

describe('the admin contract', () => {
  it('is its own entry point: the member contract exports none of it', () => {
    expect(Object.keys(memberContract)).not.toContain('adminEndpoints');
    expect(Object.keys(memberContract)).not.toContain('adminRoutes');
  });

  it('lists every call under /api/admin/v1 with a unique method and path', () => {
    const keys = Object.values(adminRoutes).map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of Object.values(adminRoutes))
      expect(r.path.startsWith(`${ADMIN_API_PREFIX}/`)).toBe(true);
    expect(Object.keys(adminEndpoints).sort()).toEqual(Object.keys(adminRoutes).sort());
  });

  it('declares 403 for every write (the console header) and 401 for every session call', () => {
    for (const e of Object.values(adminEndpoints)) {
      if (e.method !== 'GET') expect(adminErrorStatuses(e)).toContain(403);
      if (e.auth !== 'public') expect(adminErrorStatuses(e)).toContain(401);
    }
  });

  it('declares 413 and 415 for every write, with a body or without (a client may send one)', () => {
    for (const e of Object.values(adminEndpoints))
      if (e.method !== 'GET')
        expect(adminErrorStatuses(e)).toEqual(expect.arrayContaining([413, 415]));
    expect(adminErrorStatuses(adminEndpoints.listBanners)).not.toContain(415);
  });

  it('fills path parameters', () => {
    expect(adminPath(adminRoutes.getOperator.path, { id: 7 })).toBe('/api/admin/v1/operators/7');
    expect(() => adminPath(adminRoutes.getOperator.path)).toThrow();
  });
});

describe('list queries', () => {
  it('default the sort, order, page and page size, from query-string text', () => {
    expect(operatorListQuery.parse({})).toEqual({
      sort: 'name',
      order: 'asc',
      page: 1,
      perPage: 25,
    });
    expect(operatorListQuery.parse({ page: '3', perPage: '100', role: 'support' })).toMatchObject({
      page: 3,
      perPage: 100,
      role: 'support',
    });
    expect(auditListQuery.parse({})).toMatchObject({ sort: 'at', order: 'desc' });
  });

  it('refuse more than 100 a page, a page 0 and an unknown sort field', () => {
    expect(operatorListQuery.safeParse({ perPage: '101' }).success).toBe(false);
    expect(operatorListQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(operatorListQuery.safeParse({ sort: 'senha_hash' }).success).toBe(false);
  });
});

describe('sign-in and operator schemas', () => {
  it('lower-case the e-mail', () => {
    expect(signInBody.parse({ email: ' Ana@Clube.COM ', password: 'x' }).email).toBe(
      'ana@clube.com',
    );
  });

  it('take a six-digit code or a recovery code', () => {
    expect(secondFactorBody.safeParse({ code: '123456' }).success).toBe(true);
    expect(secondFactorBody.safeParse({ code: '12345' }).success).toBe(false);
    expect(secondFactorBody.safeParse({ recoveryCode: 'abcde-fghij' }).success).toBe(true);
    expect(secondFactorBody.safeParse({}).success).toBe(false);
  });

  it('ask operators and support for a company, and a long password when one is set', () => {
    const base = { email: 'a@b.com', name: 'Ana' };
    expect(createOperatorBody.safeParse({ ...base, role: 'admin' }).success).toBe(true);
    expect(createOperatorBody.safeParse({ ...base, role: 'operator' }).success).toBe(false);
    expect(
      createOperatorBody.safeParse({ ...base, role: 'operator', companyIds: [1] }).success,
    ).toBe(true);
    expect(
      createOperatorBody.safeParse({ ...base, role: 'admin', password: 'curta' }).success,
    ).toBe(false);
  });
});

describe('privacy helpers', () => {
  it('mask a CPF, masked or digits, and hide anything else', () => {
    expect(hideCpf('52998224725')).toBe('***.982.247-**');
    expect(hideCpf('529.982.247-25')).toBe('***.982.247-**');
    expect(hideCpf('123')).toBe('***');
  });

  it('know secret and CPF fields by name', () => {
    for (const name of [
      'senha',
      'senha_hash',
      'password',
      'newPassword',
      'totp_segredo',
      'secret',
      'recoveryCodes',
      'token',
    ])
      expect(isSecretField(name), name).toBe(true);
    for (const name of ['nome', 'email', 'role', 'companyIds'])
      expect(isSecretField(name), name).toBe(false);
    expect(isCpfField('cpf')).toBe(true);
    expect(isCpfField('cpfDependente')).toBe(true);
    expect(isCpfField('login')).toBe(true);
    expect(isCpfField('nome')).toBe(false);
  });
});
