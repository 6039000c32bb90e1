import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** The card's contracts, the newest first. */
export function listContractRows(db: Db, clienteId: number) {
  return db
    .selectFrom('contrato')
    .selectAll()
    .where('cliente_id', '=', clienteId)
    .orderBy('inicio', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
export type ContractRow = Awaited<ReturnType<typeof listContractRows>>[number];

/** A contract's invoices, the latest due date first. */
export function listInvoiceRows(db: Db, contratoId: number) {
  return db
    .selectFrom('fatura')
    .selectAll()
    .where('contrato_id', '=', contratoId)
    .orderBy('vencimento', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
export type InvoiceRow = Awaited<ReturnType<typeof listInvoiceRows>>[number];
