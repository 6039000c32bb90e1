import { formatBRL } from '@clube/contract';

// Brazil's clock, as the partner's counter and the server's day.
const WHEN = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** "2026-11-27T17:05:00.000Z" → "27/11/2026, 14:05". */
export function formatUseTime(iso: string): string {
  return WHEN.format(new Date(iso));
}

/** Cents → "R$ 12,50". */
export const formatCents = (cents: number) => formatBRL(cents / 100);
