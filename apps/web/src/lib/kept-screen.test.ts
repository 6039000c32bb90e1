import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asBuiltPage } from '../../test/built-page';
import { makeSession } from '../../test/factories';
import { MEDIA_IMAGE, stubApi } from '../../test/fake-api';
/** The inline script of the route pages (scripts/prerender.mjs writes it after #root). */
import DRAW_KEPT_SCREEN from '../kept-screen.js?raw';
/** The script that ends every page (scripts/prerender.mjs). */
import START_THE_CODE from '../../../../scripts/prerendered-start.js?raw';
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

/** The page's last inline script, which asks for the app's code and starts it. */
const startTheCode = () => new Function(START_THE_CODE)();
/** The app's files the page has asked for so far. */
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
const appStarted = () =>
  document.head.querySelector(`script[type="module"][src="${ENTRY}"]`) !== null;

/** A browser that reports the largest paint when the returned function is called. */
function paintReports() {
  let report = () => {};
  vi.stubGlobal(
    'PerformanceObserver',
    Object.assign(
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe() {}
      },
      { supportedEntryTypes: ['largest-contentful-paint'] },
    ),
  );
  return () => report();
}

beforeEach(() => {
  startSession(makeSession(), true);
});
afterEach(() => {
  document.head
    .querySelectorAll('link[rel="modulepreload"], script[type="module"]')
    .forEach((e) => e.remove());
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

  describe('its images', () => {
    const MEDIA_IMAGE_DATA = `data:image/svg+xml;base64,${btoa(MEDIA_IMAGE)}`;

    /** The server: each address answers its headers and body; others fail. */
    function serverAnswering(
      images: Record<string, { cacheControl: string; body: string; type?: string }>,
    ) {
      const asked: { url: string; init: RequestInit }[] = [];
      vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
        asked.push({ url, init });
        const image = images[new URL(url).pathname];
        if (!image) throw new TypeError('Failed to fetch');
        return new Response(image.body, {
          headers: {
            'Content-Type': image.type ?? 'image/svg+xml',
            'Cache-Control': image.cacheControl,
          },
        });
      });
      return asked;
    }

    it('writes a banner or logo into the screen, its address beside it', async () => {
      stubApi({});
      builtPage().innerHTML = '<main><img src="/media/banner-1" alt="Banner"></main>';

      await keepScreen('/auth/home');

      expect(kept()?.['/auth/home']?.html).toBe(
        `<main><img src="${MEDIA_IMAGE_DATA}" alt="Banner" data-kept-src="/media/banner-1"></main>`,
      );
    });

    it('leaves the address of a member’s photo, of an image that may change or failed, and of one past the size', async () => {
      const asked = serverAnswering({
        '/media/foto-1': { cacheControl: 'private, no-store', body: MEDIA_IMAGE },
        '/media/banner-2': { cacheControl: 'public, max-age=3600', body: MEDIA_IMAGE },
        '/media/banner-1': {
          cacheControl: 'public, max-age=31536000, immutable',
          body: `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(KEPT_SCREEN_MAX_CHARS)}</svg>`,
        },
        '/media/logo-1': { cacheControl: 'public, max-age=31536000, immutable', body: MEDIA_IMAGE },
      });
      const html =
        '<img src="/media/foto-1?exp=1&amp;sig=a" alt="Foto"><img src="/media/banner-1" alt="Banner">' +
        '<img src="/media/banner-2" alt="Outro"><img src="/media/banner-3" alt="Falhou">' +
        '<img src="/media/logo-1" alt="Logo">';
      builtPage().innerHTML = html;

      await keepScreen('/auth/home');

      expect(kept()?.['/auth/home']?.html).toBe(
        html.replace(
          'src="/media/logo-1" alt="Logo"',
          `src="${MEDIA_IMAGE_DATA}" alt="Logo" data-kept-src="/media/logo-1"`,
        ),
      );
      expect(asked.map(({ url }) => new URL(url).pathname).sort()).toEqual([
        '/media/banner-1',
        '/media/banner-2',
        '/media/banner-3',
        '/media/logo-1',
      ]);
      expect(asked.every(({ init }) => init.cache === 'force-cache')).toBe(true);
    });

    describe('a photo or picture larger than it is shown', () => {
      const PHOTO = {
        cacheControl: 'public, max-age=31536000, immutable',
        body: 'webp bytes',
        type: 'image/webp',
      };
      const canvasSpies: { mockRestore: () => void }[] = [];
      afterEach(() => canvasSpies.splice(0).forEach((spy) => spy.mockRestore()));

      /** The browser's drawing: a 1200 × 1434 image, and the canvases it encodes. */
      function browserDrawing(encodes: string) {
        vi.stubGlobal('createImageBitmap', async () => ({ width: 1200, height: 1434, close() {} }));
        vi.stubGlobal('devicePixelRatio', 2.625);
        const drawn: { width: number; height: number; type: string; quality: unknown }[] = [];
        canvasSpies.push(
          vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
            drawImage() {},
          } as unknown as CanvasRenderingContext2D),
        );
        const encode = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL');
        canvasSpies.push(encode);
        encode.mockImplementation(function (
          this: HTMLCanvasElement,
          type?: string,
          quality?: unknown,
        ) {
          drawn.push({ width: this.width, height: this.height, type: type ?? '', quality });
          return encodes;
        });
        return drawn;
      }

      it('is kept at 1.5 pixels per CSS pixel of its shown width, as WebP', async () => {
        serverAnswering({ '/media/banner-1': PHOTO });
        const drawn = browserDrawing('data:image/webp;base64,UklGRg==');
        // asBuiltPage lays every element out 380 CSS pixels wide.
        builtPage().innerHTML = '<img src="/media/banner-1" alt="Banner">';

        await keepScreen('/auth/home');

        expect(drawn).toEqual([{ width: 570, height: 681, type: 'image/webp', quality: 0.75 }]);
        expect(kept()?.['/auth/home']?.html).toBe(
          '<img src="data:image/webp;base64,UklGRg==" alt="Banner" data-kept-src="/media/banner-1">',
        );
      });

      it('keeps its own bytes where the browser cannot encode WebP', async () => {
        serverAnswering({ '/media/banner-1': PHOTO });
        browserDrawing('data:image/png;base64,iVBORw==');
        builtPage().innerHTML = '<img src="/media/banner-1" alt="Banner">';

        await keepScreen('/auth/home');

        expect(kept()?.['/auth/home']?.html).toContain(
          `src="data:image/webp;base64,${btoa('webp bytes')}"`,
        );
      });
    });

    it('are not written into a screen forgotten meanwhile', async () => {
      stubApi({});
      builtPage().innerHTML = '<img src="/media/banner-1" alt="Banner">';

      const keeping = keepScreen('/auth/home');
      signOut();
      await keeping;

      expect(kept()).toBeNull();
    });
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

  it('draws the images kept inside it at once, and asks for the app’s code, then their addresses, once the browser reports its paint', () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(address: string) {
          asked.push(`${address}, after ${preloads().length} of the app's files`);
        }
      },
    );
    const reportPaint = paintReports();
    keepHome(
      '<h2>Olá, Maria!</h2><img src="data:image/svg+xml;base64,PHN2Zy8+" alt="Banner" data-kept-src="/media/banner-1">',
    );
    const root = builtPage();

    openPage('/auth/home');
    startTheCode();

    expect(root.querySelector('img')?.getAttribute('src')).toBe(
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(preloads()).toEqual([]);
    expect(asked).toEqual([]);
    reportPaint();
    expect(preloads()).toEqual([ENTRY]);
    expect(appStarted()).toBe(true);
    expect(asked).toEqual(["/media/banner-1, after 1 of the app's files"]);
  });

  it('asks for the app’s code at once where no screen is kept', () => {
    paintReports();
    builtPage();

    openPage('/auth/home');
    startTheCode();

    expect(document.getElementById('root')?.childElementCount).toBe(0);
    expect(preloads()).toEqual([ENTRY]);
    expect(appStarted()).toBe(true);
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
