import type { Kysely } from 'kysely';
import type { Database, EmpresaTable } from '../../../db/schema.js';
import { contains } from '../list.js';
import type { Updateable, Insertable } from 'kysely';

type Db = Kysely<Database>;

/** The companies an operator may see: every one (admin) or their assigned ids. */
export type CompanyScope = 'all' | readonly number[];

export interface CompanyListFilter {
  nome?: string | undefined;
  sort: 'nome' | 'id';
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
  scope: CompanyScope;
}

function filtered(db: Db, { nome, scope }: Pick<CompanyListFilter, 'nome' | 'scope'>) {
  let query = db.selectFrom('empresa');
  if (scope !== 'all') {
    // An empty scope matches nothing (`in ()` is not valid SQL).
    query = query.where('id', 'in', scope.length > 0 ? [...scope] : [-1]);
  }
  if (nome) query = query.where(contains('nome', nome));
  return query;
}

export async function listCompanies(db: Db, filter: CompanyListFilter) {
  const base = filtered(db, filter);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(filter.sort, filter.order)
      .orderBy('id', filter.order)
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findCompany(db: Db, id: number) {
  return db.selectFrom('empresa').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listCompanyMenus(db: Db, empresaId: number) {
  return db
    .selectFrom('menu_parceiro')
    .select(['id', 'tipo', 'nome', 'ativo'])
    .where('empresa_id', '=', empresaId)
    .execute();
}

export async function insertCompany(db: Db, values: Insertable<EmpresaTable>) {
  const { id } = await db
    .insertInto('empresa')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateCompany(db: Db, id: number, values: Updateable<EmpresaTable>) {
  if (Object.keys(values).length === 0) return;
  await db.updateTable('empresa').set(values).where('id', '=', id).execute();
}

/** Switches a menu of the company on or off, making it when the company has none of that type. */
export async function setMenuActive(
  db: Db,
  empresaId: number,
  menu: { tipo: 0 | 1 | 2; nome: string },
  ativo: boolean,
) {
  const updated = await db
    .updateTable('menu_parceiro')
    .set({ ativo: ativo ? 1 : 0 })
    .where('empresa_id', '=', empresaId)
    .where('tipo', '=', menu.tipo)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .insertInto('menu_parceiro')
    .values({ empresa_id: empresaId, tipo: menu.tipo, nome: menu.nome, ativo: ativo ? 1 : 0 })
    .execute();
}

export async function insertMidia(db: Db, id: string, mime: string, conteudo: Buffer, now: Date) {
  await db
    .insertInto('midia')
    .values({ id, mime, conteudo, usuario_id: null, created_at: now.toISOString() })
    .execute();
}
