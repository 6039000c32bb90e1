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
