import type { MemberUse } from '@clube/contract';

/** A use at a partner with a known purchase and saving (14:05 in Brazil). */
export const PIZZARIA_USE: MemberUse = {
  id: 41,
  registradoEm: '2026-11-20T17:05:00.000Z',
  parceiro: { id: 7, nome: 'Pizzaria Bella', logo: '/media/logos/bella.png' },
  oferta: '15% no rodízio',
  valorCompra: 8990,
  economia: 1349,
  desfeito: false,
  reportado: false,
};

/** A use the partner's staff typed with no saving known. */
export const FARMACIA_USE: MemberUse = {
  id: 40,
  registradoEm: '2026-11-02T12:30:00.000Z',
  parceiro: { id: 8, nome: 'Farmácia Vida', logo: '' },
  oferta: 'Desconto em genéricos',
  valorCompra: null,
  economia: null,
  desfeito: false,
  reportado: false,
};
