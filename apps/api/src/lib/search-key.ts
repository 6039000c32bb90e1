/**
 * The accent- and case-free form partner names are searched by ('Café São João' → 'cafe sao joao').
 * Stored in parceiro.nome_busca and applied to the search text, so both dialects match the same way
 * without unaccent() or collations (docs/decisions/001-two-database-dialects.md).
 */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
