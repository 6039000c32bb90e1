const KEY = 'clube-parceiro:sessao';

/**
 * Whether this browser signed in here and has not signed out. The session itself is an HttpOnly
 * cookie a script cannot see; without this hint the first screen would ask the server first and
 * show the sign-in screen only after a 401 (a round trip on a slow connection, and an error in the
 * console). A stale hint costs one 401, which clears it.
 */
export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return true;
  }
}

export function setSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the server is asked every time instead.
  }
}
