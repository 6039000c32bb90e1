import type { Kysely } from 'kysely';

/*
 * A notice is always in the app's inbox; beyond it, it goes to the phone (push) and by e-mail on
 * the channels its member consented to for its kind. `canais` narrows that further for one notice
 * (an operator's campaign sent only by e-mail, say): a comma-separated list of 'push' and 'email',
 * or null for every channel the member consented to.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('aviso').addColumn('canais', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('aviso').dropColumn('canais').execute();
}
