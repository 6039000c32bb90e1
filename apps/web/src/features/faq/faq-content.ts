import type { FaqCategory } from '@clube/contract';

/** docs/product.md#faq: items lacking a question or an answer are skipped; categories left empty are hidden. */
export function visibleFaq(categories: FaqCategory[]): FaqCategory[] {
  return categories
    .map(({ categoria, conteudo }) => ({
      categoria,
      conteudo: conteudo.filter(({ pergunta, resposta }) => pergunta.trim() && resposta.trim()),
    }))
    .filter(({ conteudo }) => conteudo.length > 0);
}

/** Text compared without accents or case: 'cartao' finds 'Cartão'. */
function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** An answer's words without its markup (parsed inert: nothing in it runs or loads). */
function answerText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/**
 * The questions whose question or answer holds every word typed, in any order, accents and case
 * aside; categories with none are left out. An empty search keeps everything.
 */
export function searchFaq(categories: FaqCategory[], query: string): FaqCategory[] {
  const words = searchable(query).split(' ').filter(Boolean);
  if (words.length === 0) return categories;
  return categories
    .map(({ categoria, conteudo }) => ({
      categoria,
      conteudo: conteudo.filter(({ pergunta, resposta }) => {
        const text = searchable(`${pergunta} ${answerText(resposta)}`);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter(({ conteudo }) => conteudo.length > 0);
}
