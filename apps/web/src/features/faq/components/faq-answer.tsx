import { FAQ_DOMPURIFY_CONFIG } from '@clube/contract';
import DOMPurify from 'dompurify';

/**
 * An answer's HTML, sanitised as it is rendered: scripts, event handlers (`onerror=`) and
 * `javascript:` links are removed, so a stored answer can only format text and link out. The
 * allow-list is the contract's, the one the server sanitises with on save (decision 045).
 */
export function FaqAnswer({ html }: { html: string }) {
  return (
    <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html, FAQ_DOMPURIFY_CONFIG) }} />
  );
}
