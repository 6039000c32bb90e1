/** The days from `from` to `to` (yyyy-mm-dd, both included), each with its total or 0. */
export function everyDay(
  rows: readonly { dia: string; total: number }[],
  from: string,
  to: string,
): { dia: string; total: number }[] {
  const totals = new Map(rows.map((r) => [r.dia, r.total]));
  const days: { dia: string; total: number }[] = [];
  const day = new Date(`${from}T12:00:00Z`);
  // A period is at most a year: the bound only guards against a malformed one.
  for (let i = 0; i < 400; i++) {
    const dia = day.toISOString().slice(0, 10);
    if (dia > to) break;
    days.push({ dia, total: totals.get(dia) ?? 0 });
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}
