import { PARTNER_PAGE_SIZE } from '@clube/contract';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { precompiled } from '../../lib/precompiled.js';
import { innerRings, type NearMeArea } from './near-me.js';
import { prefixUpperBound } from './search-index.js';

type Db = Kysely<Database>;

// The fixed queries of the member's reads are compiled once (lib/precompiled.ts, decision 018).
const menusOf = precompiled((db, arg) =>
  db
    .selectFrom('menu_parceiro')
    .select(['id', 'tipo', 'nome', 'ativo'])
    .where('empresa_id', '=', arg<number>(0)),
);

/** The partner menus of a company, whatever their state. */
export function listMenus(db: Db, empresaId: number) {
  return menusOf(db, [empresaId]);
}
export type MenuRow = Awaited<ReturnType<typeof listMenus>>[number];

const activeMenu = precompiled((db, arg) =>
  db
    .selectFrom('menu_parceiro')
    .select(['id', 'tipo', 'nome'])
    .where('id', '=', arg<number>(1))
    .where('empresa_id', '=', arg<number>(0))
    .where('ativo', '=', 1),
);

/** A menu, only when it is an active menu of this company. */
export async function findActiveMenu(db: Db, empresaId: number, menuId: number) {
  return (await activeMenu(db, [empresaId, menuId]))[0];
}

/**
 * What a member may see of a partner: active, and its validity (last day, Brazilian calendar) not
 * yet passed. `today` is todayInBrazil(); a partner leaves the app the day after its validade.
 */
export function shownToMembers(
  eb: ExpressionBuilder<Database & { p: Database['parceiro'] }, 'p'>,
  today: string,
) {
  return eb.and([
    eb('p.ativo', '=', 1),
    eb.or([eb('p.validade', 'is', null), eb('p.validade', '>=', today)]),
  ]);
}

/**
 * The categories that have at least one partner the member sees in the menu: first in the order
 * the console set for this menu (menu_categoria), then by name.
 */
export function listMenuCategories(db: Db, menuId: number, today: string) {
  return menuCategoryRows(db, [menuId, today]);
}

const menuCategoryRows = precompiled((db, arg) =>
  db
    .selectFrom('categoria as c')
    .leftJoin('menu_categoria as mc', (join) =>
      join.onRef('mc.categoria_id', '=', 'c.id').on('mc.menu_parceiro_id', '=', arg<number>(0)),
    )
    .select(['c.id', 'c.nome', 'c.logo'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('parceiro as p')
          .select('p.id')
          .whereRef('p.categoria_id', '=', 'c.id')
          .where((eb) => shownToMembers(eb, arg<string>(1)))
          .where(({ exists, selectFrom }) =>
            exists(
              selectFrom('parceiro_menu as pm')
                .select('pm.parceiro_id')
                .whereRef('pm.parceiro_id', '=', 'p.id')
                .where('pm.menu_parceiro_id', '=', arg<number>(0))
                // PostgreSQL would merge this check into a hash join that reads every partner of
                // the category, for each category (11 ms of its CPU a request on the bench);
                // OFFSET 0 keeps it a lookup by key per partner, stopping at the first in the
                // menu (0.2 ms). SQLite plans it that way by itself (and wants no bare OFFSET).
                .$if(isPostgres(db), (q) => q.offset(0)),
            ),
          ),
      ),
    )
    .orderBy((eb) => eb.case().when('mc.ordem', 'is', null).then(1).else(0).end())
    .orderBy('mc.ordem')
    .orderBy('c.nome')
    .orderBy('c.id'),
);

export interface PartnerListFilter {
  menuId: number;
  categoriaId?: number;
  /** Accent-free words; each must start some word of the partner's name. */
  words: readonly string[];
  /** 1-based page of PARTNER_PAGE_SIZE; undefined = every match. */
  page?: number;
  /** todayInBrazil(): partners whose validade is before it are not listed. */
  today: string;
  /** The newest partners (the highest ids) first instead of by name. */
  newestFirst?: boolean;
  /** The acting card: its favourites are marked (and, with `favourites`, the only ones listed). */
  clienteId: number;
  favourites?: boolean;
  cidade?: string;
  /** 'Perto de mim': only partners with coordinates in this area, nearest first. */
  near?: NearMeArea;
}

