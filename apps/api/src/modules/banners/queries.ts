import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** A company's banners in their order. */
export function listBanners(db: Db, empresaId: number) {
  return db
    .selectFrom('banner')
    .select(['imagem', 'link'])
    .where('empresa_id', '=', empresaId)
    .orderBy('ordem')
    .orderBy('id')
    .execute();
}

/** The logo and colours the home screen refreshes the theme with. */
export function findCompanyTheme(db: Db, empresaId: number) {
  return db
    .selectFrom('empresa')
    .select(['logo', 'cor_primaria', 'cor_secundaria', 'cor_contraste'])
    .where('id', '=', empresaId)
    .executeTakeFirst();
}
