import { describe, expect, it } from 'vitest';
import {
  contractBody,
  invoiceBody,
  isLinhaDigitavel,
  parseMoney,
  updateInvoiceBody,
} from '../src/admin/records.js';

describe('money as an operator types it', () => {
  it.each([
    ['129,90', 12990],
    ['1.234,56', 123456],
    ['R$ 1.234,56', 123456],
    ['R$1234,56', 123456],
    ['0,01', 1],
  ])('%s is %i cents', (text, cents) => expect(parseMoney(text)).toBe(cents));

  it.each(['129,9', '129.90', '129', '1,234.56', '12,345', 'abc', '', '1.23,45'])(
    'refuses %s',
    (text) => expect(parseMoney(text)).toBeNull(),
  );
});

describe('linha digitável', () => {
  it('accepts a bank line (47) and a utility line (48), masked or not', () => {
    expect(isLinhaDigitavel('23793.38128 60007.827136 95000.063305 9 75520000370000')).toBe(true);
    expect(isLinhaDigitavel('23793381286000782713695000063305975520000370000')).toBe(true);
    expect(isLinhaDigitavel('85890000460-9 52460179160-5 60759305086-5 83148300001-0')).toBe(true);
  });

  it('refuses a changed amount, a wrong length and letters', () => {
    expect(isLinhaDigitavel('23793381286000782713695000063305975520000370001')).toBe(false);
    expect(isLinhaDigitavel('858900004609524601791605607593050865831483000020')).toBe(false);
    expect(isLinhaDigitavel('2379338128600078271369500006330597552000037000')).toBe(false);
    expect(isLinhaDigitavel('23793a81286000782713695000063305975520000370000')).toBe(false);
  });
});

describe('records schemas', () => {
  it('a new invoice defaults the optional fields; a PATCH leaves out what it does not send', () => {
    const base = {
      vencimento: '2026-12-10',
      formaPagamento: 'Boleto',
      valor: '10,00',
      status: 'Em aberto',
    };
    expect(invoiceBody.parse(base)).toMatchObject({ valor: 1000, boleto: '', linhaDigitavel: '' });
    expect(updateInvoiceBody.parse({ status: 'Vencido' })).toEqual({ status: 'Vencido' });
  });

  it('refuses a wrong linha digitável with its own message (what the console shows)', () => {
    const result = updateInvoiceBody.safeParse({
      linhaDigitavel: '23793381286000782713695000063305975520000370001',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['linhaDigitavel'],
        message:
          'linha digitável inválida: confira os 47 (ou 48) números e os dígitos verificadores',
      }),
    ]);
    expect(updateInvoiceBody.parse({ linhaDigitavel: '' })).toEqual({ linhaDigitavel: '' });
  });

  it('refuses a contract ending before it starts', () => {
    const result = contractBody.safeParse({
      status: 'Ativo',
      formaPagamento: 'Pix',
      valorMensal: '99,90',
      inicio: '2026-05-01',
      fim: '2026-04-30',
      plano: 'Individual',
    });
    expect(result.success).toBe(false);
  });
});
