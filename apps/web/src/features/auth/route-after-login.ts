import type { Company } from '@clube/contract';
import { paths } from '../../config/paths';
import type { Session } from '../../lib/session';

export type LoginRoute =
  | { kind: 'navigate'; to: string }
  /** Exactly one card: it is chosen for the member, who goes straight in. */
  | { kind: 'enter'; company: Company; to: string }
  | { kind: 'no-card' };

/** Spec §4 "After a successful login". `aceiteTermo: true` means the terms are still pending. */
export function routeAfterLogin(
  login: Pick<Session, 'alterarSenha' | 'aceiteTermo' | 'empresas'>,
): LoginRoute {
  if (login.alterarSenha) return { kind: 'navigate', to: paths.changePasswordAfterLogin };
  if (login.aceiteTermo) return { kind: 'navigate', to: paths.terms };
  const [first, ...others] = login.empresas;
  if (!first) return { kind: 'no-card' };
  if (others.length > 0) return { kind: 'navigate', to: paths.chooseCompany };
  return { kind: 'enter', company: first, to: paths.auth.home };
}
