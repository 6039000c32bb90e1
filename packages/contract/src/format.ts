const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 89.9 → "R$ 89,90" (the non-breaking space of Intl is kept). */
export function formatBRL(reais: number): string {
  return brl.format(reais);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * "2024-03-05" (or an ISO timestamp) → "05/03/2024", by string: a UTC-midnight Date would show the
 * previous day in Brazil. Anything that is not an ISO date is returned unchanged.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const m = ISO_DATE.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/** "05/03/2024" → "2024-03-05"; returns null when the text is not a dd/mm/yyyy date. */
export function parseBrDate(text: string): string | null {
  const m = BR_DATE.exec(text.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return isRealIsoDate(iso) ? iso : null;
}

/** True for a yyyy-mm-dd string naming a day that exists (no 2023-02-30). */
export function isRealIsoDate(iso: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
