import { FAQ_DOMPURIFY_CONFIG } from '@clube/contract';
import DOMPurify from 'dompurify';
import styles from './content-form.module.css';

/**
 * The answer as members will see it: the member app's own sanitising (DOMPurify with the
 * contract's allow-list, the one the server applies on save).
 */
export function FaqPreview({ question, html }: { question: string; html: string }) {
  return (
    <section aria-label="Pré-visualização" className={styles.preview}>
      <p className={styles.previewLabel}>{question || 'Pergunta'}</p>
      <div
        data-testid="faq-preview"
        dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html, FAQ_DOMPURIFY_CONFIG) }}
      />
    </section>
  );
}
