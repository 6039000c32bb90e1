import type { Contract, CustomerProfile, Invoice } from '@clube/contract';

export const ACTIVE: Contract = {
  idContrato: 41,
  idCliente: 10,
  status: 'Ativo',
  forma_pagamento: 'Boleto bancário',
  valor_mensal: 1234.56,
  inicio: '2024-03-01',
  fim: '',
  plano: 'Plano Família Plus',
};

export const CLOSED: Contract = {
  idContrato: 17,
  idCliente: 10,
  status: 'Encerrado',
  forma_pagamento: 'Cartão de crédito',
  valor_mensal: 49.9,
  inicio: '2022-01-01',
  fim: '2022-12-31',
  plano: 'Plano Individual',
};

export const OPEN_INVOICE: Invoice = {
  vencimento: '2025-01-01',
  pagoEm: '',
  formaPagamento: 'Boleto bancário',
  boleto: '/media/boleto-41-2025-01',
  status: 'Em aberto',
  valor: 1234.56,
  linhaDigitavel: '23793381286000782713695000063305975520000370000',
  pix: '',
};

export const PAID_INVOICE: Invoice = {
  vencimento: '2024-12-10',
  pagoEm: '2024-12-09',
  formaPagamento: 'Boleto bancário',
  boleto: '',
  status: 'Pago',
  valor: 1234.56,
  linhaDigitavel: '',
  pix: '',
};

export const HOLDER: CustomerProfile = {
  nome: 'Maria das Graças Souza',
  cpf: '529.982.247-25',
  email: 'maria@example.com',
  telefone1: '(11) 98765-4321',
  telefone2: '',
  uc: '',
  idSexo: 2,
  dataAdmissao: '2020-02-03',
  nascimento: '1985-07-14',
  foto: '',
  emergencia: {
    nome1: '',
    telefone1: '',
    idParentesco1: 0,
    nome2: '',
    telefone2: '',
    idParentesco2: 0,
    nome3: '',
    telefone3: '',
    idParentesco3: 0,
  },
};
