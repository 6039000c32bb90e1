import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** The footer image of a company's virtual card. */
export async function findCardFooter(db: Db, empresaId: number): Promise<string> {
  const row = await db
    .selectFrom('empresa')
    .select('imagem_rodape_carteirinha')
    .where('id', '=', empresaId)
    .executeTakeFirst();
  return row?.imagem_rodape_carteirinha ?? '';
}
