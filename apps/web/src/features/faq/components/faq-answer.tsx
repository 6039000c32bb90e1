import DOMPurify from 'dompurify';

/**
 * An answer's HTML, sanitised as it is rendered: scripts, event handlers (`onerror=`) and
 * `javascript:` links are removed, so a stored answer can only format text and link out.
 */
export function FaqAnswer({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
