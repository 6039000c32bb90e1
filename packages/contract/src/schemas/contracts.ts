import { z } from 'zod';
import { id } from './common.js';

export const contract = z.object({
  idContrato: z.number(),
  idCliente: z.number(),
  status: z.string(),
  forma_pagamento: z.string(),
  /** Reais (the database keeps integer cents). */
  valor_mensal: z.number(),
  inicio: z.string(),
  fim: z.string(),
  plano: z.string(),
});
export type Contract = z.infer<typeof contract>;
export const getContratoBody = z.object({ idCliente: id });
export const getContratoResponse = z.array(contract);

export const invoice = z.object({
  vencimento: z.string(),
  pagoEm: z.string(),
  formaPagamento: z.string(),
  boleto: z.string(),
  status: z.string(),
  /** Reais, like the contract's monthly value. */
  valor: z.number(),
  /** Digits only; '' when the invoice has none. */
  linhaDigitavel: z.string(),
  /** The Pix copia e cola the operator stored; '' for none. */
  pix: z.string(),
});
export type Invoice = z.infer<typeof invoice>;
export const getContratoPagamentoBody = z.object({ idCliente: id, idContrato: id });
export const getContratoPagamentoResponse = z.array(invoice);
