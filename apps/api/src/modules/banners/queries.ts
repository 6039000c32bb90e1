import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** A company's banners shown on `today` (yyyy-mm-dd, Brazil), in their order. */
export function listBanners(db: Db, empresaId: number, today: string) {
  return db
    .selectFrom('banner')
    .select(['imagem', 'link', 'alt'])
    .where('empresa_id', '=', empresaId)
    .where((eb) => eb.or([eb('ativo_de', 'is', null), eb('ativo_de', '<=', today)]))
    .where((eb) => eb.or([eb('ativo_ate', 'is', null), eb('ativo_ate', '>=', today)]))
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
