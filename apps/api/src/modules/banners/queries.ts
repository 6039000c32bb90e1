import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { precompiled } from '../../lib/precompiled.js';

type Db = Kysely<Database>;

// Fixed queries, compiled once (lib/precompiled.ts, issue 10).
const bannerRows = precompiled((db, arg) =>
  db
    .selectFrom('banner')
    .select(['imagem', 'link'])
    .where('empresa_id', '=', arg<number>(0))
    .orderBy('ordem')
    .orderBy('id'),
);

/** A company's banners in their order. */
export function listBanners(db: Db, empresaId: number) {
  return bannerRows(db, [empresaId]);
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
