import { describe, expect, it } from 'vitest';
import { makeSession } from '../../test/factories';
import { decideAccess, type GuardInput } from './session-guard';

const now = Date.parse('2026-05-10T12:00:00Z');
const valid = makeSession({ token: { token: 't', expiration: '2026-05-10T13:00:00Z' } });
const expired = makeSession({ token: { token: 't', expiration: '2026-05-10T11:00:00Z' } });
const expiringNow = makeSession({ token: { token: 't', expiration: '2026-05-10T12:00:00Z' } });
const unreadable = makeSession({ token: { token: 't', expiration: 'amanhã' } });
const mustChangePassword = makeSession({ ...valid, alterarSenha: true });
const termsPending = makeSession({ ...valid, aceiteTermo: true });

const allow = { endSession: false, redirectTo: null };
const goTo = (redirectTo: string) => ({ endSession: false, redirectTo });
const endAndGoTo = (redirectTo: string | null) => ({ endSession: true, redirectTo });

type Row = [
  name: string,
  area: GuardInput['area'],
  session: GuardInput['session'],
  remember: boolean,
  companyChosen: boolean,
  expected: ReturnType<typeof decideAccess>,
];

// prettier-ignore
const cases: Row[] = [
  ['member area, no session → login',                            'member',     null,               false, false, goTo('/')],
  ['member area, expired token → sign out, login',               'member',     expired,            true,  true,  endAndGoTo('/')],
  ['member area, token expiring this instant counts as expired', 'member',     expiringNow,        false, true,  endAndGoTo('/')],
  ['member area, unreadable expiration counts as expired',       'member',     unreadable,         false, true,  endAndGoTo('/')],
  ['member area, no card chosen → choose-company',               'member',     valid,              false, false, goTo('/choose-company')],
  ['member area, password change pending → first-access change', 'member',     mustChangePassword, false, false, goTo('/change-password-after-login')],
  ['member area, terms pending → terms',                         'member',     termsPending,       false, true,  goTo('/terms')],
  ['member area, valid session and card → allowed',              'member',     valid,              false, true,  allow],
  ['onboarding, no session → login',                             'onboarding', null,               false, false, goTo('/')],
  ['onboarding, expired token → sign out, login',                'onboarding', expired,            false, false, endAndGoTo('/')],
  ['onboarding, valid session without a card → allowed',         'onboarding', valid,              false, false, allow],
  ['login, no session → shown',                                  'login',      null,               true,  false, allow],
  ['login, remembered valid session → home',                     'login',      valid,              true,  true,  goTo('/auth/home')],
  ['login, valid session not remembered → shown',                'login',      valid,              false, true,  allow],
  ['login, remembered but expired → sign out, stay',             'login',      expired,            true,  true,  endAndGoTo(null)],
];

/** A path of each area, for the rows where the path does not matter. */
const PATH_OF = { login: '/', onboarding: '/choose-company', member: '/auth/home' } as const;

describe('decideAccess (docs/product.md#session-guard)', () => {
  it.each(cases)('%s', (_name, area, session, remember, companyChosen, expected) => {
    const path = PATH_OF[area];
    expect(decideAccess({ area, session, remember, companyChosen, now, path })).toEqual(expected);
  });

  // The server refuses everything else, the terms included, until the password is changed.
  it.each([
    ['/terms', goTo('/change-password-after-login')],
    ['/choose-company', goTo('/change-password-after-login')],
    ['/change-password-after-login', allow],
  ])('onboarding with the password change pending: %s → %o', (path, expected) => {
    const input = { area: 'onboarding', remember: false, companyChosen: false, now, path } as const;
    expect(decideAccess({ ...input, session: mustChangePassword })).toEqual(expected);
    expect(decideAccess({ ...input, session: termsPending })).toEqual(allow);
  });
});
