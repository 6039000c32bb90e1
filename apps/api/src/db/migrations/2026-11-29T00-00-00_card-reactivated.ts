import { sql, type Kysely } from 'kysely';

/*
 * The day an operator last reactivated a card (Brazil's date, yyyy-mm-dd). The contract-end job
 * (docs/decisions/053-contract-end-job.md) ends a card whose contracts have all ended only when one
 * of them ended on or after that day: a contract that had already ended when the operator brought
 * the card back does not end it again.
 *
 * Cards reactivated before this migration get the day of their member's last `reactivateCard`
 * audit row (its UTC day: at most one day off, on the safe side of an old contract).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cliente').addColumn('reativado_em', 'text').execute();
  await sql`
    update cliente set reativado_em = (
      select max(substr(a.quando, 1, 10)) from auditoria a
      where a.acao = 'reactivateCard' and a.registro_id = cast(cliente.usuario_id as text)
    )
    where titular_id is null and usuario_id is not null and encerrado_em is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cliente').dropColumn('reativado_em').execute();
}
