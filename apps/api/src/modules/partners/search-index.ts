import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { searchKey } from '../../lib/search-key.js';

type Db = Kysely<Database>;

/** More words than this in a search are ignored: each one is a range lookup in the word index. */
export const MAX_SEARCH_WORDS = 8;
/** Rows per INSERT: far below SQLite's 32,766 bound parameters. */
const BATCH = 500;

/**
 * The distinct accent- and case-free words of a text ('Doceria Brigadeiro & Cia' →
 * ['doceria', 'brigadeiro', 'cia']): what parceiro_palavra holds for a partner name and what a
 * search is split into (docs/decisions/005-partner-search-word-index.md).
 */
export function nameWords(text: string): string[] {
  return [...new Set(searchKey(text).split(/[^\p{L}\p{N}]+/u))].filter((word) => word !== '');
}

/** The words of the member's search text, at most MAX_SEARCH_WORDS; [] lists everything. */
export function searchWords(busca: string | undefined): string[] {
  return nameWords(busca ?? '').slice(0, MAX_SEARCH_WORDS);
}

/**
 * The smallest string above every string that starts with `prefix`, in code-point (= UTF-8 byte)
 * order: 'cafe' → 'caff'. `palavra >= prefix AND palavra < bound` is then an index range on SQLite
 * (BINARY) and on PostgreSQL (column COLLATE "C"). Undefined when no bound exists.
 */
export function prefixUpperBound(prefix: string): string | undefined {
  const chars = [...prefix];
  while (chars.length > 0) {
    const last = (chars.pop() ?? '').codePointAt(0) ?? 0;
    if (last < 0x10ffff) {
      const next = last + 1 === 0xd800 ? 0xe000 : last + 1; // skip the surrogate block
      return chars.join('') + String.fromCodePoint(next);
    }
  }
  return undefined;
}

/**
 * (Re)writes the word index of these partners from their names. Call it in the same transaction
 * as every insert or rename of a parceiro, or the partner cannot be found by name.
 */
export async function indexPartnerNames(
  db: Db,
  partners: readonly { id: number; nome: string }[],
): Promise<void> {
  for (let i = 0; i < partners.length; i += BATCH) {
    const batch = partners.slice(i, i + BATCH);
    await db
      .deleteFrom('parceiro_palavra')
      .where(
        'parceiro_id',
        'in',
        batch.map((p) => p.id),
      )
      .execute();
    const rows = batch.flatMap((p) =>
      nameWords(p.nome).map((palavra) => ({ palavra, parceiro_id: p.id })),
    );
    for (let j = 0; j < rows.length; j += BATCH) {
      await db
        .insertInto('parceiro_palavra')
        .values(rows.slice(j, j + BATCH))
        .execute();
    }
  }
}
