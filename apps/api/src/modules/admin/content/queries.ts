import type { Insertable, Kysely, Updateable } from 'kysely';
import type {
  BannerTable,
  Database,
  FaqCategoriaTable,
  FaqItemTable,
  ServicoTable,
} from '../../../db/schema.js';
import { pageWindow } from '../list.js';

type Db = Kysely<Database>;
export type Scope = 'all' | readonly number[];

interface Page {
  sort: string;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

/** `in ()` is not SQL: an empty scope matches nothing. */
const ids = (scope: readonly number[]) => (scope.length > 0 ? [...scope] : [-1]);

async function paged<R>(rows: Promise<R[]>, count: Promise<{ total: number | string }>) {
  const [data, { total }] = await Promise.all([rows, count]);
  return { rows: data, total: Number(total) };
}

const bannerColumns = [
  'banner.id',
  'banner.empresa_id',
  'empresa.nome as empresa_nome',
  'banner.imagem',
  'banner.link',
  'banner.ordem',
  'banner.alt',
  'banner.ativo_de',
  'banner.ativo_ate',
] as const;

function bannersOf(db: Db, scope: Scope, empresaId?: number) {
  let q = db.selectFrom('banner').innerJoin('empresa', 'empresa.id', 'banner.empresa_id');
  if (scope !== 'all') q = q.where('banner.empresa_id', 'in', ids(scope));
  if (empresaId !== undefined) q = q.where('banner.empresa_id', '=', empresaId);
  return q;
}

export function listBannerRows(db: Db, scope: Scope, filter: Page & { empresaId?: number }) {
  const base = bannersOf(db, scope, filter.empresaId);
  const { offset, limit } = pageWindow(filter);
  const sort = filter.sort === 'id' ? 'banner.id' : 'banner.ordem';
  return paged(
    base
      .select(bannerColumns)
      .orderBy('banner.empresa_id')
      .orderBy(sort, filter.order)
      .orderBy('banner.id', filter.order)
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  );
}

export function findBanner(db: Db, id: number) {
  return bannersOf(db, 'all').select(bannerColumns).where('banner.id', '=', id).executeTakeFirst();
}
export type BannerRow = NonNullable<Awaited<ReturnType<typeof findBanner>>>;

export async function insertBanner(db: Db, values: Insertable<BannerTable>) {
  const { id } = await db
    .insertInto('banner')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateBanner(db: Db, id: number, values: Updateable<BannerTable>) {
  if (Object.keys(values).length > 0)
    await db.updateTable('banner').set(values).where('id', '=', id).execute();
}

export async function deleteBanner(db: Db, id: number) {
  await db.deleteFrom('banner').where('id', '=', id).execute();
}

export async function insertMedia(db: Db, id: string, mime: string, conteudo: Buffer, now: Date) {
  await db
    .insertInto('midia')
    .values({ id, mime, conteudo, usuario_id: null, created_at: now.toISOString() })
    .execute();
}

export async function deleteMedia(db: Db, url: string) {
  const id = /^\/media\/([\w.-]+)$/.exec(url)?.[1];
  if (id)
    await db.deleteFrom('midia').where('id', '=', id).where('usuario_id', 'is', null).execute();
}

/** FAQ categories: the club's (empresa null) to an admin only, with their item counts. */
function categoriesOf(db: Db, scope: Scope, empresaId?: number) {
  let q = db.selectFrom('faq_categoria as c').leftJoin('empresa', 'empresa.id', 'c.empresa_id');
  if (scope !== 'all') q = q.where('c.empresa_id', 'in', ids(scope));
  if (empresaId !== undefined) q = q.where('c.empresa_id', '=', empresaId);
  return q;
}

const categoryColumns = [
  'c.id',
  'c.empresa_id',
  'empresa.nome as empresa_nome',
  'c.nome',
  'c.ordem',
] as const;

/** The categories with how many items each holds. */
function withItemCount(db: Db, scope: Scope, empresaId?: number) {
  return categoriesOf(db, scope, empresaId).select((eb) => [
    ...categoryColumns,
    eb
      .selectFrom('faq_item')
      .select((e) => e.fn.countAll<number | string>().as('n'))
      .whereRef('faq_item.categoria_id', '=', 'c.id')
      .as('itens'),
  ]);
}

export function listCategoryRows(db: Db, scope: Scope, filter: Page & { empresaId?: number }) {
  const base = categoriesOf(db, scope, filter.empresaId);
  const { offset, limit } = pageWindow(filter);
  const sort = filter.sort === 'nome' ? 'c.nome' : filter.sort === 'id' ? 'c.id' : 'c.ordem';
  return paged(
    withItemCount(db, scope, filter.empresaId)
      .orderBy(sort, filter.order)
      .orderBy('c.id', filter.order)
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  );
}

export function findCategory(db: Db, id: number) {
  return withItemCount(db, 'all').where('c.id', '=', id).executeTakeFirst();
}
export type CategoryRow = NonNullable<Awaited<ReturnType<typeof findCategory>>>;

export async function insertCategory(db: Db, values: Insertable<FaqCategoriaTable>) {
  const { id } = await db
    .insertInto('faq_categoria')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateCategory(db: Db, id: number, values: Updateable<FaqCategoriaTable>) {
  if (Object.keys(values).length > 0)
    await db.updateTable('faq_categoria').set(values).where('id', '=', id).execute();
}

export async function deleteCategory(db: Db, id: number) {
  await db.deleteFrom('faq_item').where('categoria_id', '=', id).execute();
  await db.deleteFrom('faq_categoria').where('id', '=', id).execute();
}

const itemColumns = [
  'i.id',
  'i.categoria_id',
  'c.nome as categoria',
  'c.empresa_id',
  'i.pergunta',
  'i.resposta',
  'i.ordem',
] as const;

function itemsOf(db: Db, scope: Scope, categoriaId?: number) {
  let q = db.selectFrom('faq_item as i').innerJoin('faq_categoria as c', 'c.id', 'i.categoria_id');
  if (scope !== 'all') q = q.where('c.empresa_id', 'in', ids(scope));
  if (categoriaId !== undefined) q = q.where('i.categoria_id', '=', categoriaId);
  return q;
}

export function listItemRows(db: Db, scope: Scope, filter: Page & { categoriaId?: number }) {
  const base = itemsOf(db, scope, filter.categoriaId);
  const { offset, limit } = pageWindow(filter);
  const sort =
    filter.sort === 'pergunta' ? 'i.pergunta' : filter.sort === 'id' ? 'i.id' : 'i.ordem';
  return paged(
    base
      .select(itemColumns)
      .orderBy('c.ordem')
      .orderBy('c.id')
      .orderBy(sort, filter.order)
      .orderBy('i.id', filter.order)
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  );
}

export function findItem(db: Db, id: number) {
  return itemsOf(db, 'all').select(itemColumns).where('i.id', '=', id).executeTakeFirst();
}
export type ItemRow = NonNullable<Awaited<ReturnType<typeof findItem>>>;

export async function insertItem(db: Db, values: Insertable<FaqItemTable>) {
  const { id } = await db
    .insertInto('faq_item')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateItem(db: Db, id: number, values: Updateable<FaqItemTable>) {
  if (Object.keys(values).length > 0)
    await db.updateTable('faq_item').set(values).where('id', '=', id).execute();
}

export async function deleteItem(db: Db, id: number) {
  await db.deleteFrom('faq_item').where('id', '=', id).execute();
}

const serviceColumns = [
  'servico.id',
  'servico.empresa_id',
  'empresa.nome as empresa_nome',
  'servico.nome',
  'servico.descricao',
  'servico.ordem',
] as const;

function servicesOf(db: Db, scope: Scope, empresaId?: number) {
  let q = db.selectFrom('servico').innerJoin('empresa', 'empresa.id', 'servico.empresa_id');
  if (scope !== 'all') q = q.where('servico.empresa_id', 'in', ids(scope));
  if (empresaId !== undefined) q = q.where('servico.empresa_id', '=', empresaId);
  return q;
}

export function listServiceRows(db: Db, scope: Scope, filter: Page & { empresaId?: number }) {
  const base = servicesOf(db, scope, filter.empresaId);
  const { offset, limit } = pageWindow(filter);
  const sort =
    filter.sort === 'nome' ? 'servico.nome' : filter.sort === 'id' ? 'servico.id' : 'servico.ordem';
  return paged(
    base
      .select(serviceColumns)
      .orderBy('servico.empresa_id')
      .orderBy(sort, filter.order)
      .orderBy('servico.id', filter.order)
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  );
}

export function findService(db: Db, id: number) {
  return servicesOf(db, 'all')
    .select(serviceColumns)
    .where('servico.id', '=', id)
    .executeTakeFirst();
}
export type ServiceRow = NonNullable<Awaited<ReturnType<typeof findService>>>;

export async function insertService(db: Db, values: Insertable<ServicoTable>) {
  const { id } = await db
    .insertInto('servico')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateService(db: Db, id: number, values: Updateable<ServicoTable>) {
  if (Object.keys(values).length > 0)
    await db.updateTable('servico').set(values).where('id', '=', id).execute();
}

export async function deleteService(db: Db, id: number) {
  await db.deleteFrom('servico').where('id', '=', id).execute();
}

export function findAttendance(db: Db, empresaId: number) {
  return db
    .selectFrom('atendimento_contato')
    .select(['id', 'telefone', 'chat', 'video_chamada'])
    .where('empresa_id', '=', empresaId)
    .executeTakeFirst();
}

export async function saveAttendance(
  db: Db,
  empresaId: number,
  values: { telefone: string; chat: string; video_chamada: string },
) {
  const current = await findAttendance(db, empresaId);
  if (current) {
    await db.updateTable('atendimento_contato').set(values).where('id', '=', current.id).execute();
  } else {
    await db
      .insertInto('atendimento_contato')
      .values({ ...values, empresa_id: empresaId })
      .execute();
  }
}

/**
 * The company's links of these types become `links` (in this order), one row per type; rows of
 * other types stay as they are.
 */
export async function replaceVideoLinks(
  db: Db,
  empresaId: number,
  tipos: readonly string[],
  links: { tipo: string; url_video: string }[],
) {
  await db
    .deleteFrom('link_video')
    .where('empresa_id', '=', empresaId)
    .where('tipo', 'in', tipos)
    .execute();
  if (links.length > 0)
    await db
      .insertInto('link_video')
      .values(links.map((l, i) => ({ ...l, empresa_id: empresaId, ordem: i + 1 })))
      .execute();
}

export function findCompanyFlags(db: Db, id: number) {
  return db
    .selectFrom('empresa')
    .select(['id', 'atendimento_liberado'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function companyExists(db: Db, id: number) {
  return db.selectFrom('empresa').select('id').where('id', '=', id).executeTakeFirst();
}
