const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Cents → 'R$ 12,50'; '—' when not known. */
export const formatCents = (cents: number | null) =>
  cents === null ? '—' : brl.format(cents / 100);
