import { type Kysely } from 'kysely';

/*
 * The accent- and case-free form of a member's name (docs/decisions/080-member-name-search-key.md):
 * the console's member search matches `nome_busca like '%key%'`, so "joao" finds "João Pedro
 * Almeida" on both dialects without unaccent() or collations, as the partner search does.
 * Frozen: the key rule below is a copy of src/lib/search-key.ts at 2026-11-27, used only to fill the
 * key of members that exist before this migration.
 */

const key = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('usuario')
    .addColumn('nome_busca', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  let last = 0;
  for (;;) {
    const members: { id: number; nome: string }[] = await db
      .selectFrom('usuario')
      .select(['id', 'nome'])
      .where('id', '>', last)
      .orderBy('id')
      .limit(1000)
      .execute();
    if (members.length === 0) break;
    for (const m of members) {
      await db
        .updateTable('usuario')
        .set({ nome_busca: key(m.nome) })
        .where('id', '=', m.id)
        .execute();
    }
    last = members[members.length - 1]?.id ?? last;
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('usuario').dropColumn('nome_busca').execute();
}
