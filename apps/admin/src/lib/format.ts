/** One formatter for dates and counts in the console (pt-BR, Brazil's time). */
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});
const integer = new Intl.NumberFormat('pt-BR');

/** An ISO instant as dd/mm/aaaa hh:mm; '—' when absent. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** A plain ISO date (yyyy-mm-dd) as dd/mm/aaaa, by string: never through a local-time Date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

export function formatCount(n: number): string {
  return integer.format(n);
}

/** 1 → '1 membro', 2 → '2 membros'. */
export function plural(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Cents → 'R$ 12,50'; '—' when not known. */
export const formatCents = (cents: number | null) =>
  cents === null ? '—' : brl.format(cents / 100);
