import { describe, expect, it } from 'vitest';
import { invoiceBody } from '../src/admin/records.js';
import { isPixCopiaECola, pixCrc16 } from '../src/pix.js';

/** The static BR Code example of the Pix manual (key, merchant, city, CRC 1D3D). */
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('Pix copia e cola', () => {
  it('accepts the manual example, whose CRC16 is 1D3D', () => {
    expect(pixCrc16(MANUAL_EXAMPLE.slice(0, -4))).toBe('1D3D');
    expect(isPixCopiaECola(MANUAL_EXAMPLE)).toBe(true);
  });

  it('refuses a code with one character changed (the CRC no longer matches)', () => {
    expect(isPixCopiaECola(MANUAL_EXAMPLE.replace('Fulano', 'Fulana'))).toBe(false);
    expect(isPixCopiaECola(`${MANUAL_EXAMPLE.slice(0, -4)}1D3E`)).toBe(false);
  });

  it('refuses a truncated code, a field whose length lies, and other text', () => {
    expect(isPixCopiaECola(MANUAL_EXAMPLE.slice(0, 60))).toBe(false);
    const wrongLength = MANUAL_EXAMPLE.replace('5913Fulano', '5914Fulano');
    expect(
      isPixCopiaECola(`${wrongLength.slice(0, -4)}${pixCrc16(wrongLength.slice(0, -4))}`),
    ).toBe(false);
    expect(isPixCopiaECola('23793381286000782713695000063305975520000370000')).toBe(false);
    expect(isPixCopiaECola('')).toBe(false);
  });

  it('needs the Pix domain, even with a right CRC', () => {
    const other = MANUAL_EXAMPLE.replace('br.gov.bcb.pix', 'br.gov.bcb.xyz');
    const body = other.slice(0, -4);
    expect(isPixCopiaECola(`${body}${pixCrc16(body)}`)).toBe(false);
  });

  it("the console's invoice keeps a valid code, '' by default, and refuses a bad one with a message", () => {
    const base = {
      vencimento: '2026-12-10',
      formaPagamento: 'Pix',
      valor: '10,00',
      status: 'Em aberto',
    };
    expect(invoiceBody.parse(base)).toMatchObject({ pix: '' });
    expect(invoiceBody.parse({ ...base, pix: ` ${MANUAL_EXAMPLE} ` })).toMatchObject({
      pix: MANUAL_EXAMPLE,
    });
    const refused = invoiceBody.safeParse({ ...base, pix: MANUAL_EXAMPLE.replace('1D3D', '0000') });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['pix'],
      message: expect.stringContaining('Pix copia e cola inválido'),
    });
  });
});
