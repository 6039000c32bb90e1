import type { Kysely } from 'kysely';
import type { Cliente, ClienteUpdate, Database, NewCliente } from '../../db/schema.js';
import { precompiled } from '../../lib/precompiled.js';
import { ERASED_PERSON } from '../../db/cliente-row.js';
import { deleteUseReportsOf } from '../counter/uses.js';

type Db = Kysely<Database>;

const dependentRows = precompiled((db, arg) =>
  db
    .selectFrom('cliente as c')
    .leftJoin('sexo as s', 's.id', 'c.sexo_id')
    .leftJoin('grau_parentesco as g', 'g.id', 'c.grau_parentesco_id')
    .select(['c.id', 'c.nome', 'c.nascimento', 'c.cpf', 's.nome as sexo', 'g.nome as grau'])
    .where('c.titular_id', '=', arg<number>(0))
    .where('c.anonimizado_em', 'is', null)
    .orderBy('c.nome')
    .orderBy('c.id'),
);

/** The live (not anonymised) dependents of a holder's card, with the sexo and grau labels. */
export function listDependentRows(db: Db, titularId: number) {
  return dependentRows(db, [titularId]);
}
export type DependentRow = Awaited<ReturnType<typeof listDependentRows>>[number];

export async function companyAllowsDependents(db: Db, empresaId: number): Promise<boolean> {
  const row = await db
    .selectFrom('empresa')
    .select('create_dependents')
    .where('id', '=', empresaId)
    .executeTakeFirst();
  return row?.create_dependents === 1;
}

/** The id of a live dependent of this holder with this CPF (other than `exceptId`), if any. */
export async function findDependentByCpf(
  db: Db,
  titularId: number,
  cpf: string,
  exceptId?: number,
): Promise<number | undefined> {
  let query = db
    .selectFrom('cliente')
    .select('id')
    .where('titular_id', '=', titularId)
    .where('cpf', '=', cpf)
    .where('anonimizado_em', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst())?.id;
}

/** Whether the CPF is a member's own (a sign-in or a holder's card): docs/decisions/009. */
export async function isMemberCpf(db: Db, cpf: string): Promise<boolean> {
  const usuario = await db
    .selectFrom('usuario')
    .select('id')
    .where('login', '=', cpf)
    .executeTakeFirst();
  if (usuario) return true;
  const card = await db
    .selectFrom('cliente')
    .select('id')
    .where('cpf', '=', cpf)
    .where('titular_id', 'is', null)
    .where('anonimizado_em', 'is', null)
    .executeTakeFirst();
  return card !== undefined;
}

/**
 * Takes the write lock of the holder's card for the rest of the transaction (a no-op update: a
 * row lock on PostgreSQL; SQLite writes one transaction at a time anyway), so two writes racing
 * on one card count its dependents and photos one after the other.
 */
export async function lockHolderCard(db: Db, titularId: number): Promise<void> {
  await db
    .updateTable('cliente')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', titularId)
    .execute();
}

/** The live dependents of a holder's card, and how many its company allows. */
export async function dependentCount(db: Db, titular: { id: number; empresa_id: number }) {
  const { n } = await db
    .selectFrom('cliente')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('titular_id', '=', titular.id)
    .where('anonimizado_em', 'is', null)
    .executeTakeFirstOrThrow();
  const { max_dependentes: max } = await db
    .selectFrom('empresa')
    .select('max_dependentes')
    .where('id', '=', titular.empresa_id)
    .executeTakeFirstOrThrow();
  return { live: Number(n), max };
}

/** How many dependents the holder ever had (anonymised ones included): numbers new cards. */
export async function countAllDependents(db: Db, titularId: number): Promise<number> {
  const { n } = await db
    .selectFrom('cliente')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('titular_id', '=', titularId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export function insertDependentRow(db: Db, values: NewCliente): Promise<Cliente> {
  return db.insertInto('cliente').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateDependentRow(db: Db, id: number, values: ClienteUpdate): Promise<Cliente> {
  return db
    .updateTable('cliente')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * True when records that must outlive the person (contracts, prescriptions, appointments, uses at
 * partners and the checks behind them) point at them.
 */
export async function hasKeptHistory(db: Db, clienteId: number): Promise<boolean> {
  for (const table of [
    'contrato',
    'receita',
    'agendamento',
    'documento',
    'uso',
    'parceiro_verificacao',
  ] as const) {
    const row = await db
      .selectFrom(table)
      .select('cliente_id')
      .where('cliente_id', '=', clienteId)
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/** Removes the dependent's row; emergency contacts, ratings and partner accesses go with it (cascade). */
export async function deleteDependentRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('cliente').where('id', '=', id).execute();
}

/** Erases the personal data of a dependent whose history must stay, and what hangs off it. */
export async function anonymiseDependentRow(db: Db, id: number, now: string): Promise<void> {
  await db.deleteFrom('contato_emergencia').where('cliente_id', '=', id).execute();
  await db.deleteFrom('avaliacao').where('cliente_id', '=', id).execute();
  await db.deleteFrom('parceiro_acesso').where('cliente_id', '=', id).execute();
  await deleteUseReportsOf(db, [id]);
  await db
    .updateTable('cliente')
    .set({
      ...ERASED_PERSON,
      updated_at: now,
      anonimizado_em: now,
    })
    .where('id', '=', id)
    .execute();
}
