import { FAQ_HTML_ATTRIBUTES, FAQ_HTML_SCHEMES, FAQ_HTML_TAGS } from '@clube/contract';
import type SanitizeHtml from 'sanitize-html';
import { lazyModule } from '../../../lib/lazy-module.js';

const sanitizeHtml = lazyModule<typeof SanitizeHtml>('sanitize-html');

const OPTIONS: SanitizeHtml.IOptions = {
  allowedTags: [...FAQ_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(FAQ_HTML_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]]),
  ),
  allowedSchemes: [...FAQ_HTML_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/**
 * A FAQ answer as stored (decision 045): only the contract's allow-list survives — no `<script>`
 * (nor its text), no event handler, no `javascript:` or `data:` link, no style.
 */
export function sanitizeFaqHtml(html: string): string {
  return sanitizeHtml()(html, OPTIONS).trim();
}
