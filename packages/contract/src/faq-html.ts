/**
 * The one allow-list of FAQ answers' HTML (decision 045): the server sanitises an answer with it
 * when an operator saves it, the member app's DOMPurify again when it renders it, and the console's
 * preview the same way. Text formatting and links only; links http(s), mailto or tel.
 */
export const FAQ_HTML_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
  'blockquote',
] as const;

/** Attributes allowed, by tag (only links carry any). */
export const FAQ_HTML_ATTRIBUTES = { a: ['href', 'title'] } as const;

export const FAQ_HTML_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** DOMPurify's options for the same list (member app and console preview). */
export const FAQ_DOMPURIFY_CONFIG = {
  ALLOWED_TAGS: [...FAQ_HTML_TAGS],
  ALLOWED_ATTR: ['href', 'title'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/i,
};
