// Inlined after #root in the pages of the member's screens (scripts/prerender.mjs; its hash is in the server's CSP): draws the screen at this address as the app kept it at this member's last visit (src/lib/kept-screen.ts, decision 136), inert, until the app draws it again.
try {
  const session = JSON.parse(localStorage.getItem('auth'));
  const kept = JSON.parse(localStorage.getItem('clube:offline:kept-screens'))?.[location.pathname];
  const { entry } = JSON.parse(document.getElementById('app-code').textContent);
  const signedIn = Date.parse(session?.token?.expiration) > Date.now();
  if (signedIn && kept?.entry === entry && typeof kept.html === 'string') {
    const screen = document.createElement('div');
    screen.className = 'kept-screen';
    screen.setAttribute('inert', '');
    screen.innerHTML = kept.html;
    document.getElementById('root').replaceChildren(screen);
    if (typeof kept.style === 'string') document.documentElement.setAttribute('style', kept.style);
    document.documentElement.classList.add('show-kept-screen');
  }
} catch {
  // Nothing kept, or storage refused: the app draws the screen itself.
}
