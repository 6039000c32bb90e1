import { addDays, todayInBrazil } from '@clube/contract';
import type { Kysely } from 'kysely';
import type { Cliente, Database } from '../db/schema.js';
import { deletePhoto } from '../lib/photo.js';
import { ERASED_PERSON } from '../db/cliente-row.js';
import { deleteUseReportsOf } from '../modules/counter/uses.js';
import { runWithLease } from './job-lease.js';

type Db = Kysely<Database>;

export const RETENTION = {
  /** Personal data of a card stays this many days after the card ended (docs/product.md#personal-data-and-retention, decision 026). */
  graceDays: 30,
  /** Cards read per query; the job loops until none is left. */
  batch: 100,
  /** The job's row in `tarefa` (the lease shared by every instance). */
  jobName: 'lgpd-retention',
} as const;

/** The login of an erased usuário: never the digits of a CPF, so nobody can sign in with it. */
export const ERASED_LOGIN_PREFIX = 'apagado-';

export interface RetentionResult {
  /** Company cards erased (with their dependents). */
  erasedCards: number;
  /** Dependents erased with those cards. */
  erasedDependents: number;
  /** Logins erased because none of their cards remained. */
  erasedLogins: number;
}

/** Health records and everything else hanging off the people; contracts and invoices stay. */
async function deleteRecordsOf(db: Db, ids: number[]): Promise<void> {
  await db.deleteFrom('contato_emergencia').where('cliente_id', 'in', ids).execute();
  await db.deleteFrom('avaliacao').where('cliente_id', 'in', ids).execute();
  await db.deleteFrom('parceiro_acesso').where('cliente_id', 'in', ids).execute();
  await db.deleteFrom('receita').where('cliente_id', 'in', ids).execute();
  await db.deleteFrom('documento').where('cliente_id', 'in', ids).execute();
  await db.deleteFrom('agendamento').where('cliente_id', 'in', ids).execute();
  await db.deleteFrom('aviso').where('cliente_id', 'in', ids).execute();
  await deleteUseReportsOf(db, ids);
}

/**
 * Erases a login none of whose cards remain: it can no longer sign in (the CPF is replaced, the
 * password hash removed, every token ended), and its photos, recovery codes, stored answers and
 * the outbox messages addressed to its e-mail or phone go.
 */
async function eraseLogin(db: Db, usuarioId: number): Promise<boolean> {
  const usuario = await db
    .selectFrom('usuario')
    .select(['id', 'login', 'email', 'telefone', 'foto'])
    .where('id', '=', usuarioId)
    .executeTakeFirst();
  if (!usuario || usuario.login.startsWith(ERASED_LOGIN_PREFIX)) return false;
  const contacts = [usuario.email.trim(), usuario.telefone.trim()].filter((c) => c !== '');
  if (contacts.length > 0) await db.deleteFrom('outbox').where('destino', 'in', contacts).execute();
  await db.deleteFrom('codigo_recuperacao').where('usuario_id', '=', usuarioId).execute();
  await db.deleteFrom('acesso_dispositivo').where('usuario_id', '=', usuarioId).execute();
  const subscriptions = await db
    .selectFrom('push_inscricao')
    .select('id')
    .where('usuario_id', '=', usuarioId)
    .execute();
  if (subscriptions.length > 0)
    await db
      .deleteFrom('outbox')
      .where('canal', '=', 'push')
      .where(
        'destino',
        'in',
        subscriptions.map((s) => String(s.id)),
      )
      .execute();
  await db.deleteFrom('push_inscricao').where('usuario_id', '=', usuarioId).execute();
  await db.deleteFrom('aviso_preferencia').where('usuario_id', '=', usuarioId).execute();
  await deletePhoto(db, usuario.foto);
  await db.deleteFrom('midia').where('usuario_id', '=', usuarioId).execute();
  await db
    .updateTable('usuario')
    .set((eb) => ({
      login: `${ERASED_LOGIN_PREFIX}${usuarioId}`,
      senha_hash: '',
      nome: '',
      nome_busca: '',
      email: '',
      telefone: '',
      foto: '',
      alterar_senha: 0,
      termo_pendente: 0,
      token_version: eb('token_version', '+', 1),
    }))
    .where('id', '=', usuarioId)
    .execute();
  return true;
}

/**
 * Erases one ended card and its dependents, if it is still due (an operator may have reactivated
 * it meanwhile); run inside a transaction. Answers how many dependents went, and whether the login
 * went too, or null when the card was not due any more.
 */
