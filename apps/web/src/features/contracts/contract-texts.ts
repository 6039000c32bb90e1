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