type PartnerRef = ExpressionBuilder<Database & { p: Database['parceiro'] }, 'p'>;

/**
 * The average and count of a partner's ratings members see: a rating whose comment an operator
 * hid as abusive counts in neither (docs/decisions/091-ratings-members-can-trust.md).
 */
export function ratingSummary(eb: PartnerRef) {
  const visible = eb
    .selectFrom('avaliacao as a')
    .whereRef('a.parceiro_id', '=', 'p.id')
    .where('a.oculto', '=', 0);
  return [
    visible.select(sql<number | null>`cast(avg(a.nota) as double precision)`.as('m')).as('media'),
    visible.select(sql<number>`cast(count(*) as integer)`.as('n')).as('avaliacoes'),
  ] as const;
}

/** 1 (or true) when the card keeps the partner as favourite. */
export function isFavourite(eb: PartnerRef, clienteId: number) {
  return eb
    .exists(
      eb
        .selectFrom('favorito as f')
        .select('f.parceiro_id')
        .whereRef('f.parceiro_id', '=', 'p.id')
        .where('f.cliente_id', '=', clienteId),
    )
    .as('favorito');
}

/** (Δlat)² + (scale·Δlng)²: planar, enough to order and bound by distance within 50 km. */
function planarDistance(near: NearMeArea) {
  return sql<number>`((p.latitude - ${near.latitude}) * (p.latitude - ${near.latitude}) + (p.longitude - ${near.longitude}) * ${near.longitudeScale} * (p.longitude - ${near.longitude}) * ${near.longitudeScale})`;
}

/** Ids of the partners whose name has, for every word, a word starting with it: index ranges only. */
function matchingIds(db: Db, words: readonly string[]) {
  const [first, ...rest] = words.map((word) => {
    const bound = prefixUpperBound(word);
    const query = db
      .selectFrom('parceiro_palavra')
      .select('parceiro_id')
      .where('palavra', '>=', word);
    return bound === undefined ? query : query.where('palavra', '<', bound);
  });
  if (!first) throw new Error('matchingIds needs a word');
  return rest.reduce((all, next) => all.intersect(next), first);
}

/**
 * The ids of one page of a menu's partners (every match without a page), in the list's order:
 * by name (accent-free, then id), the newest first, or nearest first with the planar distance.
 * - Without words: the menu's rows (primary key range), or the category's rows in name order.
 * - With words: the matching ids come first from the word index, MATERIALIZED, so no planner walks
 *   the name index hoping to meet matches early (they cluster: every 'padaria' sorts under p). The
 *   CROSS JOINs keep SQLite on that order (its documented way to fix a join order; without
 *   statistics it would start from the whole menu); PostgreSQL plans them as inner joins.
 * - Near me: the box of the radius is a range of the coordinates index, which also holds what
 *   decides whether members see a partner: only the box's rows are measured, from the index alone.
 *   The CROSS JOIN keeps SQLite starting from the box even without statistics (it would start
 *   from the whole menu).
 */