export async function eraseCard(
  db: Db,
  cardId: number,
  cutoff: string,
  nowIso: string,
): Promise<{ dependents: number; login: boolean; usuarioId: number | null } | null> {
  // The conditional update checks the card is still due and takes its row lock (PostgreSQL).
  const card = await db
    .updateTable('cliente')
    .set({ updated_at: nowIso })
    .where('id', '=', cardId)
    .where('titular_id', 'is', null)
    .where('anonimizado_em', 'is', null)
    .where('encerrado_em', '<', cutoff)
    .returningAll()
    .executeTakeFirst();
  if (!card) return null;
  const dependents: Cliente[] = await db
    .selectFrom('cliente')
    .selectAll()
    .where('titular_id', '=', card.id)
    .execute();
  const people = [card, ...dependents];
  const ids = people.map((p) => p.id);

  for (const person of people) await deletePhoto(db, person.foto);
  await deleteRecordsOf(db, ids);
  // One statement: a dependent's CPF is unique per card among the rows not yet anonymised.
  await db
    .updateTable('cliente')
    .set((eb) => ({
      ...ERASED_PERSON,
      updated_at: nowIso,
      anonimizado_em: eb.fn.coalesce('anonimizado_em', eb.val(nowIso)),
    }))
    .where('id', 'in', ids)
    .execute();
  // The erased card is no longer one of the login's cards.
  await db.updateTable('cliente').set({ usuario_id: null }).where('id', '=', card.id).execute();

  let login = false;
  if (card.usuario_id !== null) {
    // Stored answers of its writes may copy a dependent's data; they are only a 24 h replay aid.
    await db.deleteFrom('idempotencia').where('usuario_id', '=', card.usuario_id).execute();
    const remaining = await db
      .selectFrom('cliente')
      .select('id')
      .where('usuario_id', '=', card.usuario_id)
      .limit(1)
      .executeTakeFirst();
    if (!remaining) login = await eraseLogin(db, card.usuario_id);
  }
  const erasedDependents = dependents.filter((d) => d.anonimizado_em === null).length;
  return { dependents: erasedDependents, login, usuarioId: card.usuario_id };
}

/**
 * The LGPD retention job (docs/decisions/026-lgpd-retention.md): every card that ended more than
 * RETENTION.graceDays days before `now` (an operator ended it, or the contract-end job did when its
 * last contract ended) is erased with its dependents, one card per transaction. Safe to run again at any time, and
 * from several instances or the CLI at once.
 */
export async function runRetention(
  db: Db,
  now: Date = new Date(),
  forgetSessions: (ids: readonly number[]) => void = () => {},
): Promise<RetentionResult> {
  const today = todayInBrazil(now);
  const cutoff = addDays(today, -RETENTION.graceDays);
  const nowIso = now.toISOString();
  const result: RetentionResult = {
    erasedCards: 0,
    erasedDependents: 0,
    erasedLogins: 0,
  };
  for (;;) {
    const due = await db
      .selectFrom('cliente')
      .select('id')
      .where('titular_id', 'is', null)
      .where('anonimizado_em', 'is', null)
      .where('encerrado_em', '<', cutoff)
      .orderBy('id')
      .limit(RETENTION.batch)
      .execute();
    if (due.length === 0) break;
    for (const { id } of due) {
      const erased = await db.transaction().execute((trx) => eraseCard(trx, id, cutoff, nowIso));
      // Not due any more (reactivated meanwhile): the next query no longer finds it either.
      if (!erased) continue;
      // An erased login's token version was bumped: the member API reads it again (decision 125).
      if (erased.login && erased.usuarioId !== null) forgetSessions([erased.usuarioId]);
      result.erasedCards += 1;
      result.erasedDependents += erased.dependents;
      if (erased.login) result.erasedLogins += 1;
    }
  }
  return result;
}

/**
 * The scheduled form: runs the job only when no instance has run it in the last `everyMs` (the
 * lease), and answers null when another instance has.
 */
export async function runScheduledRetention(
  db: Db,
  everyMs: number,
  now: () => Date = () => new Date(),
  forgetSessions?: (ids: readonly number[]) => void,
): Promise<RetentionResult | null> {
  return runWithLease(db, RETENTION.jobName, everyMs, now, (at) =>
    runRetention(db, at, forgetSessions),
  );
}
