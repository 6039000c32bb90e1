import { endpoints, type Contract, type Invoice } from '@clube/contract';
import { describe, expect } from 'vitest';
import type { Cliente } from '../../src/db/schema.js';
import { call } from '../helpers/app.js';
import { FORBIDDEN, type RecordsWorld, recordsTest } from '../helpers/records-world.js';

/** A bank linha digitável and the Pix manual's BR Code, as the console stores them. */
const BANK_LINE = '23793381286000782713695000063305975520000370000';
const PIX =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

let mine: number;
let older: number;
let theirs: number;
let dependents: number;

async function insertContract(
  w: RecordsWorld,
  card: Cliente,
  inicio: string,
  valor: number,
  fim: string | null,
) {
  const { id } = await w.t.database.db
    .insertInto('contrato')
    .values({
      cliente_id: card.id,
      status: fim ? 'Encerrado' : 'Ativo',
      forma_pagamento: 'Boleto',
      valor_mensal_centavos: valor,
      inicio,
      fim,
      plano: 'Plano Família',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const it = recordsTest();
it.beforeAll(async ({ records: w }) => {
  mine = await insertContract(w, w.me.cards[0]!, '2025-01-01', 123456, null);
  older = await insertContract(w, w.me.cards[0]!, '2023-01-01', 9990, '2024-12-31');
  theirs = await insertContract(w, w.someoneElse.cards[0]!, '2025-02-01', 5000, null);
  dependents = await insertContract(w, w.me.dependent, '2025-03-01', 2500, null);
  await w.t.database.db
    .insertInto('fatura')
    .values([
      {
        contrato_id: mine,
        vencimento: '2025-01-10',
        pago_em: '2025-01-08',
        forma_pagamento: 'Boleto',
        boleto: '/media/boleto-1',
        status: 'Pago',
        valor_centavos: 123456,
        linha_digitavel: '',
        pix: '',
      },
      {
        contrato_id: mine,
        vencimento: '2025-02-10',
        pago_em: null,
        forma_pagamento: 'Boleto',
        boleto: '/media/boleto-2',
        status: 'Em aberto',
        valor_centavos: 123456,
        linha_digitavel: BANK_LINE,
        pix: PIX,
      },
      {
        contrato_id: theirs,
        vencimento: '2025-02-10',
        pago_em: null,
        forma_pagamento: 'Pix',
        boleto: '',
        status: 'Em aberto',
        valor_centavos: 5000,
        linha_digitavel: '',
        pix: '',
      },
    ])
    .execute();
});

const getContrato = (w: RecordsWorld, body: unknown, token = w.token) =>
  call(w.t.app, endpoints.getContrato, body, { token });
const getPagamentos = (w: RecordsWorld, body: unknown, token = w.token) =>
  call(w.t.app, endpoints.getContratoPagamento, body, { token });

describe('POST /api/clube/v1/get-contrato', () => {
  it("answers the card's contracts, newest first, money in reais and ISO dates", async ({
    records: w,
  }) => {
    const response = await getContrato(w, { idCliente: w.me.cards[0]!.id });
    expect(response.statusCode).toBe(200);
    expect(response.json<Contract[]>()).toEqual([
      {
        idContrato: mine,
        idCliente: w.me.cards[0]!.id,
        status: 'Ativo',
        forma_pagamento: 'Boleto',
        valor_mensal: 1234.56,
        inicio: '2025-01-01',
        fim: '',
        plano: 'Plano Família',
      },
      expect.objectContaining({ idContrato: older, valor_mensal: 99.9, fim: '2024-12-31' }),
    ]);
  });

  it("answers a dependent's own contracts, not the holder's", async ({ records: w }) => {
    const response = await getContrato(w, { idCliente: w.me.dependent.id });
    expect(response.json<Contract[]>().map((c) => c.idContrato)).toEqual([dependents]);
  });

  it('answers an empty list for a card without contracts', async ({ records: w }) => {
    expect((await getContrato(w, { idCliente: w.me.cards[1]!.id })).json()).toEqual([]);
  });

  it("refuses another member's card with 403", async ({ records: w }) => {
    const response = await getContrato(w, { idCliente: w.someoneElse.cards[0]!.id });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
  });
});

describe('POST /api/clube/v1/get-contrato-pagamento', () => {
  it("answers the contract's invoices, the latest due date first, with amount, linha digitável and Pix", async ({
    records: w,
  }) => {
    const response = await getPagamentos(w, { idCliente: w.me.cards[0]!.id, idContrato: mine });
    expect(response.statusCode).toBe(200);
    expect(response.json<Invoice[]>()).toEqual([
      {
        vencimento: '2025-02-10',
        pagoEm: '',
        formaPagamento: 'Boleto',
        boleto: '/media/boleto-2',
        status: 'Em aberto',
        valor: 1234.56,
        linhaDigitavel: BANK_LINE,
        pix: PIX,
      },
      {
        vencimento: '2025-01-10',
        pagoEm: '2025-01-08',
        formaPagamento: 'Boleto',
        boleto: '/media/boleto-1',
        status: 'Pago',
        valor: 1234.56,
        linhaDigitavel: '',
        pix: '',
      },
    ]);
  });

  it("refuses another member's contract under my card with 403", async ({ records: w }) => {
    const response = await getPagamentos(w, { idCliente: w.me.cards[0]!.id, idContrato: theirs });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
  });

  it("refuses another member's contract under their card with 403", async ({ records: w }) => {
    const body = { idCliente: w.someoneElse.cards[0]!.id, idContrato: theirs };
    expect((await getPagamentos(w, body)).statusCode).toBe(403);
  });

  it('refuses my contract named under another of my cards with 403', async ({ records: w }) => {
    const response = await getPagamentos(w, { idCliente: w.me.cards[1]!.id, idContrato: mine });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a contract that does not exist with 403', async ({ records: w }) => {
    const response = await getPagamentos(w, { idCliente: w.me.cards[0]!.id, idContrato: 999_999 });
    expect(response.statusCode).toBe(403);
  });
});
