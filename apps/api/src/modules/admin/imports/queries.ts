import { sql, type Insertable, type Kysely, type RawBuilder, type Updateable } from 'kysely';
import type {
  Cliente,
  ClienteUpdate,
  Database,
  ImportacaoLinhaTable,
  ImportacaoTable,
  NewCliente,
  NewUsuario,
} from '../../../db/schema.js';

type Db = Kysely<Database>;

/** IN lists stay well under both dialects' parameter limits. */
const CHUNK = 500;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function findCompany(db: Db, empresaId: number) {
  return db
    .selectFrom('empresa')
    .select(['id', 'nome'])
    .where('id', '=', empresaId)
    .executeTakeFirst();
}

export interface ExistingMember {
  usuarioId: number;
  nome: string;
  /** This company's company cards of the member (not dependents, not erased), oldest first. */
  cards: Cliente[];
}

/** The logins of these CPFs and their cards in the company, by CPF. */
export async function findMembersByCpf(
  db: Db,
  empresaId: number,
  cpfs: readonly string[],
): Promise<Map<string, ExistingMember>> {
  const found = new Map<string, ExistingMember>();
  for (const part of chunks([...new Set(cpfs)])) {
    if (part.length === 0) continue;
    const usuarios = await db
      .selectFrom('usuario')
      .select(['id', 'login', 'nome'])
      .where('login', 'in', part)
      .execute();
    for (const u of usuarios) found.set(u.login, { usuarioId: u.id, nome: u.nome, cards: [] });
    if (usuarios.length === 0) continue;
    const cards = await db
      .selectFrom('cliente')
      .selectAll()
      .where('empresa_id', '=', empresaId)
      .where('titular_id', 'is', null)
      .where('anonimizado_em', 'is', null)
      .where(
        'usuario_id',
        'in',
        usuarios.map((u) => u.id),
      )
      .orderBy('id')
      .execute();
    const byUsuario = new Map(usuarios.map((u) => [u.id, u.login]));
    for (const card of cards) {
      const login = byUsuario.get(card.usuario_id ?? -1);
      if (login !== undefined) found.get(login)?.cards.push(card);
    }
  }
  return found;
}

/** Inserts logins and answers their ids by login. */
export async function insertUsuarios(db: Db, rows: NewUsuario[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of chunks(rows, 100)) {
    const inserted = await db
      .insertInto('usuario')
      .values(part)
      .returning(['id', 'login'])
      .execute();
    for (const row of inserted) ids.set(row.login, row.id);
  }
  return ids;
}

export async function insertClientes(db: Db, rows: NewCliente[]): Promise<void> {
  for (const part of chunks(rows, 250)) await db.insertInto('cliente').values(part).execute();
}

/** Integer columns of `cliente` an import may change (cast for PostgreSQL's CASE). */
const INTEGER_COLUMNS = new Set(['sexo_id', 'perfil_id']);

/**
 * Updates many cards, each with its own values, in few statements: the rows that change the same
 * columns go together, as `set col = case id when … then … end` (portable to both dialects).
 */
export async function updateClientes(
  db: Db,
  updates: readonly { id: number; changes: ClienteUpdate }[],
  updatedAt: string,
): Promise<void> {
  const groups = new Map<string, { id: number; changes: ClienteUpdate }[]>();
  for (const update of updates) {
    const key = Object.keys(update.changes).sort().join(',');
    groups.set(key, [...(groups.get(key) ?? []), update]);
  }
  for (const [key, group] of groups) {
    const columns = key.split(',') as (keyof ClienteUpdate & string)[];
    for (const part of chunks(group, 100)) {
      const set: Record<string, RawBuilder<unknown> | string> = { updated_at: updatedAt };
      for (const column of columns) {
        const whens = part.map(({ id, changes }) => {
          const value = changes[column] ?? null;
          return INTEGER_COLUMNS.has(column)
            ? sql`when ${id} then cast(${value} as integer)`
            : sql`when ${id} then ${value}`;
        });
        set[column] = sql`case id ${sql.join(whens, sql` `)} end`;
      }
      await db
        .updateTable('cliente')
        .set(set as ClienteUpdate)
        .where(
          'id',
          'in',
          part.map((u) => u.id),
        )
        .execute();
    }
  }
}

export async function insertOutbox(db: Db, rows: Insertable<Database['outbox']>[]): Promise<void> {
  for (const part of chunks(rows, 100)) await db.insertInto('outbox').values(part).execute();
}

/* ---------------------------------------------------------------- jobs */

export function insertJob(db: Db, job: Insertable<ImportacaoTable>) {
  return db.insertInto('importacao').values(job).returning('id').executeTakeFirstOrThrow();
}

export async function insertLines(db: Db, lines: Insertable<ImportacaoLinhaTable>[]) {
  // 7 columns a line: 500 lines stay far below SQLite's 32,766 parameters.
  for (const part of chunks(lines, 100))
    await db.insertInto('importacao_linha').values(part).execute();
}

