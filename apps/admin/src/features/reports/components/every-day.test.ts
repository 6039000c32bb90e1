import { describe, expect, it } from 'vitest';
import { everyDay } from './every-day';

describe('everyDay', () => {
  it('lists every day of the period, zero where there was nothing, across a month end', () => {
    expect(everyDay([{ dia: '2026-10-31', total: 4 }], '2026-10-30', '2026-11-02')).toEqual([
      { dia: '2026-10-30', total: 0 },
      { dia: '2026-10-31', total: 4 },
      { dia: '2026-11-01', total: 0 },
      { dia: '2026-11-02', total: 0 },
    ]);
  });

  it('gives 30 days for a 30-day period with data on 4 of them', () => {
    const rows = ['2026-10-28', '2026-11-03', '2026-11-10', '2026-11-26'].map((dia) => ({
      dia,
      total: 1,
    }));
    const days = everyDay(rows, '2026-10-28', '2026-11-26');
    expect(days).toHaveLength(30);
    expect(days.filter((d) => d.total > 0)).toHaveLength(4);
  });
});
