/**
 * Plain dates: 'yyyy-mm-dd' strings, a day of the Brazilian calendar with no time of day. The
 * arithmetic runs in UTC, so the machine's time zone and daylight saving never shift a day.
 * Brazil has kept UTC−3 all year since 2019: its day d runs from dT03:00Z to (d+1)T03:00Z.
 */

// Made once: building an Intl.DateTimeFormat loads time-zone and locale data (~0.5 ms each time),
// which made it the largest item of the partner and banner reads (bench/README.md).
const BRAZIL_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });

const DAY_MS = 86_400_000;

/** Today's date in Brazil as yyyy-mm-dd, whatever the machine's time zone. */
export function todayInBrazil(now: Date = new Date()): string {
  return BRAZIL_DAY.format(now);
}

/** The date `days` after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`: 0 for the same date, negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The instant (ISO, UTC) the Brazilian day `date` starts: compare stored timestamps with it. */
export function brazilDayStart(date: string): string {
  return `${date}T03:00:00.000Z`;
}
