/** Texts of the contract screens (docs/product.md#contracts, #contract-details). */
export const CONTRACT_TEXTS = {
  title: 'Contrato',
  detailsTitle: 'Detalhes do contrato',
  moreDetails: 'Mais detalhes',
  payments: 'Pagamentos',
  backToContracts: 'Voltar para Contrato',
  empty: 'Nenhum contrato encontrado.',
  emptyHint: 'Quando houver um contrato neste cartão, ele aparece aqui.',
  noPayments: 'Nenhum pagamento encontrado.',
  noPaymentsHint: 'As faturas deste contrato aparecem aqui assim que forem geradas.',
  loadFailed: 'Não foi possível carregar seus contratos.',
  paymentsFailed: 'Não foi possível carregar os pagamentos.',
  noneChosen: 'Escolha um contrato para ver os detalhes.',
  unavailable: 'O contrato não fica disponível para este cartão.',
  unavailableHint: 'Para saber mais sobre o seu plano, fale com a sua empresa.',
  openBoleto: 'Abrir boleto',
} as const;

/** Paying an invoice from the app (docs/product.md#contract-details). */
export const PAYMENT_TEXTS = {
  amount: 'Valor',
  copyLine: 'Copiar linha digitável',
  lineCopied: 'Linha digitável copiada!',
  copyPix: 'Pix copia e cola',
  pixCopied: 'Código Pix copiado! Cole no app do seu banco.',
  overdue: 'Fatura vencida',
  overdueHint: 'Pague o quanto antes para manter seus benefícios.',
} as const;
