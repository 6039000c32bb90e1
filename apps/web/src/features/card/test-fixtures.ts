import type { VirtualBadge, VirtualBadgeResponse } from '@clube/contract';

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

/** RFC 6238's SHA-1 test key ("12345678901234567890") in base32: the card's code secret. */
export const CARD_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

/** Maria's card as the server sends it since the partner counter: with the code's secret. */
export const MARIA_CARD_WITH_CODE: VirtualBadgeResponse = {
  ...MARIA_CARD,
  codigo: { segredo: CARD_SECRET, passo: 30, digitos: 6 },
};
