import { z } from 'zod';
import { id, identity, multilineText } from './common.js';

/*
 * The member's side of the partner counter: the card's code secret (with the virtual card), the
 * card's uses ('Meus usos'), a report of a use the member does not recognise, and the savings
 * of the year for the home. docs/decisions/070-card-code-scheme.md.
 */

/** What the device needs to derive the card's rotating code offline (card-code.ts). */
export const cardCodeSecret = z.object({
  /** RFC 4648 base32 of 20 random bytes; replaced when the card ends, at 'sair de todos os aparelhos' and at a password reset. */
  segredo: z.string(),
  passo: z.literal(30),
  digitos: z.literal(6),
});
export type CardCodeSecret = z.infer<typeof cardCodeSecret>;

export const MEMBER_USE_MESSAGES = {
  reported: 'Recebemos seu aviso. Nossa equipe vai analisar este uso.',
  alreadyReported: 'Você já avisou sobre este uso.',
  useNotFound: 'Uso não encontrado.',
  /** The home's line: 'Você economizou R$ 12,50 em 2026'. */
  savedInYear: (valor: string, ano: number) => `Você economizou ${valor} em ${ano}`,
  notRecognised: 'Não reconheço este uso',
  emptyUses:
    'Nenhum uso registrado ainda. Mostre seu cartão nos parceiros para aproveitar os descontos.',
} as const;

/** One use of the card at a partner, as the member sees it. */
export const memberUse = z.object({
  id: z.number(),
  registradoEm: z.string(),
  parceiro: z.object({ id: z.number(), nome: z.string(), logo: z.string() }),
  oferta: z.string(),
  valorCompra: z.number().nullable(),
  /** Cents saved, null when not known. */
  economia: z.number().nullable(),
  /** Undone by the partner's staff (a mistaken registration): shown struck out. */
  desfeito: z.boolean(),
  /** The member reported it ('Não reconheço este uso'). */
  reportado: z.boolean(),
});
export type MemberUse = z.infer<typeof memberUse>;

export const memberUsesResponse = z.object({ usos: z.array(memberUse) });
export type MemberUsesResponse = z.infer<typeof memberUsesResponse>;

export const reportUseBody = identity.extend({
  idUso: id,
  comentario: multilineText()
    .trim()
    .max(500, 'comentário muito longo (máximo 500 caracteres)')
    .default(''),
});
export type ReportUseBody = z.input<typeof reportUseBody>;

/** The savings of the current (Brazilian) year over the card's uses not undone. */
export const memberSavingsResponse = z.object({
  ano: z.number(),
  /** Cents. */
  economia: z.number(),
  usos: z.number(),
});
export type MemberSavingsResponse = z.infer<typeof memberSavingsResponse>;
