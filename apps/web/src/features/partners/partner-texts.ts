/** The partner screens' texts (docs/product.md#partner-types to #partner-detail), exactly. */
export const PARTNER_TEXTS = {
  openingLink: 'Abrindo link, aguarde!',
  serverDown: 'Servidor fora do ar!',
  empty: 'Nenhum parceiro encontrado!',
  loadFailed: 'Não foi possível carregar os parceiros.',
  allCategories: 'TODOS PARCEIROS',
  searchLabel: 'Digite o nome do parceiro',
  showFullText: 'Ver texto completo',
  hideFullText: 'Esconder texto completo',
  moreDetails: 'Mais detalhes →',
  couponCopied: 'Cupom copiado!',
} as const;

/** docs/product.md#constants-and-delays: rating comment at most 8000 characters, stars 1 to 5. */
export const COMMENT_MAX = 8000;
export const STARS = [1, 2, 3, 4, 5] as const;

/** 'N acessos' (docs/product.md#partner-list), with the singular for one. */
export function accessesLabel(count: number): string {
  return count === 1 ? '1 acesso' : `${count.toLocaleString('pt-BR')} acessos`;
}
