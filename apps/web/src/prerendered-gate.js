// Inlined first in index.html's head (scripts/prerender.mjs; its hash is in the server's CSP): shows the login page drawn into index.html only at / in a browser that keeps no session (decision 132).
try {
  if (location.pathname === '/' && localStorage.getItem('auth') === null) {
    document.documentElement.classList.add('show-prerendered');
  }
} catch {
  // Storage refused: the app draws the login page itself.
}
