import type { ResponseBody } from '@clube/contract';
import { create } from 'zustand';
import { useClubStore } from './club-store';
import { clearOfflineCopies } from './offline-copies';

/** The stored session is the login answer as it came (docs/product.md#acting-identity). */
export type Session = ResponseBody<'login'>;

export const SESSION_STORAGE_KEY = 'auth';
/** docs/product.md#session-guard: the login page forwards to /auth/home when this holds the string 'true'. */
export const REMEMBER_STORAGE_KEY = 'remember';

interface SessionState {
  session: Session | null;
  remember: boolean;
}

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { token, empresas } = value as Partial<Record<keyof Session, unknown>>;
  return (
    typeof token === 'object' &&
    token !== null &&
    typeof (token as Record<string, unknown>).token === 'string' &&
    typeof (token as Record<string, unknown>).expiration === 'string' &&
    Array.isArray(empresas)
  );
}

function readStoredSession(): Session | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');
    return isSession(stored) ? stored : null;
  } catch {
    return null;
  }
}

function readRemember(): boolean {
  try {
    return localStorage.getItem(REMEMBER_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Storage may be refused, and is absent where the login page is drawn at build time. */
export const useSessionStore = create<SessionState>()(() => ({
  session: readStoredSession(),
  remember: readRemember(),
}));

/**
 * What else a new sign-in or a sign-out forgets: the query cache registers itself here when it loads
 * (lib/query-client.ts), so the login page does not load the query library.
 */
const resetListeners = new Set<() => void>();

export function onSessionReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

function resetSessionData(): void {
  useClubStore.getState().clear();
  for (const listener of resetListeners) listener();
  clearOfflineCopies();
}

export function getSession(): Session | null {
  return useSessionStore.getState().session;
}

/** Expired when the expiration is at or before now (docs/product.md#session-guard), or unreadable. */
export function isSessionExpired(session: Session, now: number = Date.now()): boolean {
  const expiresAt = Date.parse(session.token.expiration);
  return Number.isNaN(expiresAt) || expiresAt <= now;
}

/** Stores a new login; the choices of any earlier session are dropped. */
export function startSession(session: Session, remember: boolean): void {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  if (remember) localStorage.setItem(REMEMBER_STORAGE_KEY, 'true');
  else localStorage.removeItem(REMEMBER_STORAGE_KEY);
  resetSessionData();
  useSessionStore.setState({ session, remember });
}

export function updateSession(patch: Partial<Session>): void {
  const current = getSession();
  if (!current) return;
  const session = { ...current, ...patch };
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  useSessionStore.setState({ session });
}

/**
 * Logout (docs/product.md#authenticated-shell): auth and remember flag removed, club choices, cached answers and the copies kept
 * for offline use forgotten.
 */
export function signOut(): void {
  localStorage.removeItem(SESSION_STORAGE_KEY);
  localStorage.removeItem(REMEMBER_STORAGE_KEY);
  resetSessionData();
  useSessionStore.setState({ session: null, remember: false });
}

/**
 * 'Trocar cartão' (docs/product.md#choose-company): the sign-in stays, and everything of the card
 * left behind goes (its choices, cached answers and offline copies), as at a new sign-in.
 */
export function leaveCard(): void {
  resetSessionData();
}

export function useSession(): Session | null {
  return useSessionStore((state) => state.session);
}
