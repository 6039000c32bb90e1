import type { VirtualBadge } from '@clube/contract';

/** The card of the member signed in by test/sign-in.ts (card 10, profile 5). */
export const MARIA_CARD: VirtualBadge = {
  idCliente: 10,
  idPerfil: 5,
  nome: 'Maria das Graças Souza',
  cpf: '529.982.247-25',
  imagemRodape: '/media/carteirinha-rodape-aurora',
  numero: '6062010004201100',
  validade: '2027-12-31',
};
