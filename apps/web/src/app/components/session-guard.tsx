import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useClubStore } from '../../lib/club-store';
import { type Session, signOut, useSession, useSessionStore } from '../../lib/session';
import { decideAccess, type GuardArea, type GuardDecision } from '../session-guard';

/** setTimeout's ceiling (~24.8 days); a later expiry is simply re-checked then. */
const MAX_TIMER_MS = 2_147_483_647;

/** The current time, refreshed when the session's token expires so the guard notices. */
function useClockUntilExpiry(session: Session | null): number {
  const [now, setNow] = useState(() => Date.now());
  const expiresAt = session ? Date.parse(session.token.expiration) : Number.NaN;
  useEffect(() => {
    if (Number.isNaN(expiresAt)) return;
    const delay = expiresAt - Date.now();
    if (delay <= 0) {
      setNow(Date.now());
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.min(delay + 50, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return now;
}

function useAccessDecision(area: GuardArea): GuardDecision {
  const session = useSession();
  const remember = useSessionStore((state) => state.remember);
  const companyChosen = useClubStore((state) => state.choosedCompany !== null);
  const now = useClockUntilExpiry(session);
  const path = useLocation().pathname;
  return decideAccess({ area, session, remember, companyChosen, now, path });
}

function Guarded({ decision }: { decision: GuardDecision }) {
  useEffect(() => {
    if (decision.endSession) signOut();
  }, [decision.endSession]);

  if (decision.redirectTo) return <Navigate to={decision.redirectTo} replace />;
  if (decision.endSession) return null;
  return <Outlet />;
}

/** Guards the onboarding screens and everything under /auth (docs/product.md#session-guard). */
export function SessionGuard({ area }: { area: Exclude<GuardArea, 'login'> }) {
  return <Guarded decision={useAccessDecision(area)} />;
}

/**
 * The login page forwards a remembered member once, on arrival. A login made on the page routes
 * itself (docs/product.md#session-guard) and must not race that forward, so the redirect is fixed when the page opens.
 */
export function LoginGuard() {
  const live = useAccessDecision('login');
  const [forwardOnArrival] = useState(live.redirectTo);
  return <Guarded decision={{ ...live, redirectTo: forwardOnArrival }} />;
}
