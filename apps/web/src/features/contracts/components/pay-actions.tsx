import { formatDate, type Invoice } from '@clube/contract';
import { ExternalLink } from 'lucide-react';
import { buttonClassName } from '../../../components/button';
import { CopyButton } from '../../../components/copy-button';
import { EXTERNAL_REL, httpHref } from '../../../lib/external-link';
import { CONTRACT_TEXTS, PAYMENT_TEXTS } from '../contract-texts';
import { isUnpaid } from '../invoice-state';

/** The ways to pay an unpaid invoice: open the boleto, copy its linha digitável, copy the Pix code. */
export function PayActions({ invoice, className }: { invoice: Invoice; className?: string }) {
  const due = formatDate(invoice.vencimento);
  const boleto = httpHref(invoice.boleto);
  const unpaid = isUnpaid(invoice);
  const line = unpaid && invoice.linhaDigitavel;
  const pix = unpaid && invoice.pix;
  if (!boleto && !line && !pix) return null;
  return (
    <div className={className}>
      {pix && (
        <CopyButton
          text={invoice.pix}
          label={PAYMENT_TEXTS.copyPix}
          copied={PAYMENT_TEXTS.pixCopied}
          ariaLabel={`Copiar o Pix copia e cola da fatura com vencimento em ${due}`}
        />
      )}
      {line && (
        <CopyButton
          text={invoice.linhaDigitavel}
          label={PAYMENT_TEXTS.copyLine}
          copied={PAYMENT_TEXTS.lineCopied}
          ariaLabel={`${PAYMENT_TEXTS.copyLine} da fatura com vencimento em ${due}`}
        />
      )}
      {boleto && (
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
      )}
    </div>
  );
}
