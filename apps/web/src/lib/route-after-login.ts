import type { Company } from '@clube/contract';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { useClubStore } from './club-store';
import type { Session } from './session';

export type LoginRoute =
  | { kind: 'navigate'; to: string }
  /** Exactly one card: it is chosen for the member, who goes straight in. */
  | { kind: 'enter'; company: Company; to: string }
  | { kind: 'no-card' };

/** docs/product.md#after-sign-in. `aceiteTermo: true` means the terms are still pending. */
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

/**
 * Follows `routeAfterLogin` from a first-access step just done (the password change, the terms),
 * with that step no longer pending: the member meets each remaining step once, in the login's
 * order (password → terms → card choice → home), and a member with one card skips the choice.
 * Without a card, the card page says there is none.
 */
export function useNextStep(): (session: Pick<Session, 'aceiteTermo' | 'empresas'>) => void {
  const navigate = useNavigate();
  const chooseCompany = useClubStore((state) => state.chooseCompany);
  return (session) => {
    const route = routeAfterLogin({ ...session, alterarSenha: false });
    if (route.kind === 'enter') chooseCompany(route.company);
    void navigate(route.kind === 'no-card' ? paths.chooseCompany : route.to, { replace: true });
  };
}
