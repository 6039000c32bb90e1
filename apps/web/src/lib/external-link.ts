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

/** rel of every link that opens a new tab. */
export const EXTERNAL_REL = 'noopener noreferrer';
