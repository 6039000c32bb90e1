import { ADMIN_ACTIONS, ADMIN_RESOURCES } from '@clube/contract/admin';
import { describe, expect, it } from 'vitest';
import {
  can,
  permissionsOf,
  scopeOf,
  type OperatorScope,
} from '../../src/modules/admin/permissions.js';

const admin: OperatorScope = { id: 1, role: 'admin', companyIds: [] };
const operator: OperatorScope = { id: 2, role: 'operator', companyIds: [10, 11] };
const support: OperatorScope = { id: 3, role: 'support', companyIds: [10] };
const mine = { companyId: 10 };
const theirs = { companyId: 99 };
const noCompany = { companyId: null };

describe('can() for an admin', () => {
  it('allows every action on every resource and record', () => {
    for (const resource of ADMIN_RESOURCES)
      for (const action of ADMIN_ACTIONS) {
        expect(can(admin, action, resource)).toBe(true);
        expect(can(admin, action, resource, theirs)).toBe(true);
        expect(can(admin, action, resource, noCompany)).toBe(true);
      }
    expect(scopeOf(admin)).toBe('all');
  });
});

describe('can() for an operator', () => {
  it('never touches operators', () => {
    for (const action of ADMIN_ACTIONS) expect(can(operator, action, 'operators')).toBe(false);
  });

  it('reads and updates their companies but creates or deletes none', () => {
    expect(can(operator, 'read', 'companies', mine)).toBe(true);
    expect(can(operator, 'update', 'companies', mine)).toBe(true);
    expect(can(operator, 'update', 'companies', theirs)).toBe(false);
    expect(can(operator, 'create', 'companies')).toBe(false);
    expect(can(operator, 'delete', 'companies', mine)).toBe(false);
  });

  it('manages the members of their companies only', () => {
    for (const action of ['list', 'read', 'create', 'update', 'resetPassword', 'unlock'] as const) {
      expect(can(operator, action, 'members', mine)).toBe(true);
      expect(can(operator, action, 'members', theirs)).toBe(false);
      expect(can(operator, action, 'members', noCompany)).toBe(false);
    }
  });

  it('reads the audit of their companies only, and never changes it', () => {
    expect(can(operator, 'list', 'audit')).toBe(true);
    expect(can(operator, 'read', 'audit', mine)).toBe(true);
    expect(can(operator, 'read', 'audit', theirs)).toBe(false);
    expect(can(operator, 'read', 'audit', noCompany)).toBe(false);
    for (const action of ['create', 'update', 'delete'] as const)
      expect(can(operator, action, 'audit', mine)).toBe(false);
  });

  it('runs imports of their companies', () => {
    expect(can(operator, 'create', 'imports', mine)).toBe(true);
    expect(can(operator, 'create', 'imports', theirs)).toBe(false);
  });

  it('manages the banners, FAQ and services of their companies only, never the club-wide FAQ', () => {
    for (const resource of ['banners', 'faq', 'services'] as const) {
      for (const action of ['list', 'read', 'create', 'update', 'delete'] as const) {
        expect(can(operator, action, resource, mine), `${action} ${resource}`).toBe(true);
        expect(can(operator, action, resource, theirs), `${action} ${resource}`).toBe(false);
      }
    }
    expect(can(operator, 'create', 'faq', { companyId: null })).toBe(false);
  });

  it('manages the partners of their companies and only reads categories (decision 042)', () => {
    expect(can(operator, 'create', 'partners', mine)).toBe(true);
    expect(can(operator, 'update', 'partners', theirs)).toBe(false);
    expect(can(operator, 'update', 'partners', { companyId: null })).toBe(false);
    expect(can(operator, 'list', 'categories')).toBe(true);
    expect(can(operator, 'create', 'categories')).toBe(false);
  });

  it('sees only their companies', () => {
    expect(scopeOf(operator)).toEqual([10, 11]);
  });
});

describe('can() for support', () => {
  it('reads the same scope and changes nothing but a password reset', () => {
    expect(can(support, 'list', 'members')).toBe(true);
    expect(can(support, 'read', 'members', mine)).toBe(true);
    expect(can(support, 'read', 'members', theirs)).toBe(false);
    expect(can(support, 'resetPassword', 'members', mine)).toBe(true);
    expect(can(support, 'resetPassword', 'members', theirs)).toBe(false);
    for (const resource of ADMIN_RESOURCES)
      for (const action of ['create', 'update', 'delete', 'unlock', 'endSessions'] as const)
        expect(can(support, action, resource, mine), `${action} ${resource}`).toBe(false);
  });

  it('never reads operators', () => {
    expect(can(support, 'list', 'operators')).toBe(false);
  });
});

describe('permissionsOf()', () => {
  it('lists every resource with the actions the role has', () => {
    expect(Object.keys(permissionsOf(support)).sort()).toEqual([...ADMIN_RESOURCES].sort());
    expect(permissionsOf(support).members).toEqual(['list', 'read', 'resetPassword']);
    expect(permissionsOf(operator).operators).toEqual([]);
    expect(permissionsOf(admin).operators).toEqual([...ADMIN_ACTIONS]);
  });
});
