import { todayInBrazil } from '@clube/contract';
import { rotateUserCardSecrets } from '../counter/card-secret.js';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { accountNotices, writeAccountNotice } from '../notices/write.js';

type Db = Kysely<Database>;

export function findUsuarioByLogin(db: Db, login: string) {
  return db.selectFrom('usuario').selectAll().where('login', '=', login).executeTakeFirst();
}

export function findUsuarioById(db: Db, id: number) {
  return db.selectFrom('usuario').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The live company cards a user holds (not their dependents, not the ended ones: an operator
 * deactivated it or its contract ended), with the company's theme and flags.
 */
export function listCompanyCards(db: Db, usuarioId: number) {
  return db
    .selectFrom('cliente as c')
    .innerJoin('empresa as e', 'e.id', 'c.empresa_id')
    .select([
      'c.id as idCliente',
      'c.perfil_id as idPerfil',
      'e.id as idEmpresa',
      'e.nome',
      'e.logo',
      'e.cor_primaria',
      'e.cor_secundaria',
      'e.cor_contraste',
      'e.tadodoi',
      'e.create_dependents',
      'e.atendimento_liberado',
      'e.link_pet',
      'e.link_treinos',
    ])
    .where('c.usuario_id', '=', usuarioId)
    .where('c.titular_id', 'is', null)
    .where('c.encerrado_em', 'is', null)
    .orderBy('c.id')
    .execute();
}
export type CompanyCardRow = Awaited<ReturnType<typeof listCompanyCards>>[number];

/** Stores a new password hash, clears the first-access flag and bumps the token version. */
export async function changePassword(db: Db, usuarioId: number, senhaHash: string) {
  // The card codes' secrets rotate with the password: a device signed out no longer derives them.
  await rotateUserCardSecrets(db, usuarioId);
  // Run in the change's transaction: the member hears of it exactly when it happened.
  await writeAccountNotice(db, usuarioId, accountNotices.passwordChanged(), new Date());
  return db
    .updateTable('usuario')
    .set((eb) => ({
      senha_hash: senhaHash,
      alterar_senha: 0,
      token_version: eb('token_version', '+', 1),
    }))
    .where('id', '=', usuarioId)
    .returning(['id', 'token_version'])
    .executeTakeFirstOrThrow();
}

/**
 * The same password's hash at today's parameters (decision 056), only if the stored one is still
 * `old`: a password changed meanwhile is never overwritten. Sessions stay valid (same password).
 */
export async function replacePasswordHash(db: Db, usuarioId: number, old: string, hash: string) {
  await db
    .updateTable('usuario')
    .set({ senha_hash: hash })
    .where('id', '=', usuarioId)
    .where('senha_hash', '=', old)
    .execute();
}

/** The member's last sign-in, shown in the operator console. */
export async function recordSignIn(db: Db, usuarioId: number, now: Date) {
  await db
    .updateTable('usuario')
    .set({ ultimo_acesso_em: now.toISOString() })
    .where('id', '=', usuarioId)
    .execute();
}

/**
 * One sign-in for the usage reports (docs/decisions/052-sign-ins-per-company-day.md): the event
 * (who signed in, which day) and one more on the day's counter of each company where the member
 * holds a card. Two statements that read nothing first; on PostgreSQL they run side by side.
 */
export async function insertSignInEvent(db: Db, usuarioId: number, now: Date) {
  const dia = todayInBrazil(now);
  await Promise.all([
    db
      .insertInto('login_evento')
      .values({ usuario_id: usuarioId, dia, em: now.toISOString() })
      .execute(),
    db
      .insertInto('login_dia')
      .columns(['empresa_id', 'dia', 'total'])
      .expression((eb) =>
        eb
          .selectFrom('cliente')
          .select([
            'empresa_id',
            sql<string>`cast(${dia} as text)`.as('dia'),
            sql<number>`1`.as('total'),
          ])
          .where('usuario_id', '=', usuarioId)
          .where('titular_id', 'is', null)
          .groupBy('empresa_id'),
      )
      .onConflict((oc) =>
        oc
          .columns(['empresa_id', 'dia'])
          .doUpdateSet((eb) => ({ total: eb('login_dia.total', '+', 1) })),
      )
      .execute(),
  ]);
}

export async function acceptTerms(db: Db, usuarioId: number, now: Date) {
  await db
    .updateTable('usuario')
    .set({ termo_pendente: 0, termo_aceito_em: now.toISOString() })
    .where('id', '=', usuarioId)
    .execute();
}

/**
 * Logout: bumps the token version, so every token of the member stops working, on every device.
 * A per-token deny-list would end only this one, but needs a table read on every call and a purge;
 * ending them all is also what a member who left a session open elsewhere wants.
 */
export async function endSessions(db: Db, usuarioId: number) {
  await rotateUserCardSecrets(db, usuarioId);
  await db
    .updateTable('usuario')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', usuarioId)
    .execute();
}
