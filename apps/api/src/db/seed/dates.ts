/** Plain-date arithmetic on 'yyyy-mm-dd' strings (UTC inside, so no daylight-saving surprises). */

export { addDays } from '@clube/contract';

export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** The same day of month `months` from `date`, moved to day `day` (clamped to the month's end). */
export function monthDay(date: string, months: number, day: number): string {
  const first = addMonths(`${date.slice(0, 8)}01`, months);
  const lastDay = new Date(
    Date.UTC(Number(first.slice(0, 4)), Number(first.slice(5, 7)), 0),
  ).getUTCDate();
  return `${first.slice(0, 8)}${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}
