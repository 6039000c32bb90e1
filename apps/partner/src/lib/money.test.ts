import { describe, expect, it } from 'vitest';
import { centsOf, formatCents, maskMoneyInput } from './money';

const nbsp = '\u00a0';

describe('the purchase value mask', () => {
  it('fills from the cents up, as a card machine does', () => {
    expect(maskMoneyInput('1')).toBe(`R$${nbsp}0,01`);
    expect(maskMoneyInput('1234')).toBe(`R$${nbsp}12,34`);
    expect(maskMoneyInput(`R$${nbsp}12,345`)).toBe(`R$${nbsp}123,45`);
    expect(maskMoneyInput('12345678')).toBe(`R$${nbsp}123.456,78`);
  });

  it('reads back the cents, and nothing for an empty field', () => {
    expect(centsOf(`R$${nbsp}123,45`)).toBe(12345);
    expect(centsOf('')).toBeNull();
    expect(centsOf('R$ ')).toBeNull();
    expect(formatCents(500)).toBe(`R$${nbsp}5,00`);
  });
});
