import { httpHref } from '../../lib/external-link';

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
