import type { Contract, Invoice } from '@clube/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { listContractRows, listInvoiceRows, type ContractRow, type InvoiceRow } from './queries.js';

type Db = Kysely<Database>;

/** Money is integer cents in the database and reais on the wire (123456 → 1234.56). */
export const centsToReais = (cents: number): number => Math.round(cents) / 100;

export function toContract(row: ContractRow): Contract {
  return {
    idContrato: row.id,
    idCliente: row.cliente_id,
    status: row.status,
    forma_pagamento: row.forma_pagamento,
    valor_mensal: centsToReais(row.valor_mensal_centavos),
    inicio: row.inicio,
    fim: row.fim ?? '',
    plano: row.plano,
  };
}

/** The URL the app opens a boleto at. */
export const boletoUrl = (stored: string): string => stored;

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    vencimento: row.vencimento,
    pagoEm: row.pago_em ?? '',
    formaPagamento: row.forma_pagamento,
    boleto: boletoUrl(row.boleto),
    status: row.status,
    valor: centsToReais(row.valor_centavos),
    linhaDigitavel: row.linha_digitavel,
    pix: row.pix,
  };
}

export async function listContracts(db: Db, clienteId: number): Promise<Contract[]> {
  return (await listContractRows(db, clienteId)).map(toContract);
}

export async function listInvoices(db: Db, contratoId: number): Promise<Invoice[]> {
  return (await listInvoiceRows(db, contratoId)).map(toInvoice);
}
