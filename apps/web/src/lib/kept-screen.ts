import { useEffect, useRef } from 'react';
import { readOfflineCopy, saveOfflineCopy } from './offline-copies';

/*
 * The home and the partner list as the member last saw them, drawn again by the page of their
 * address while the app's code is still on its way (docs/decisions/136-the-screen-kept-from-the-last-visit.md).
 * The app keeps the screen here once it has shown its data; src/kept-screen.js, inline in the
 * route's page, puts it back, inert, before the first paint. It is an offline copy: personal
 * data, removed at logout, at a new sign-in and when the member changes card (lib/session.ts).
 */

/** The offline copy's name; src/kept-screen.js reads `clube:offline:` + this. */
export const KEPT_SCREENS = 'kept-screens';

/** A screen larger than this is not kept: local storage is small, and shared with the copies. */
export const KEPT_SCREEN_MAX_CHARS = 100_000;

/** One screen as kept: what src/kept-screen.js checks and draws. */
export interface KeptScreen {
  /** The app's entry script when it was kept: a screen of another build is not drawn. */
  entry: string;
  /** The page's `style` attribute: the company's colours (lib/theme.ts). */
  style: string;
  /** The app's drawing, inside #root. */
  html: string;
}

type KeptScreens = Record<string, KeptScreen>;

/** The entry this page lists (scripts/prerender.mjs); none where the app runs unbuilt. */
function entryOfThisPage(): string | null {
  try {
    const code: unknown = JSON.parse(document.getElementById('app-code')?.textContent ?? 'null');
    const entry = (code as { entry?: unknown } | null)?.entry;
    return typeof entry === 'string' ? entry : null;
  } catch {
    return null;
  }
}

function keptScreens(): KeptScreens {
  const stored = readOfflineCopy(KEPT_SCREENS);
  return typeof stored === 'object' && stored !== null ? (stored as KeptScreens) : {};
}

/** List items and images outside the first screen: below it, or beside it in a carousel or strip. */
const OFF_SCREEN_PARTS = 'li, img';

function isOffScreen({ top, left, right }: DOMRect): boolean {
  return top >= window.innerHeight || left >= window.innerWidth || right <= 0;
}

/**
 * Keeps what #root shows as the screen at `path`, without the parts marked `data-not-kept`
 * (what the route's page has no stylesheet for, or what must not be shown stale), and without the
 * list items and images outside the first screen: the page draws only what the member sees at
 * once, and a cheap phone parses, downloads and lays out less before that paint. Its images are
 * written in a moment later (the promise answered).
 */
export async function keepScreen(path: string): Promise<void> {
  const root = document.getElementById('root');
  const entry = entryOfThisPage();
  if (!root || !entry) return;
  const shown = Array.from(root.querySelectorAll(OFF_SCREEN_PARTS), (part) =>
    part.getBoundingClientRect(),
  );
  const copy = root.cloneNode(true) as HTMLElement;
  // The width each image left in the copy is shown at: a larger one is kept smaller.
  const shownWidths = new Map<HTMLImageElement, number>();
  copy.querySelectorAll(OFF_SCREEN_PARTS).forEach((part, index) => {
    const rect = shown[index]!;
    if (isOffScreen(rect)) part.remove();
    else if (part instanceof HTMLImageElement) shownWidths.set(part, rect.width);
  });
  for (const part of copy.querySelectorAll('[data-not-kept]')) part.remove();
  const html = copy.innerHTML;
  if (html.length > KEPT_SCREEN_MAX_CHARS) return;
  const style = document.documentElement.getAttribute('style') ?? '';
  saveOfflineCopy(KEPT_SCREENS, { ...keptScreens(), [path]: { entry, style, html } });
  // A screen forgotten or kept again meanwhile (logout, another card) is left as it is.
  if (!(await imagesWrittenIn(copy, shownWidths))) return;
  const screens = keptScreens();
  const screen = screens[path];
  if (screen?.html !== html) return;
  saveOfflineCopy(KEPT_SCREENS, { ...screens, [path]: { ...screen, html: copy.innerHTML } });
}

/** lib/kept-screen-images.ts, loaded once the screen is kept: the first screen never waits for it. */
async function imagesWrittenIn(
  copy: HTMLElement,
  shownWidths: Map<HTMLImageElement, number>,
): Promise<boolean> {
  try {
    const { writeImagesIn } = await import('./kept-screen-images');
    return await writeImagesIn(copy, KEPT_SCREEN_MAX_CHARS, shownWidths);
  } catch {
    return false;
  }
}

/**
 * Keeps the screen at `path` the first time it is `shown` (its data on the screen), after the
 * browser has drawn it: as it opens, not as the member's searches and filters leave it.
 */
export function useKeepScreen(path: string, shown: boolean): void {
  const kept = useRef(false);
  useEffect(() => {
    if (!shown || kept.current) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        kept.current = true;
        void keepScreen(path);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [path, shown]);
}
