import { z } from 'zod';
import { cardCodeSecret } from './counter.js';

export const virtualBadge = z.object({
  idCliente: z.number(),
  idPerfil: z.number(),
  nome: z.string(),
  cpf: z.string(),
  imagemRodape: z.string(),
  numero: z.string(),
  validade: z.string(),
});
export type VirtualBadge = z.infer<typeof virtualBadge>;

/**
 * The virtual-badge answer: the card plus its rotating code's secret (absent for a card whose
 * secret cannot be given, and from servers before the partner counter).
 */
export const virtualBadgeResponse = virtualBadge.extend({ codigo: cardCodeSecret.optional() });
export type VirtualBadgeResponse = z.infer<typeof virtualBadgeResponse>;
