import { describe, expect, it } from 'vitest';
import { couponInText } from './coupon-in-text';

describe('the coupon code in a partner text', () => {
  it('finds the code written after cupom or código', () => {
    expect(couponInText('Use o cupom CLUBECAFE10 na finalização da compra.')).toBe('CLUBECAFE10');
    expect(couponInText('Cupom: BEMVINDO')).toBe('BEMVINDO');
    expect(couponInText('Informe o código de desconto "SAUDE-15" no caixa.')).toBe('SAUDE-15');
    expect(couponInText('Nada aqui.', 'No app, cupom de desconto exclusivo PIZZA20.')).toBe(
      'PIZZA20',
    );
  });

  it('finds nothing in a text that only talks about coupons', () => {
    expect(couponInText('Nas lojas online, use o cupom indicado.')).toBeNull();
    expect(couponInText('Cupom de 10% para associados.')).toBeNull();
    expect(couponInText('Desconto de 20% em SP e MG.')).toBeNull();
    expect(couponInText('')).toBeNull();
  });
});
