import { formatBRL, formatDate, todayInBrazil, type Invoice } from '@clube/contract';
import { AlertTriangle } from 'lucide-react';
import { useId } from 'react';
import { PAYMENT_TEXTS } from '../contract-texts';
import { isOverdue } from '../invoice-state';
import { FactList } from './fact-list';
import { PayActions } from './pay-actions';
import styles from '../../../components/record-card.module.css';
import { StatusBadge } from './status-badge';

/**
 * docs/product.md#contract-details: due date, amount, paid on, payment form, status, and the ways to
 * pay it. An overdue invoice is marked in words as well as colour.
 */
export function InvoiceCard({
  invoice,
  today = todayInBrazil(),
}: {
  invoice: Invoice;
  today?: string;
}) {
  const titleId = useId();
  const due = formatDate(invoice.vencimento);
  const overdue = isOverdue(invoice, today);
  return (
    <article
      className={styles.card}
      data-tone={overdue ? 'overdue' : undefined}
      aria-labelledby={titleId}
    >
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
      {overdue && (
        <p className={styles.alert}>
          <AlertTriangle size={18} aria-hidden="true" />
          <span>
            <strong>{PAYMENT_TEXTS.overdue}.</strong> {PAYMENT_TEXTS.overdueHint}
          </span>
        </p>
      )}
      <FactList
        facts={[
          {
            term: PAYMENT_TEXTS.amount,
            value: <span className={styles.amount}>{formatBRL(invoice.valor)}</span>,
            wide: true,
          },
          { term: 'Pago em', value: formatDate(invoice.pagoEm) },
          { term: 'Forma de pagamento', value: invoice.formaPagamento },
        ]}
      />
      <PayActions invoice={invoice} className={styles.actions} />
    </article>
  );
}
