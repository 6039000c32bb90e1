import type { FaqCategory } from '@clube/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { listFaqRows } from './queries.js';

/**
 * The FAQ as stored, grouped by category in order. Empty categories and items without a question or
 * an answer are sent as they are: the app skips them (docs/product.md#faq), and sanitises each answer's HTML
 * when it renders it.
 */
export async function getFaq(db: Kysely<Database>, usuarioId: number): Promise<FaqCategory[]> {
  const byCategory = new Map<number, FaqCategory>();
  for (const row of await listFaqRows(db, usuarioId)) {
    let category = byCategory.get(row.categoriaId);
    if (!category) {
      category = { categoria: row.categoria, conteudo: [] };
      byCategory.set(row.categoriaId, category);
    }
    if (row.pergunta !== null && row.resposta !== null) {
      category.conteudo.push({ pergunta: row.pergunta, resposta: row.resposta });
    }
  }
  return [...byCategory.values()];
}
