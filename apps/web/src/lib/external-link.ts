/**
 * The address of a link from the database when it is http(s), resolved against this site (the
 * demo's '/media/…' pages); null for anything else (javascript:, data:, mailto:, garbage), which is
 * then not rendered (docs/architecture.md, Security).
 */
export function httpHref(url: string | null | undefined): string | null {
  const text = url?.trim();
  if (!text) return null;
  try {
    const parsed = new URL(text, window.location.origin);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** docs/product.md#constants-and-delays: WhatsApp links carry Brazil's country code 55; null without a phone number. */
export function whatsappHref(phone: string, text?: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 10) return null;
  const number = digits.length > 11 && digits.startsWith('55') ? digits : `55${digits}`;
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/**
 * A partner's social network as a link: a web address as it is ('instagram.com/…' gains https://),
 * an '@handle' as its Instagram profile (the network Brazilian shops give as a bare handle); null
 * for anything else.
 */
export function socialHref(value: string): string | null {
  const text = value.trim();
  const handle = /^@([A-Za-z0-9._]{1,30})$/.exec(text)?.[1];
  if (handle) return `https://www.instagram.com/${handle}/`;
  if (/^[\w-]+(\.[\w-]+)*\.[a-z]{2,}(\/\S*)?$/i.test(text)) return httpHref(`https://${text}`);
  return /^(https?:\/\/|\/)/i.test(text) ? httpHref(text) : null;
}

/**
 * A place in the phone's maps: Google's universal maps link, which Android and iOS hand to the maps
 * app installed (a browser without one opens the map page). The query is an address or 'lat,lng'.
 */
export function mapsHref(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** rel of every link that opens a new tab. */
export const EXTERNAL_REL = 'noopener noreferrer';
