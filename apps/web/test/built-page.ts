import { vi } from 'vitest';
import { KEPT_SCREENS, type KeptScreen } from '../src/lib/kept-screen';
import { readOfflineCopy } from '../src/lib/offline-copies';

/**
 * The page as the build writes it around the app (scripts/prerender.mjs): the list of the app's
 * code (#app-code) with `entry`. jsdom lays nothing out, so every element is placed on the first
 * screen. Returns what undoes both.
 */
export function asBuiltPage(entry = '/assets/index-1.js'): () => void {
  const code = document.createElement('script');
  code.type = 'application/json';
  code.id = 'app-code';
  code.textContent = JSON.stringify({ entry, imports: [] });
  document.head.append(code);
  const layout = vi
    .spyOn(Element.prototype, 'getBoundingClientRect')
    .mockReturnValue(DOMRect.fromRect({ x: 10, y: 100, width: 380, height: 100 }));
  return () => {
    layout.mockRestore();
    code.remove();
  };
}

/** The screen the app kept at `path` for the next visit, if any (lib/kept-screen.ts). */
export function keptScreenAt(path: string): KeptScreen | undefined {
  return (readOfflineCopy(KEPT_SCREENS) as Record<string, KeptScreen> | null)?.[path];
}

/** Resolves once the browser has drawn what React just committed, and the tasks after that. */
export const afterNextPaint = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
