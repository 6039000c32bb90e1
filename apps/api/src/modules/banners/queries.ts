import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { precompiled } from '../../lib/precompiled.js';

type Db = Kysely<Database>;

// Fixed queries, compiled once (lib/precompiled.ts, decision 018).
const bannerRows = precompiled((db, arg) =>
  db
    .selectFrom('banner')
    .select(['imagem', 'link', 'alt'])
    .where('empresa_id', '=', arg<number>(0))
    .where((eb) => eb.or([eb('ativo_de', 'is', null), eb('ativo_de', '<=', arg<string>(1))]))
    .where((eb) => eb.or([eb('ativo_ate', 'is', null), eb('ativo_ate', '>=', arg<string>(1))]))
    .orderBy('ordem')
    .orderBy('id'),
);

/** A company's banners shown on `today` (yyyy-mm-dd, Brazil), in their order. */
export function listBanners(db: Db, empresaId: number, today: string) {
  return bannerRows(db, [empresaId, today]);
}

const companyTheme = precompiled((db, arg) =>
  db
    .selectFrom('empresa')
    .select(['logo', 'cor_primaria', 'cor_secundaria', 'cor_contraste'])
    .where('id', '=', arg<number>(0)),
);

/** The logo and colours the home screen refreshes the theme with. */
export async function findCompanyTheme(db: Db, empresaId: number) {
  return (await companyTheme(db, [empresaId]))[0];
}