export function findJob(db: Db, id: number) {
  return db
    .selectFrom('importacao as i')
    .innerJoin('empresa as e', 'e.id', 'i.empresa_id')
    .selectAll('i')
    .select('e.nome as empresa_nome')
    .where('i.id', '=', id)
    .executeTakeFirst();
}
export type JobRow = NonNullable<Awaited<ReturnType<typeof findJob>>>;

export async function updateJob(db: Db, id: number, values: Updateable<ImportacaoTable>) {
  await db.updateTable('importacao').set(values).where('id', '=', id).execute();
}

/** Moves a job from one of `from` to `to`; false when another request moved it first. */
export async function moveJob(
  db: Db,
  id: number,
  from: readonly ImportacaoTable['status'][],
  values: Updateable<ImportacaoTable> & { status: ImportacaoTable['status'] },
): Promise<boolean> {
  const result = await db
    .updateTable('importacao')
    .set(values)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Another job of the company being written now (confirmed or applying, touched since `since`). */
export function findRunningJob(db: Db, empresaId: number, exceptId: number, since: string) {
  return db
    .selectFrom('importacao')
    .select('id')
    .where('empresa_id', '=', empresaId)
    .where('id', '<>', exceptId)
    .where('status', 'in', ['confirmed', 'applying'])
    .where('updated_at', '>=', since)
    .executeTakeFirst();
}

export function listErrorLines(db: Db, jobId: number, limit?: number) {
  let query = db
    .selectFrom('importacao_linha')
    .select(['linha', 'cpf', 'erro', 'original'])
    .where('importacao_id', '=', jobId)
    .where('acao', '=', 'error')
    .orderBy('linha');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/** The first lines of one planned action, in file order (the dry run's preview). */
export function listPlannedLines(
  db: Db,
  jobId: number,
  action: 'create' | 'update',
  limit: number,
) {
  return db
    .selectFrom('importacao_linha')
    .select(['linha', 'cpf', 'dados'])
    .where('importacao_id', '=', jobId)
    .where('acao', '=', action)
    .orderBy('linha')
    .limit(limit)
    .execute();
}

/** One batch of lines in file order, after the line `afterId` (keyset paging). */
export function listLines(db: Db, jobId: number, afterId: number, limit: number) {
  return db
    .selectFrom('importacao_linha')
    .select(['id', 'linha', 'cpf', 'dados', 'erro', 'acao'])
    .where('importacao_id', '=', jobId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function setLineOutcome(
  db: Db,
  ids: number[],
  acao: ImportacaoLinhaTable['acao'],
  erro: string | null,
): Promise<void> {
  for (const part of chunks(ids))
    await db.updateTable('importacao_linha').set({ acao, erro }).where('id', 'in', part).execute();
}

export async function countActions(db: Db, jobId: number) {
  const rows = await db
    .selectFrom('importacao_linha')
    .select(['acao', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('importacao_id', '=', jobId)
    .groupBy('acao')
    .execute();
  const counts = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.acao] = Number(row.n);
  return counts;
}

/**
 * The company's active cards (company cards, not ended, not erased) whose CPF is on no line of
 * the job: those 'desativar quem não está no arquivo' ends.
 */
function missingCards(db: Db, empresaId: number, jobId: number) {
  return db
    .selectFrom('cliente as c')
    .innerJoin('usuario as u', 'u.id', 'c.usuario_id')
    .where('c.empresa_id', '=', empresaId)
    .where('c.titular_id', 'is', null)
    .where('c.encerrado_em', 'is', null)
    .where('c.anonimizado_em', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('importacao_linha as l')
            .select('l.id')
            .where('l.importacao_id', '=', jobId)
            .whereRef('l.cpf', '=', 'u.login'),
        ),
      ),
    );
}

export async function countMissingCards(db: Db, empresaId: number, jobId: number) {
  const row = await missingCards(db, empresaId, jobId)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listMissingCards(db: Db, empresaId: number, jobId: number) {
  return missingCards(db, empresaId, jobId)
    .select(['c.id', 'c.usuario_id', 'u.login'])
    .orderBy('c.id')
    .execute();
}

export async function endCards(db: Db, ids: number[], today: string, now: string) {
  for (const part of chunks(ids))
    await db
      .updateTable('cliente')
      .set({ encerrado_em: today, updated_at: now, codigo_segredo: null })
      .where('id', 'in', part)
      .execute();
}

/**
 * Drops the lines a finished job no longer needs (they hold personal data): all of them once
 * discarded, all but the error rows (the error CSV) once done.
 */
export async function dropLines(db: Db, jobId: number, keepErrors: boolean): Promise<void> {
  let query = db.deleteFrom('importacao_linha').where('importacao_id', '=', jobId);
  if (keepErrors) query = query.where('acao', '<>', 'error');
  await query.execute();
}
