import { describe, expect, it } from 'vitest';
import { addDays, brazilDayStart, daysBetween, todayInBrazil } from '../src/plain-dates.js';

describe('todayInBrazil', () => {
  it('uses the São Paulo calendar day, not UTC', () => {
    // 02:00 UTC on 1 March is still 28 February in São Paulo (UTC-3).
    expect(todayInBrazil(new Date('2025-03-01T02:00:00Z'))).toBe('2025-02-28');
    expect(todayInBrazil(new Date('2025-03-01T03:00:00Z'))).toBe('2025-03-01');
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-10', -30)).toBe('2026-02-08');
    expect(addDays('2026-03-10', 0)).toBe('2026-03-10');
  });
});

describe('daysBetween', () => {
  it('counts whole days, negative when the second date comes first', () => {
    expect(daysBetween('2026-02-21', '2026-03-23')).toBe(30);
    expect(daysBetween('2026-03-10', '2026-03-10')).toBe(0);
    expect(daysBetween('2026-03-10', '2026-03-09')).toBe(-1);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
  });
});

describe('brazilDayStart', () => {
  it('is 03:00 UTC, midnight in Brazil', () => {
    expect(brazilDayStart('2026-11-27')).toBe('2026-11-27T03:00:00.000Z');
    expect(todayInBrazil(new Date(brazilDayStart('2026-11-27')))).toBe('2026-11-27');
    expect(todayInBrazil(new Date(Date.parse(brazilDayStart('2026-11-27')) - 1))).toBe(
      '2026-11-26',
    );
  });
});
