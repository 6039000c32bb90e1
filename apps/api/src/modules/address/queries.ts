import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface AddressColumns {
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  uf: string;
}

export async function updateAddressRow(
  db: Db,
  clienteId: number,
  values: AddressColumns & { updated_at: string },
): Promise<void> {
  await db.updateTable('cliente').set(values).where('id', '=', clienteId).execute();
}
