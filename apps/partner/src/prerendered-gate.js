// Inlined first in index.html's head (scripts/prerender.mjs; its hash is in the server's CSP): shows the sign-in screen drawn into index.html only at its addresses in a browser not signed in here (decision 132).
try {
  if (
    /^\/parceiro(\/|\/entrar\/?)?$/.test(location.pathname) &&
    localStorage.getItem('clube-parceiro:sessao') !== '1'
  ) {
    document.documentElement.classList.add('show-prerendered');
  }
} catch {
  // Storage refused: the app draws the sign-in screen itself.
}
