/** The demo seed's images, drawn as SVG text (no binary assets in the repository). */

export interface Palette {
  primary: string;
  secondary: string;
  contrast: string;
}

const FONT = `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"`;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const SMALL_WORDS = new Set(['a', 'o', 'e', 'de', 'da', 'do', 'das', 'dos', '&', 'à', 'em']);

/** 'Padaria São João' → 'PS'; 'Café Aroma' → 'CA'. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => w !== '' && !SMALL_WORDS.has(w.toLowerCase()));
  return words
    .slice(0, 2)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase();
}

/** Greedy word wrap for SVG <text>, which has none. */
export function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line !== '' && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

function svg(width: number, height: number, body: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title>${body}</svg>`
  );
}

function textLines(
  lines: string[],
  x: number,
  y: number,
  lineHeight: number,
  attrs: string,
): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * lineHeight}" ${FONT} ${attrs}>${escapeXml(line)}</text>`,
    )
    .join('');
}

/** A company wordmark: emblem with initials and the name, on a white pill (readable on any header). */
export function companyLogoSvg(name: string, palette: Palette): string {
  const lines = wrap(name, 16).slice(0, 2);
  const firstY = lines.length === 1 ? 58 : 44;
  const body =
    `<rect width="320" height="96" rx="20" fill="#ffffff"/>` +
    `<rect x="12" y="12" width="72" height="72" rx="18" fill="${palette.primary}"/>` +
    `<circle cx="70" cy="26" r="10" fill="${palette.secondary}"/>` +
    `<text x="48" y="60" text-anchor="middle" ${FONT} font-size="30" font-weight="700" fill="${palette.contrast}">${escapeXml(initials(name))}</text>` +
    textLines(lines, 100, firstY, 28, `font-size="24" font-weight="700" fill="${palette.primary}"`);
  return svg(320, 96, body, name);
}

export interface BannerArt {
  tag: string;
  title: string;
  text: string;
  cta?: string;
}

/** A home-carousel slide, sized for a phone (the carousel is 466 px high). */
export function bannerSvg(art: BannerArt, palette: Palette, variant: number): string {
  const id = `g${variant}`;
  const titleLines = wrap(art.title, 16).slice(0, 3);
  const textY = 196 + titleLines.length * 40;
  const body =
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${palette.primary}"/><stop offset="1" stop-color="${palette.secondary}"/>` +
    `</linearGradient></defs>` +
    `<rect width="390" height="466" fill="url(#${id})"/>` +
    `<circle cx="${330 - variant * 20}" cy="${70 + variant * 15}" r="110" fill="#ffffff" opacity="0.12"/>` +
    `<circle cx="${40 + variant * 25}" cy="430" r="150" fill="#000000" opacity="0.08"/>` +
    `<rect x="28" y="120" width="${art.tag.length * 9 + 32}" height="34" rx="17" fill="#ffffff" opacity="0.9"/>` +
    `<text x="44" y="143" ${FONT} font-size="15" font-weight="600" fill="${palette.primary}">${escapeXml(art.tag)}</text>` +
    textLines(
      titleLines,
      28,
      206,
      40,
      `font-size="34" font-weight="800" fill="${palette.contrast}"`,
    ) +
    textLines(
      wrap(art.text, 32).slice(0, 3),
      28,
      textY + 8,
      24,
      `font-size="17" fill="${palette.contrast}" opacity="0.92"`,
    ) +
    (art.cta
      ? `<rect x="28" y="384" width="${art.cta.length * 10 + 66}" height="44" rx="22" fill="${palette.contrast}"/>` +
        `<text x="52" y="412" ${FONT} font-size="17" font-weight="700" fill="${palette.primary}">${escapeXml(art.cta)} →</text>`
      : '');
  return svg(390, 466, body, art.title);
}

/** Footer strip of the virtual membership card. */
export function cardFooterSvg(text: string, palette: Palette): string {
  const body =
    `<rect width="640" height="64" fill="${palette.primary}"/>` +
    `<rect y="56" width="640" height="8" fill="${palette.secondary}"/>` +
    `<text x="320" y="38" text-anchor="middle" ${FONT} font-size="20" font-weight="600" fill="${palette.contrast}">${escapeXml(text)}</text>`;
  return svg(640, 64, body, text);
}

export type CategoryGlyph =
  'food' | 'health' | 'education' | 'beauty' | 'sport' | 'leisure' | 'car' | 'shopping';