function pageOfIds(
  db: Db,
  {
    menuId,
    categoriaId,
    words,
    page,
    today,
    newestFirst,
    clienteId,
    favourites,
    cidade,
    near,
  }: PartnerListFilter,
) {
  const from =
    words.length === 0
      ? near
        ? db
            .selectFrom('parceiro as p')
            .crossJoin('parceiro_menu as pm')
            .whereRef('pm.parceiro_id', '=', 'p.id')
        : db.selectFrom('parceiro as p').innerJoin('parceiro_menu as pm', 'pm.parceiro_id', 'p.id')
      : db
          .with(
            (cte) => cte('encontrado').materialized(),
            () => matchingIds(db, words),
          )
          .selectFrom('encontrado as e')
          .crossJoin('parceiro as p')
          .crossJoin('parceiro_menu as pm')
          .whereRef('p.id', '=', 'e.parceiro_id')
          .whereRef('pm.parceiro_id', '=', 'p.id');
  let query = from
    .select('p.id')
    .select(near ? planarDistance(near).as('distancia') : sql<null>`null`.as('distancia'))
    .where('pm.menu_parceiro_id', '=', menuId)
    .where((eb) => shownToMembers(eb, today));
  if (categoriaId !== undefined) query = query.where('p.categoria_id', '=', categoriaId);
  if (cidade !== undefined) query = query.where('p.cidade', '=', cidade);
  if (favourites)
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('favorito as f')
          .select('f.parceiro_id')
          .whereRef('f.parceiro_id', '=', 'p.id')
          .where('f.cliente_id', '=', clienteId),
      ),
    );
  if (near) {
    query = query
      .where('p.latitude', '>=', near.minLatitude)
      .where('p.latitude', '<=', near.maxLatitude)
      .where('p.longitude', '>=', near.minLongitude)
      .where('p.longitude', '<=', near.maxLongitude)
      .where(planarDistance(near), '<=', near.radiusDegreesSquared)
      .orderBy(planarDistance(near));
  } else if (newestFirst) query = query.orderBy('p.id', 'desc');
  else query = query.orderBy('p.nome_busca');
  query = query.orderBy('p.id');
  if (page !== undefined)
    query = query.limit(PARTNER_PAGE_SIZE).offset((page - 1) * PARTNER_PAGE_SIZE);
  return query;
}

/** What a card shows of a partner, beside its id, rating summary and favourite mark. */
const CARD_COLUMNS = [
  'p.nome',
  'p.logo',
  'c.nome as categoria',
  'p.acessos',
  'p.desconto',
  'p.texto',
  'p.texto_completo',
  'p.cidade',
  'p.latitude',
  'p.longitude',
] as const;

/**
 * The partners of a menu as the list shows them (pageOfIds says which and in what order). For a
 * page, the card's columns, its rating summary and the favourite mark are read for the page's rows
 * only, never for every match the order had to look at; every match (no page) is one statement,
 * as each row needs them anyway.
 */
export function partnerListQuery(db: Db, filter: PartnerListFilter) {
  const withCard = (eb: PartnerRef) => [...ratingSummary(eb), isFavourite(eb, filter.clienteId)];
  if (filter.page === undefined)
    return pageOfIds(db, filter)
      .innerJoin('categoria as c', 'c.id', 'p.categoria_id')
      .select(CARD_COLUMNS)
      .select(withCard);
  const query = db
    .selectFrom(pageOfIds(db, filter).as('pg'))
    .innerJoin('parceiro as p', 'p.id', 'pg.id')
    .innerJoin('categoria as c', 'c.id', 'p.categoria_id')
    .select(['p.id', ...CARD_COLUMNS])
    .select(withCard);
  const ordered = filter.near
    ? query.orderBy('pg.distancia')
    : filter.newestFirst
      ? query.orderBy('p.id', 'desc')
      : query.orderBy('p.nome_busca');
  return ordered.orderBy('p.id');
}

/**
 * One page of 'Perto de mim' is first looked for in the smaller rings: when a ring holds a whole
 * page, that page is the radius's too (every partner outside the ring is farther than all inside).
 */
export async function listPartners(db: Db, filter: PartnerListFilter) {
  if (filter.near && filter.page !== undefined)
    for (const ring of innerRings(filter.near)) {
      const rows = await partnerListQuery(db, { ...filter, near: ring }).execute();
      if (rows.length === PARTNER_PAGE_SIZE) return rows;
    }
  return partnerListQuery(db, filter).execute();
}
export type PartnerListRow = Awaited<ReturnType<typeof listPartners>>[number];

