import type { OfferDiscount } from '@clube/contract/partner';

/** The structured discount's columns of a partner row. */
export interface DiscountColumns {
  desconto_tipo: 'percentual' | 'valor' | null;
  desconto_valor: number | null;
}

/** The partner's structured discount, null when none. */
export function discountOf(row: DiscountColumns): OfferDiscount | null {
  if (row.desconto_tipo === 'percentual' && row.desconto_valor !== null)
    return { tipo: 'percentual', percentual: row.desconto_valor };
  if (row.desconto_tipo === 'valor' && row.desconto_valor !== null)
    return { tipo: 'valor', centavos: row.desconto_valor };
  return null;
}

/** The columns that store a structured discount (null clears it). */
export function discountColumns(discount: OfferDiscount | null): DiscountColumns {
  if (!discount) return { desconto_tipo: null, desconto_valor: null };
  return discount.tipo === 'percentual'
    ? { desconto_tipo: 'percentual', desconto_valor: discount.percentual }
    : { desconto_tipo: 'valor', desconto_valor: discount.centavos };
}

/**
 * The saving of a purchase: from the structured discount when there is one (a percentage needs the
 * purchase value; a fixed amount never exceeds it), otherwise what the staff typed.
 */
export function savingOf(
  discount: OfferDiscount | null,
  valorCompra: number | null,
  typed: number | null,
): number | null {
  if (!discount) return typed;
  if (discount.tipo === 'percentual')
    return valorCompra === null ? typed : Math.round((valorCompra * discount.percentual) / 100);
  return valorCompra === null ? discount.centavos : Math.min(discount.centavos, valorCompra);
}
