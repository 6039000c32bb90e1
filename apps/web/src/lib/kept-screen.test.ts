import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asBuiltPage } from '../../test/built-page';
import { makeSession } from '../../test/factories';
/** The inline script of the route pages (scripts/prerender.mjs writes it after #root). */
import DRAW_KEPT_SCREEN from '../kept-screen.js?raw';
import { KEPT_SCREEN_MAX_CHARS, KEPT_SCREENS, keepScreen, type KeptScreen } from './kept-screen';
import { offlineCopyKey, readOfflineCopy } from './offline-copies';
import { signOut, startSession } from './session';

const ENTRY = '/assets/index-B6XkfVr3.js';
let undoBuiltPage = () => {};
/** #root, in a page as the build writes it with `entry` (none: the app runs unbuilt). */
function builtPage(entry: string | null = ENTRY) {
  undoBuiltPage();
  undoBuiltPage = entry ? asBuiltPage(entry) : () => {};
  document.body.innerHTML = '<div id="root"></div>';
  return document.getElementById('root')!;
}

const kept = () => readOfflineCopy(KEPT_SCREENS) as Record<string, KeptScreen> | null;

function openPage(path: string) {
  window.history.replaceState(null, '', path);
  // As the browser runs the inline script: in the page, not in a module.
  new Function(DRAW_KEPT_SCREEN)();
}

beforeEach(() => {
  startSession(makeSession(), true);
});
afterEach(() => {
  undoBuiltPage();
  undoBuiltPage = () => {};
  document.documentElement.removeAttribute('style');
  document.documentElement.className = '';
  window.history.replaceState(null, '', '/');
});

describe('keeping a screen as the member saw it', () => {
  it('keeps what #root shows, without the parts marked not to keep, with the colours and the build', () => {
    const root = builtPage();
    root.innerHTML =
      '<main><h2>Olá, Maria!</h2><img src="/media/banner-1" alt="Banner"><div data-not-kept=""><p>Carteirinha</p></div></main>';
    document.documentElement.style.setProperty('--color-primary', '#0b6e4f');

    keepScreen('/auth/home');

    expect(kept()).toEqual({
      '/auth/home': {
        entry: ENTRY,
        style: '--color-primary: #0b6e4f;',
        html: '<main><h2>Olá, Maria!</h2><img src="/media/banner-1" alt="Banner"></main>',
      },
    });
    expect(root.textContent).toContain('Carteirinha');
  });

  it('leaves out the list items and images outside the first screen', () => {
    const root = builtPage();
    root.innerHTML =
      '<div><img alt="1"><img alt="2"></div><ul><li>Café Aroma</li><li>Pet Feliz</li><li>Ótica Visão</li></ul>';
    const at = new Map<string, DOMRect>([
      ['1', DOMRect.fromRect({ x: 10, y: 200, width: 380, height: 466 })],
      // The carousel's next banner, beside the screen.
      ['2', DOMRect.fromRect({ x: 420, y: 200, width: 380, height: 466 })],
      ['Café Aroma', DOMRect.fromRect({ x: 10, y: 120, width: 380, height: 100 })],
      ['Pet Feliz', DOMRect.fromRect({ x: 10, y: 700, width: 380, height: 100 })],
      ['Ótica Visão', DOMRect.fromRect({ x: 10, y: 1400, width: 380, height: 100 })],
    ]);
    for (const part of root.querySelectorAll('li, img')) {
      const rect = at.get(part.getAttribute('alt') ?? part.textContent ?? '')!;
      part.getBoundingClientRect = () => rect;
    }
    window.innerWidth = 412;
    window.innerHeight = 800;

    keepScreen('/auth/partners-list');

    expect(kept()?.['/auth/partners-list']?.html).toBe(
      '<div><img alt="1"></div><ul><li>Café Aroma</li><li>Pet Feliz</li></ul>',
    );
  });

  it('keeps each address apart', () => {
    const root = builtPage();
    root.innerHTML = '<p>Início</p>';
    keepScreen('/auth/home');
    root.innerHTML = '<p>Parceiros</p>';
    keepScreen('/auth/partners-list');
    expect(kept()?.['/auth/home']?.html).toBe('<p>Início</p>');
    expect(kept()?.['/auth/partners-list']?.html).toBe('<p>Parceiros</p>');
  });

  it('keeps nothing where the app runs unbuilt, or for a screen too large to store', () => {
    builtPage(null).innerHTML = '<p>Início</p>';
    keepScreen('/auth/home');
    expect(kept()).toBeNull();

    builtPage().innerHTML = `<p>${'x'.repeat(KEPT_SCREEN_MAX_CHARS)}</p>`;
    keepScreen('/auth/home');
    expect(kept()).toBeNull();
  });

  it('forgets the screens at logout, as every offline copy', () => {
    builtPage().innerHTML = '<p>Olá, Maria!</p>';
    keepScreen('/auth/home');
    signOut();
    expect(localStorage.getItem(offlineCopyKey(KEPT_SCREENS))).toBeNull();
  });
});

describe("the page's script that draws the kept screen", () => {
  function keepHome(html = '<h2>Olá, Maria!</h2><a href="/auth/menu">Menu</a>') {
    builtPage().innerHTML = html;
    document.documentElement.style.setProperty('--color-primary', '#0b6e4f');
    keepScreen('/auth/home');
    document.documentElement.removeAttribute('style');
  }

  it('draws the screen kept at this address, inert, with the company colours', () => {
    keepHome();
    const root = builtPage();

    openPage('/auth/home');

    expect(root.textContent).toBe('Olá, Maria!Menu');
    expect(root.firstElementChild?.className).toBe('kept-screen');
    expect(root.firstElementChild?.hasAttribute('inert')).toBe(true);
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#0b6e4f');
    expect(document.documentElement.classList.contains('show-kept-screen')).toBe(true);
  });

  it('draws nothing at another address, for another build, or without a valid session', () => {
    keepHome();

    builtPage();
    openPage('/auth/partners-list');
    expect(document.getElementById('root')?.childElementCount).toBe(0);

    builtPage('/assets/index-NEXTBUILD.js');
    openPage('/auth/home');
    expect(document.getElementById('root')?.childElementCount).toBe(0);

    const session = makeSession();
    localStorage.setItem(
      'auth',
      JSON.stringify({
        ...session,
        token: { ...session.token, expiration: '2020-01-01T00:00:00Z' },
      }),
    );
    builtPage();
    openPage('/auth/home');
    expect(document.getElementById('root')?.childElementCount).toBe(0);

    localStorage.removeItem('auth');
    builtPage();
    openPage('/auth/home');
    expect(document.getElementById('root')?.childElementCount).toBe(0);
    expect(document.documentElement.classList.contains('show-kept-screen')).toBe(false);
  });

  it('draws nothing from storage it cannot read, and does not throw', () => {
    localStorage.setItem(offlineCopyKey(KEPT_SCREENS), '{not json');
    const root = builtPage();
    expect(() => openPage('/auth/home')).not.toThrow();
    expect(root.childElementCount).toBe(0);
  });
});
