import type { Invoice } from '@clube/contract';

/** The invoice statuses the console writes, lower-cased as they are compared. */
const INVOICE_STATUS_WORDS = { paid: 'pago', overdue: 'vencido' } as const;

/** Unpaid: no payment date and not marked paid. */
export function isUnpaid(invoice: Invoice): boolean {
  return invoice.pagoEm === '' && invoice.status.trim().toLowerCase() !== INVOICE_STATUS_WORDS.paid;
}

/** Marked 'Vencido', or still unpaid after its due date (`today` is yyyy-mm-dd in Brazil). */
export function isOverdue(invoice: Invoice, today: string): boolean {
  if (!isUnpaid(invoice)) return false;
  return (
    invoice.status.trim().toLowerCase() === INVOICE_STATUS_WORDS.overdue ||
    invoice.vencimento < today
  );
}

/** The invoice the member should pay now: the oldest overdue one, else the next due; null when none. */
export function invoiceToPay(invoices: readonly Invoice[], today: string): Invoice | null {
  const unpaid = invoices.filter(isUnpaid).sort((a, b) => a.vencimento.localeCompare(b.vencimento));
  return unpaid.find((i) => isOverdue(i, today)) ?? unpaid[0] ?? null;
}
