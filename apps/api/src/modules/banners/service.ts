import { todayInBrazil, type GetBannersHomeResponse } from '@clube/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import { findCompanyTheme, listBanners } from './queries.js';

/** The home carousel's banners active today (console dates, decision 044) with the company's logo and colours (the theme the app refreshes). */
export async function homeBanners(
  db: Kysely<Database>,
  empresaId: number,
): Promise<GetBannersHomeResponse> {
  const [banners, theme] = await Promise.all([
    listBanners(db, empresaId, todayInBrazil()),
    findCompanyTheme(db, empresaId),
  ]);
  if (!theme) throw notFound('Empresa não encontrada.');
  return {
    // `alt` only when the console set one: the app falls back to its generic text.
    banners: banners.map((b) => ({
      banner: b.imagem,
      urli: b.link,
      ...(b.alt ? { alt: b.alt } : {}),
    })),
    logo: theme.logo,
    colors: {
      primary: theme.cor_primaria,
      secondary: theme.cor_secundaria,
      contrast: theme.cor_contraste,
    },
  };
}
