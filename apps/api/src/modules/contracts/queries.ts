import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { precompiled } from '../../lib/precompiled.js';

type Db = Kysely<Database>;

// Fixed queries, compiled once (lib/precompiled.ts, decision 018).
const contractRows = precompiled((db, arg) =>
  db
    .selectFrom('contrato')
    .selectAll()
    .where('cliente_id', '=', arg<number>(0))
    .orderBy('inicio', 'desc')
    .orderBy('id', 'desc'),
);

/** The card's contracts, the newest first. */
export function listContractRows(db: Db, clienteId: number) {
  return contractRows(db, [clienteId]);
}
export type ContractRow = Awaited<ReturnType<typeof listContractRows>>[number];

const invoiceRows = precompiled((db, arg) =>
  db
    .selectFrom('fatura')
    .selectAll()
    .where('contrato_id', '=', arg<number>(0))
    .orderBy('vencimento', 'desc')
    .orderBy('id', 'desc'),
);

/** A contract's invoices, the latest due date first. */
export function listInvoiceRows(db: Db, contratoId: number) {
  return invoiceRows(db, [contratoId]);
}
export type InvoiceRow = Awaited<ReturnType<typeof listInvoiceRows>>[number];
