import { formatBRL } from '@clube/contract';

/** 1990 → 'R$ 19,90' (the non-breaking space Intl puts after R$ is kept). */
export function formatCents(cents: number): string {
  return formatBRL(cents / 100);
}

/**
 * The live mask of a value typed at the counter: digits fill from the cents up, as on a card
 * machine ('1', '12', '1234' → R$ 0,01, R$ 0,12, R$ 12,34). Empty when no digit was typed.
 */
export function maskMoneyInput(text: string): string {
  const cents = centsOf(text);
  return cents === null ? '' : formatCents(cents);
}

/** The cents a masked value stands for; null when nothing was typed. */
export function centsOf(text: string): number | null {
  const digits = text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 9);
  return digits === '' ? null : Number(digits);
}
