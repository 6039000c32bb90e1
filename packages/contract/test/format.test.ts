import { describe, expect, it } from 'vitest';
import { formatBRL, formatDate, isRealIsoDate, parseBrDate } from '../src/format.js';

describe('formatBRL', () => {
  it('formats reais in pt-BR', () => {
    expect(formatBRL(89.9).replace(/\s/g, ' ')).toBe('R$ 89,90');
    expect(formatBRL(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(formatBRL(0).replace(/\s/g, ' ')).toBe('R$ 0,00');
  });
});

describe('formatDate', () => {
  it('formats an ISO date by string, never shifting the day', () => {
    expect(formatDate('2024-03-01')).toBe('01/03/2024');
    expect(formatDate('2024-01-01T00:00:00.000Z')).toBe('01/01/2024');
  });
  it('returns empty text for no date and leaves other text alone', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('31/12/2024')).toBe('31/12/2024');
  });
});

describe('parseBrDate', () => {
  it('turns dd/mm/yyyy into ISO', () => expect(parseBrDate('05/03/2024')).toBe('2024-03-05'));
  it('refuses days that do not exist', () => {
    expect(parseBrDate('30/02/2024')).toBeNull();
    expect(parseBrDate('2024-03-05')).toBeNull();
  });
});

describe('isRealIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-1-01', false],
    ['', false],
  ])('%s → %s', (iso, ok) => expect(isRealIsoDate(iso)).toBe(ok));
});