const GLYPHS: Record<CategoryGlyph, string> = {
  food: '<path d="M22 14v14a5 5 0 0 0 10 0V14M27 14v36M42 14c-5 3-6 10-6 16h6v20"/>',
  health:
    '<path d="M32 50s-16-9-16-21a8 8 0 0 1 16-3 8 8 0 0 1 16 3c0 12-16 21-16 21z"/><path d="M26 31h12M32 25v12"/>',
  education: '<path d="M10 26l22-10 22 10-22 10z"/><path d="M20 31v10c6 6 18 6 24 0V31M54 26v12"/>',
  beauty:
    '<path d="M32 12l5 13 13 5-13 5-5 13-5-13-13-5 13-5z"/><path d="M48 44l2 5 5 2-5 2-2 5-2-5-5-2 5-2z"/>',
  sport: '<path d="M14 26v12M20 21v22M44 21v22M50 26v12M20 32h24"/>',
  leisure:
    '<path d="M12 22h40v8a4 4 0 0 0 0 8v8H12v-8a4 4 0 0 0 0-8z"/><path d="M26 22v24" stroke-dasharray="3 3"/>',
  car: '<path d="M12 38l4-11c1-3 3-5 7-5h18c4 0 6 2 7 5l4 11v8H12z"/><circle cx="21" cy="46" r="4"/><circle cx="43" cy="46" r="4"/><path d="M16 34h32"/>',
  shopping: '<path d="M16 24h32l-3 26H19z"/><path d="M24 28v-6a8 8 0 0 1 16 0v6"/>',
};

/** A round category icon for the exclusive-club strip. */
export function categoryIconSvg(label: string, glyph: CategoryGlyph, color: string): string {
  const body =
    `<circle cx="32" cy="32" r="32" fill="${color}"/>` +
    `<g fill="none" stroke="#ffffff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[glyph]}</g>`;
  return svg(64, 64, body, label);
}

export function partnerLogoSvg(name: string, color: string): string {
  const body =
    `<rect width="160" height="160" rx="32" fill="${color}"/>` +
    `<circle cx="124" cy="36" r="18" fill="#ffffff" opacity="0.18"/>` +
    `<text x="80" y="98" text-anchor="middle" ${FONT} font-size="56" font-weight="800" fill="#ffffff">${escapeXml(initials(name))}</text>`;
  return svg(160, 160, body, name);
}

export function partnerBannerSvg(
  name: string,
  headline: string,
  color: string,
  variant: number,
): string {
  const id = `p${variant}`;
  // Decorative only: the detail page prints the name and the discount right below the banner.
  const body =
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs>` +
    `<rect width="640" height="240" fill="url(#${id})"/>` +
    `<circle cx="560" cy="${40 + (variant % 5) * 30}" r="120" fill="#ffffff" opacity="0.08"/>` +
    `<circle cx="${120 + (variant % 7) * 40}" cy="230" r="90" fill="#ffffff" opacity="0.06"/>` +
    `<path d="M0 ${170 + (variant % 3) * 15} Q320 ${120 + (variant % 4) * 20} 640 ${180 - (variant % 3) * 10} V240 H0Z" fill="#ffffff" opacity="0.07"/>`;
  return svg(640, 240, body, `${name}: ${headline}`);
}

/** A stand-in page for links that would lead to another service (video rooms, pet care, …). */
export function demoPageSvg(title: string, text: string, color: string): string {
  const body =
    `<rect width="390" height="640" fill="#f8fafc"/>` +
    `<rect width="390" height="180" fill="${color}"/>` +
    `<circle cx="195" cy="180" r="56" fill="#ffffff"/>` +
    `<path d="M173 160h30a6 6 0 0 1 6 6v28a6 6 0 0 1-6 6h-30a6 6 0 0 1-6-6v-28a6 6 0 0 1 6-6zM209 172l16-10v36l-16-10" fill="none" stroke="${color}" stroke-width="5" stroke-linejoin="round"/>` +
    textLines(
      wrap(title, 22).slice(0, 2),
      195,
      290,
      34,
      `text-anchor="middle" font-size="28" font-weight="800" fill="#0f172a"`,
    ) +
    textLines(
      wrap(text, 36).slice(0, 6),
      195,
      380,
      26,
      `text-anchor="middle" font-size="17" fill="#334155"`,
    ) +
    `<text x="195" y="600" text-anchor="middle" ${FONT} font-size="14" fill="#64748b">Ambiente de demonstração</text>`;
  return svg(390, 640, body, title);
}

export function avatarSvg(name: string, color: string): string {
  const body =
    `<rect width="256" height="256" fill="${color}"/>` +
    `<circle cx="128" cy="104" r="48" fill="#ffffff" opacity="0.9"/>` +
    `<path d="M44 256c8-52 44-80 84-80s76 28 84 80z" fill="#ffffff" opacity="0.9"/>`;
  return svg(256, 256, body, name);
}
