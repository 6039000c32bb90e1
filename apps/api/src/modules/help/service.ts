import { maskCep, type HelpInfo } from '@clube/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import { findHelpContacts, type HelpContactsRow } from './queries.js';

type Db = Kysely<Database>;

export function toHelpInfo(row: HelpContactsRow): HelpInfo {
  return {
    telefone1: row.ajuda_telefone1,
    telefone2: row.ajuda_telefone2,
    email: row.ajuda_email,
    cep: maskCep(row.ajuda_cep),
    logradouro: row.ajuda_logradouro,
    numero: row.ajuda_numero,
    complemento: row.ajuda_complemento,
    bairro: row.ajuda_bairro,
    cidade: row.ajuda_cidade,
    uf: row.ajuda_uf,
  };
}

/** The company's help contacts (docs/product.md#help); 404 for a company that does not exist. */
export async function getHelpInfo(db: Db, empresaId: number): Promise<HelpInfo> {
  const row = await findHelpContacts(db, empresaId);
  if (!row) throw notFound('Empresa não encontrada.');
  return toHelpInfo(row);
}
