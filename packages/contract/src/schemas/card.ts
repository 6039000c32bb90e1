import { z } from 'zod';

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
