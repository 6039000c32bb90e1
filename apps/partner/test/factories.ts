import type { CheckResponse, CounterMe, CounterUse } from '@clube/contract/partner';

export const ME: CounterMe = {
  atendente: { id: 7, nome: 'Rita Balcão', email: 'rita@farmacia.test', alterarSenha: false },
  parceiro: { id: 3, nome: 'Farmácia Boa Saúde', logo: '' },
};

export const VALID_CHECK: Extract<CheckResponse, { valido: true }> = {
  valido: true,
  verificacao: 'v-123',
  membro: {
    primeiroNome: 'Beatriz',
    foto: null,
    empresa: { nome: 'Cooperativa Horizonte', logo: '' },
    validade: '2027-12-31',
  },
  ofertas: [
    {
      id: 11,
      titulo: '10% em medicamentos',
      descricao: 'Desconto em medicamentos de marca.',
      desconto: { tipo: 'percentual', percentual: 10 },
    },
    { id: 12, titulo: 'Aferição de pressão grátis', descricao: 'Na loja.', desconto: null },
  ],
};

export function aUse(overrides: Partial<CounterUse> = {}): CounterUse {
  return {
    id: 41,
    registradoEm: '2026-11-27T13:05:00.000Z',
    oferta: { id: 11, titulo: '10% em medicamentos' },
    membro: { primeiroNome: 'Beatriz', empresa: 'Cooperativa Horizonte' },
    valorCompra: 12345,
    economia: 1235,
    desfeitoEm: null,
    podeDesfazer: true,
    ...overrides,
  };
}
