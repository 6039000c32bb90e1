import { LATEST_COMMENTS } from '@clube/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isFavourite, ratingSummary, shownToMembers } from './queries.js';

type Db = Kysely<Database>;

/** Keeps (or drops) a partner among a card's favourites; repeating either is harmless. */
export async function setFavourite(
  db: Db,
  clienteId: number,
  parceiroId: number,
  favorito: boolean,
  now: Date,
): Promise<void> {
  if (favorito)
    await db
      .insertInto('favorito')
      .values({ cliente_id: clienteId, parceiro_id: parceiroId, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['cliente_id', 'parceiro_id']).doNothing())
      .execute();
  else
    await db
      .deleteFrom('favorito')
      .where('cliente_id', '=', clienteId)
      .where('parceiro_id', '=', parceiroId)
      .execute();
}

/** What the detail adds to a partner: its visible ratings' summary and whether the card keeps it. */
export async function partnerExtras(db: Db, parceiroId: number, clienteId: number) {
  return db
    .selectFrom('parceiro as p')
    .select((eb) => [...ratingSummary(eb), isFavourite(eb, clienteId)])
    .where('p.id', '=', parceiroId)
    .executeTakeFirstOrThrow();
}

/** The latest comments members may read: never one an operator hid, never an empty one. */
export function latestComments(db: Db, parceiroId: number) {
  return db
    .selectFrom('avaliacao')
    .select(['nota', 'comentario', 'created_at'])
    .where('parceiro_id', '=', parceiroId)
    .where('oculto', '=', 0)
    .where('comentario', '<>', '')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LATEST_COMMENTS)
    .execute();
}

/** The cities (with state) of the partners a menu shows, by name: the options of the city filter. */
export function menuCities(db: Db, menuId: number, today: string) {
  return db
    .selectFrom('parceiro as p')
    .innerJoin('parceiro_menu as pm', 'pm.parceiro_id', 'p.id')
    .select(['p.cidade', 'p.uf'])
    .distinct()
    .where('pm.menu_parceiro_id', '=', menuId)
    .where((eb) => shownToMembers(eb, today))
    .where('p.cidade', '<>', '')
    .orderBy('p.cidade')
    .orderBy('p.uf')
    .execute();
}
