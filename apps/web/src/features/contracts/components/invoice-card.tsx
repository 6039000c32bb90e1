import { formatDate, type Invoice } from '@clube/contract';
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { buttonClassName } from '../../../components/button';
import { EXTERNAL_REL, httpHref } from '../../../lib/external-link';
import { CONTRACT_TEXTS } from '../contract-texts';
import { FactList } from './fact-list';
import styles from '../../../components/record-card.module.css';
import { StatusBadge } from './status-badge';

/** docs/product.md#contract-details: due date, paid on, payment form, boleto link, status. */
export function InvoiceCard({ invoice }: { invoice: Invoice }) {
  const titleId = useId();
  const due = formatDate(invoice.vencimento);
  const boleto = httpHref(invoice.boleto);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <span className={styles.eyebrow} aria-hidden="true">
            Vencimento
          </span>
          <h3 id={titleId} className={styles.title}>
            <span className="visually-hidden">Vencimento </span>
            {due}
          </h3>
        </div>
        <StatusBadge status={invoice.status} />
      </header>
      <FactList
        facts={[
          { term: 'Pago em', value: formatDate(invoice.pagoEm) },
          { term: 'Forma de pagamento', value: invoice.formaPagamento },
        ]}
      />
      {boleto && (
        <div className={styles.actions}>
          <a
            className={buttonClassName('secondary')}
            href={boleto}
            target="_blank"
            rel={EXTERNAL_REL}
            aria-label={`${CONTRACT_TEXTS.openBoleto} com vencimento em ${due} (abre em nova aba)`}
          >
            <ExternalLink size={18} aria-hidden="true" />
            <span>{CONTRACT_TEXTS.openBoleto}</span>
          </a>
        </div>
      )}
    </article>
  );
}
