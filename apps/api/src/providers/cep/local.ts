import { maskCep } from '@clube/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CepProvider } from './provider.js';

/** The seeded `cep_local` table: works offline, knows only the CEPs it was given. */
export function localCepProvider(db: Kysely<Database>): CepProvider {
  return {
    async lookup(cep) {
      const row = await db
        .selectFrom('cep_local')
        .select(['cep', 'logradouro', 'bairro', 'localidade', 'uf'])
        .where('cep', '=', cep)
        .executeTakeFirst();
      return row ? { ...row, cep: maskCep(row.cep) } : null;
    },
  };
}
