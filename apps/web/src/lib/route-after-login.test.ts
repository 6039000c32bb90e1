import { describe, expect, it } from 'vitest';
import { makeCompany } from '../../test/factories';
import { type LoginRoute, routeAfterLogin } from './route-after-login';

const none: ReturnType<typeof makeCompany>[] = [];
const aurora = makeCompany();
const one = [aurora];
const two = [aurora, makeCompany({ idEmpresa: 2, idCliente: 20 })];

const go = (to: string): LoginRoute => ({ kind: 'navigate', to });

type Row = [
  name: string,
  alterarSenha: boolean,
  aceiteTermo: boolean,
  empresas: typeof one,
  expected: LoginRoute,
];

// prettier-ignore
const cases: Row[] = [
  ['a forced password change comes first',        true,  true,  two,  go('/change-password-after-login')],
  ['a forced password change with one card',      true,  false, one,  go('/change-password-after-login')],
  ['a forced password change with no card',       true,  false, none, go('/change-password-after-login')],
  ['pending terms come before the card choice',   false, true,  two,  go('/terms')],
  ['pending terms with one card',                 false, true,  one,  go('/terms')],
  ['several cards ask which one',                 false, false, two,  go('/choose-company')],
  ['a single card is chosen and opens home',      false, false, one,  { kind: 'enter', company: aurora, to: '/auth/home' }],
  ['no card at all stays on the login page',      false, false, none, { kind: 'no-card' }],
];

describe('routeAfterLogin (docs/product.md#after-sign-in)', () => {
  it.each(cases)('%s', (_name, alterarSenha, aceiteTermo, empresas, expected) => {
    expect(routeAfterLogin({ alterarSenha, aceiteTermo, empresas })).toEqual(expected);
  });
});
