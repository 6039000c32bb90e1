import { paths } from '../config/paths';
import { isSessionExpired, type Session } from '../lib/session';

/**
 * `login`: the login page. `onboarding`: terms, card choice and first-access password change, which
 * need a session but no card. `member`: everything under /auth.
 */
export type GuardArea = 'login' | 'onboarding' | 'member';

export interface GuardInput {
  area: GuardArea;
  session: Session | null;
  remember: boolean;
  companyChosen: boolean;
  now: number;
  /** The path being opened. */
  path: string;
}

export interface GuardDecision {
  /** Sign out first (the stored token has expired). */
  endSession: boolean;
  /** Where to go instead; null lets the route render. */
  redirectTo: string | null;
}

const allow: GuardDecision = { endSession: false, redirectTo: null };
const goTo = (redirectTo: string): GuardDecision => ({ endSession: false, redirectTo });

/** docs/product.md#session-guard. */
export function decideAccess({
  area,
  session,
  remember,
  companyChosen,
  now,
  path,
}: GuardInput): GuardDecision {
  if (!session) return area === 'login' ? allow : goTo(paths.login);
  if (isSessionExpired(session, now)) {
    return { endSession: true, redirectTo: area === 'login' ? null : paths.login };
  }
  if (area === 'login') return remember ? goTo(paths.auth.home) : allow;
  if (area === 'onboarding') {
    // The server opens nothing but the password change while it is pending, not even the terms.
    const elsewhere = path !== paths.changePasswordAfterLogin;
    return session.alterarSenha && elsewhere ? goTo(paths.changePasswordAfterLogin) : allow;
  }
  // Beyond the basic rules: a pending step the login routed to (docs/product.md#after-sign-in) cannot be skipped by typing a
  // URL under /auth.
  if (session.alterarSenha) return goTo(paths.changePasswordAfterLogin);
  if (session.aceiteTermo) return goTo(paths.terms);
  if (!companyChosen) return goTo(paths.chooseCompany);
  return allow;
}
