import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export function findHelpContacts(db: Db, empresaId: number) {
  return db
    .selectFrom('empresa')
    .select([
      'ajuda_telefone1',
      'ajuda_telefone2',
      'ajuda_email',
      'ajuda_cep',
      'ajuda_logradouro',
      'ajuda_numero',
      'ajuda_complemento',
      'ajuda_bairro',
      'ajuda_cidade',
      'ajuda_uf',
    ])
    .where('id', '=', empresaId)
    .executeTakeFirst();
}
export type HelpContactsRow = NonNullable<Awaited<ReturnType<typeof findHelpContacts>>>;
