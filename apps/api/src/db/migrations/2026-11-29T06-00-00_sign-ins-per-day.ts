import { sql, type Kysely } from 'kysely';

/*
 * Sign-ins counted per company and Brazilian day (docs/decisions/052-sign-ins-per-company-day.md):
 * the member Login upserts the row of each company where the member holds a card, and the usage
 * report reads a year of a company as at most 366 rows. `login_evento` stays: it answers how many
 * different members signed in over a period.
 *
 * The sign-ins recorded so far are counted in, as the report counted them: one per company of the
 * member's cards.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_dia')
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id'))
    .addColumn('dia', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_dia_pk', ['empresa_id', 'dia'])
    .execute();
  await sql`
    insert into login_dia (empresa_id, dia, total)
    select c.empresa_id, e.dia, count(*)
    from login_evento e
    join cliente c on c.usuario_id = e.usuario_id and c.titular_id is null
    group by c.empresa_id, e.dia`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_dia').execute();
}
