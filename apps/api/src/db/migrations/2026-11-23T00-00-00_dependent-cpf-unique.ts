import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/*
 * One CPF per holder among their live dependents: two identical inserts racing each other (a
 * double tap, two instances) cannot both commit. Anonymised rows (cpf '') are left out.
 * Partial unique indexes work the same on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('cliente_titular_cpf_key')
    .on('cliente')
    .columns(['titular_id', 'cpf'])
    .unique()
    .where(sql<boolean>`titular_id is not null and anonimizado_em is null`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cliente_titular_cpf_key').execute();
}