const menuPartner = precompiled((db, arg) =>
  db
    .selectFrom('parceiro as p')
    .innerJoin('parceiro_menu as pm', 'pm.parceiro_id', 'p.id')
    .innerJoin('categoria as c', 'c.id', 'p.categoria_id')
    .selectAll('p')
    .select('c.nome as categoria')
    .where('pm.menu_parceiro_id', '=', arg<number>(0))
    .where('p.id', '=', arg<number>(1))
    .where((eb) => shownToMembers(eb, arg<string>(2))),
);

/** A partner with its category name, only when the menu lists it and members may see it. */
export async function findMenuPartner(db: Db, menuId: number, parceiroId: number, today: string) {
  return (await menuPartner(db, [menuId, parceiroId, today]))[0];
}
export type PartnerDetailRow = NonNullable<Awaited<ReturnType<typeof findMenuPartner>>>;

/**
 * Counts a member card's visit to a partner at most once a day: the (parceiro, cliente, dia)
 * primary key drops repeats, and only a new row bumps the counter. Run inside a transaction.
 */
export async function countAccess(
  trx: Db,
  parceiroId: number,
  clienteId: number,
  dia: string,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('parceiro_acesso')
    .values((eb) => ({
      parceiro_id: parceiroId,
      cliente_id: clienteId,
      dia,
      // The card's company, for the usage reports: same statement, no extra round trip.
      empresa_id: eb.selectFrom('cliente').select('empresa_id').where('id', '=', clienteId),
    }))
    .onConflict((oc) => oc.columns(['parceiro_id', 'cliente_id', 'dia']).doNothing())
    .returning('parceiro_id')
    .executeTakeFirst();
  if (!inserted) return false;
  await trx
    .updateTable('parceiro')
    .set((eb) => ({ acessos: eb('acessos', '+', 1) }))
    .where('id', '=', parceiroId)
    .execute();
  return true;
}

const householdRating = precompiled((db, arg) =>
  db
    .selectFrom('avaliacao')
    .select(['nota', 'comentario', 'oculto'])
    .where('parceiro_id', '=', arg<number>(0))
    .where('titular_id', '=', arg<number>(1)),
);

/**
 * The household's rating of a partner: the one the holder or any of their dependents gave. A
 * comment an operator hid as abusive no longer reaches the member app (its grade stays).
 */
export async function findRating(db: Db, parceiroId: number, titularId: number) {
  const row = (await householdRating(db, [parceiroId, titularId]))[0];
  return row && { nota: row.nota, comentario: row.oculto === 1 ? '' : row.comentario };
}

export interface NewRating {
  parceiroId: number;
  /** The card that rates (the holder's, or a dependent's). */
  clienteId: number;
  /** The holder's card of that card (itself for a holder). */
  titularId: number;
  nota: number;
  comentario: string;
  now: Date;
}

/**
 * Stores a household's only rating of a partner; false when there is one already. The unique
 * (parceiro_id, titular_id) index decides, so two requests racing cannot both insert.
 */
export async function insertRating(db: Db, rating: NewRating): Promise<boolean> {
  const inserted = await db
    .insertInto('avaliacao')
    .values({
      parceiro_id: rating.parceiroId,
      cliente_id: rating.clienteId,
      titular_id: rating.titularId,
      nota: rating.nota,
      comentario: rating.comentario,
      created_at: rating.now.toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

const nationalPartnerLink = precompiled((db, arg) =>
  db
    .selectFrom('empresa as e')
    .innerJoin('menu_parceiro as m', 'm.empresa_id', 'e.id')
    .select('e.link_parceiro_nacional as link')
    .where('e.id', '=', arg<number>(0))
    .where('m.tipo', '=', arg<0 | 1 | 2>(1))
    .where('m.ativo', '=', 1),
);

/** The company's national-partner link, when its national menu is active. */
export async function findNationalPartnerLink(db: Db, empresaId: number, tipo: number) {
  const [row] = await nationalPartnerLink(db, [empresaId, tipo]);
  return row;
}
