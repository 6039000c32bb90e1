import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type {
  Database,
  ParceiroImportacaoLinhaTable,
  ParceiroImportacaoTable,
  ParceiroTable,
} from '../../../db/schema.js';
import { searchKey } from '../../../lib/search-key.js';
import { contains, pageWindow } from '../list.js';

type Db = Kysely<Database>;

/** Partners, categories and menus as the console reads and writes them. */

export interface PartnerListFilter {
  nome?: string | undefined;
  categoriaId?: number | undefined;
  empresaId?: number | undefined;
  ativo?: boolean | undefined;
  /** 'all' (admin): every partner; else partners listed by a menu of these companies. */
  scope: 'all' | readonly number[];
  sort: 'nome' | 'id' | 'validade' | 'acessos';
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

const inScope = (db: Db, scope: readonly number[], empresaId?: number) =>
  db
    .selectFrom('parceiro_menu as pm')
    .innerJoin('menu_parceiro as m', 'm.id', 'pm.menu_parceiro_id')
    .select('pm.parceiro_id')
    .where('m.empresa_id', 'in', scope.length > 0 ? [...scope] : [-1])
    .$if(empresaId !== undefined, (q) => q.where('m.empresa_id', '=', empresaId!));

function filtered(db: Db, f: PartnerListFilter) {
  let query = db.selectFrom('parceiro as p').innerJoin('categoria as c', 'c.id', 'p.categoria_id');
  // Without accents or case, like the member search ('cafe' finds 'Café').
  if (f.nome) query = query.where(contains('p.nome_busca', searchKey(f.nome)));
  if (f.categoriaId !== undefined) query = query.where('p.categoria_id', '=', f.categoriaId);
  if (f.ativo !== undefined) query = query.where('p.ativo', '=', f.ativo ? 1 : 0);
  if (f.scope !== 'all') {
    query = query.where('p.id', 'in', inScope(db, f.scope, f.empresaId));
  } else if (f.empresaId !== undefined) {
    query = query.where('p.id', 'in', inScope(db, [f.empresaId]));
  }
  return query;
}

export async function listPartners(db: Db, f: PartnerListFilter) {
  const base = filtered(db, f);
  // A partner without validity sorts after every date on both dialects (their nulls differ).
  const sortColumn =
    f.sort === 'nome'
      ? sql.ref('p.nome_busca')
      : f.sort === 'validade'
        ? sql`coalesce(p.validade, '9999-12-31')`
        : sql.ref(`p.${f.sort}`);
  const { offset, limit } = pageWindow(f);
  const [rows, count] = await Promise.all([
    base
      .select([
        'p.id',
        'p.nome',
        'c.nome as categoria',
        'p.logo',
        'p.desconto',
        'p.validade',
        'p.ativo',
        'p.acessos',
      ])
      .orderBy(sortColumn, f.order)
      .orderBy('p.id', f.order)
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findPartner(db: Db, id: number) {
  return db
    .selectFrom('parceiro as p')
    .innerJoin('categoria as c', 'c.id', 'p.categoria_id')
    .selectAll('p')
    .select('c.nome as categoria')
    .where('p.id', '=', id)
    .executeTakeFirst();
}
export type PartnerRow = NonNullable<Awaited<ReturnType<typeof findPartner>>>;

/** Every company menu that lists the partner, with the company's name. */
export function listPartnerMenus(db: Db, parceiroId: number) {
  return db
    .selectFrom('parceiro_menu as pm')
    .innerJoin('menu_parceiro as m', 'm.id', 'pm.menu_parceiro_id')
    .innerJoin('empresa as e', 'e.id', 'm.empresa_id')
    .select(['m.id', 'm.empresa_id', 'm.tipo', 'e.nome as empresa'])
    .where('pm.parceiro_id', '=', parceiroId)
    .orderBy('e.nome')
    .orderBy('m.tipo')
    .execute();
}

export function listCompanyMenus(db: Db, empresaIds: readonly number[]) {
  if (empresaIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('menu_parceiro')
    .select(['id', 'empresa_id', 'tipo', 'nome', 'ativo'])
    .where('empresa_id', 'in', [...empresaIds])
    .execute();
}

export function findCompanies(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('empresa')
    .select(['id', 'nome'])
    .where('id', 'in', [...ids])
    .execute();
}

export async function insertMenu(db: Db, empresaId: number, tipo: 0 | 1 | 2, nome: string) {
  const { id } = await db
    .insertInto('menu_parceiro')
    .values({ empresa_id: empresaId, tipo, nome, ativo: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertPartner(db: Db, values: Insertable<ParceiroTable>) {
  const { id } = await db
    .insertInto('parceiro')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updatePartner(db: Db, id: number, values: Updateable<ParceiroTable>) {
  if (Object.keys(values).length === 0) return;
  await db.updateTable('parceiro').set(values).where('id', '=', id).execute();
}

/** Sets which of these menus list the partner: adds `add`, removes `remove`. */
export async function changePartnerMenus(
  db: Db,
  parceiroId: number,
  add: readonly number[],
  remove: readonly number[],
) {
  if (remove.length > 0)
    await db
      .deleteFrom('parceiro_menu')
      .where('parceiro_id', '=', parceiroId)
      .where('menu_parceiro_id', 'in', [...remove])
      .execute();
  if (add.length > 0)
    await db
      .insertInto('parceiro_menu')
      .values(add.map((menu_parceiro_id) => ({ parceiro_id: parceiroId, menu_parceiro_id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
}

export async function insertMidia(db: Db, id: string, mime: string, conteudo: Buffer, now: Date) {
  await db
    .insertInto('midia')
    .values({ id, mime, conteudo, usuario_id: null, created_at: now.toISOString() })
    .execute();
}

/* ---------------------------------------------------------------- categories */

export async function listCategories(
  db: Db,
  f: {
    nome?: string | undefined;
    sort: 'nome' | 'id';
    order: 'asc' | 'desc';
    page: number;
    perPage: number;
  },
) {
  let base = db.selectFrom('categoria as c');
  if (f.nome) base = base.where(contains('c.nome', f.nome));
  const { offset, limit } = pageWindow(f);
  const [rows, count] = await Promise.all([
    base
      .select(['c.id', 'c.nome', 'c.logo'])
      .select((eb) =>
        eb
          .selectFrom('parceiro as p')
          .select((e) => e.fn.countAll<number | string>().as('n'))
          .whereRef('p.categoria_id', '=', 'c.id')
          .as('parceiros'),
      )
      .orderBy(f.sort === 'nome' ? sql`lower(c.nome)` : sql.ref('c.id'), f.order)
      .orderBy('c.id', f.order)
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findCategory(db: Db, id: number) {
  return db
    .selectFrom('categoria as c')
    .select(['c.id', 'c.nome', 'c.logo'])
    .select((eb) =>
      eb
        .selectFrom('parceiro as p')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('p.categoria_id', '=', 'c.id')
        .as('parceiros'),
    )
    .where('c.id', '=', id)
    .executeTakeFirst();
}

/** Categories with this name, compared without case (another id than `exceptId`). */
export async function categoryNamed(db: Db, nome: string, exceptId?: number) {
  let q = db
    .selectFrom('categoria')
    .select('id')
    .where(sql<boolean>`lower(nome) = ${nome.toLowerCase()}`);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
}

export function allCategories(db: Db) {
  return db.selectFrom('categoria').select(['id', 'nome']).execute();
}

/* ---------------------------------------------------------------- the strip */

/** The categories of the menu's partners (any state) in the strip's order: set first, then by name. */
export function stripCategories(db: Db, menuId: number) {
  return db
    .selectFrom('categoria as c')
    .leftJoin('menu_categoria as mc', (join) =>
      join.onRef('mc.categoria_id', '=', 'c.id').on('mc.menu_parceiro_id', '=', menuId),
    )
    .select(['c.id', 'c.nome', 'c.logo'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('parceiro as p')
          .innerJoin('parceiro_menu as pm', 'pm.parceiro_id', 'p.id')
          .select('p.id')
          .whereRef('p.categoria_id', '=', 'c.id')
          .where('pm.menu_parceiro_id', '=', menuId),
      ),
    )
    .orderBy((eb) => eb.case().when('mc.ordem', 'is', null).then(1).else(0).end())
    .orderBy('mc.ordem')
    .orderBy('c.nome')
    .orderBy('c.id')
    .execute();
}

export async function setStripOrder(db: Db, menuId: number, categoriaIds: readonly number[]) {
  await db.deleteFrom('menu_categoria').where('menu_parceiro_id', '=', menuId).execute();
  if (categoriaIds.length > 0)
    await db
      .insertInto('menu_categoria')
      .values(
        categoriaIds.map((categoria_id, i) => ({
          menu_parceiro_id: menuId,
          categoria_id,
          ordem: i + 1,
        })),
      )
      .execute();
}

export async function insertCategory(db: Db, nome: string, logo: string) {
  const { id } = await db
    .insertInto('categoria')
    .values({ nome, logo })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateCategory(db: Db, id: number, values: { nome?: string; logo?: string }) {
  if (Object.keys(values).length === 0) return;
  await db.updateTable('categoria').set(values).where('id', '=', id).execute();
}

export async function deleteCategory(db: Db, id: number) {
  await db.deleteFrom('categoria').where('id', '=', id).execute();
}

/* ---------------------------------------------------------------- partner import */

export function partnersNamed(db: Db, nomeBusca: string) {
  return db
    .selectFrom('parceiro')
    .select('id')
    .where('nome_busca', '=', nomeBusca)
    .limit(2)
    .execute();
}

export async function insertImportJob(db: Db, values: Insertable<ParceiroImportacaoTable>) {
  const { id } = await db
    .insertInto('parceiro_importacao')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertImportLines(
  db: Db,
  lines: readonly Insertable<ParceiroImportacaoLinhaTable>[],
) {
  // 9 values a line: 200 lines stay far below SQLite's parameter limit.
  for (let i = 0; i < lines.length; i += 200)
    await db
      .insertInto('parceiro_importacao_linha')
      .values(lines.slice(i, i + 200))
      .execute();
}

export function findImportJob(db: Db, id: number) {
  return db.selectFrom('parceiro_importacao').selectAll().where('id', '=', id).executeTakeFirst();
}
export type PartnerImportJobRow = NonNullable<Awaited<ReturnType<typeof findImportJob>>>;

export async function updateImportJob(
  db: Db,
  id: number,
  values: Updateable<ParceiroImportacaoTable>,
) {
  await db.updateTable('parceiro_importacao').set(values).where('id', '=', id).execute();
}

/** Moves a dry run to `status`; false when it was no longer a dry run (a concurrent confirm). */
export async function closeDryRun(db: Db, id: number, status: 'done' | 'discarded', at: string) {
  const result = await db
    .updateTable('parceiro_importacao')
    .set({ status, concluido_em: at })
    .where('id', '=', id)
    .where('status', '=', 'dry_run')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function listImportLines(db: Db, importacaoId: number) {
  return db
    .selectFrom('parceiro_importacao_linha')
    .selectAll()
    .where('importacao_id', '=', importacaoId)
    .orderBy('linha')
    .execute();
}

export function listImportErrorLines(db: Db, importacaoId: number, limit?: number) {
  return db
    .selectFrom('parceiro_importacao_linha')
    .select(['linha', 'nome', 'erro', 'original'])
    .where('importacao_id', '=', importacaoId)
    .where('acao', '=', 'error')
    .orderBy('linha')
    .$if(limit !== undefined, (q) => q.limit(limit!))
    .execute();
}
