import type { Colors } from '@clube/contract';
import { useEffect } from 'react';
import { useClubStore } from './club-store';

const PROPERTIES = {
  primary: '--color-primary',
  secondary: '--color-secondary',
  contrast: '--color-contrast',
} as const satisfies Record<keyof Colors, string>;

/** Only plain CSS colours reach the stylesheet (a company's colours come from the database). */
const CSS_COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\))$/i;

/**
 * Applies a company's colours as custom properties on :root; null restores the default theme of
 * src/styles/tokens.css. Also tints the browser chrome through meta theme-color.
 */
function applyTheme(colors: Colors | null, root: HTMLElement = document.documentElement) {
  for (const key of Object.keys(PROPERTIES) as (keyof Colors)[]) {
    const value = colors?.[key].trim() ?? '';
    if (CSS_COLOR.test(value)) root.style.setProperty(PROPERTIES[key], value);
    else root.style.removeProperty(PROPERTIES[key]);
  }
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta)
    meta.content =
      getComputedStyle(root).getPropertyValue(PROPERTIES.primary).trim() || meta.content;
}

/**
 * The one place the company theme becomes CSS: :root follows the club store's colours (docs/product.md#company-theme),
 * so a card choice, a refreshed banners answer, a reload and a logout all show at once.
 */
export function useCompanyTheme(): void {
  const colors = useClubStore((state) => state.colors);
  useEffect(() => applyTheme(colors), [colors]);
}
