/**
 * WCAG 2.x contrast of text on a background (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio):
 * pure, so the console's live preview and the server's answer agree to the last digit.
 */

/** WCAG AA for normal text: below this the console warns. */
export const WCAG_AA_TEXT_CONTRAST = 4.5;

const HEX_COLOR = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** A channel 0–255 in sRGB to its linear value. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rrggbb` colour, 0 (black) to 1 (white); NaN when not a colour. */
export function relativeLuminance(hex: string): number {
  const m = HEX_COLOR.exec(hex);
  if (!m) return Number.NaN;
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => linear(parseInt(h ?? '0', 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/**
 * The contrast ratio of two `#rrggbb` colours, 1 to 21, cut to two decimals (rounded down, so
 * 4.499 shows 4.49 and fails AA as it should); NaN when either is not a colour. The order does not
 * matter.
 */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  if (Number.isNaN(la) || Number.isNaN(lb)) return Number.NaN;
  const ratio = (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
  return Math.floor(ratio * 100 + 1e-9) / 100;
}

/** The member app writes the contrast colour on the primary (header, buttons) and on the secondary (card stripe). */
export function companyContrast(colors: { primary: string; secondary: string; contrast: string }) {
  return {
    primary: contrastRatio(colors.contrast, colors.primary),
    secondary: contrastRatio(colors.contrast, colors.secondary),
  };
}

/** True when text would pass WCAG AA (the console warns otherwise). */
export function passesAA(ratio: number): boolean {
  return ratio >= WCAG_AA_TEXT_CONTRAST;
}
