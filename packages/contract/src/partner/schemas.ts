import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { id, plainText } from '../schemas/common.js';
import { onlyDigits } from '../cpf.js';
import { parseCardQrPayload } from '../card-code.js';
import {
  CHECK_REASONS,
  COUNTER_LIMITS,
  MIN_STAFF_PASSWORD_LENGTH,
  PARTNER_COUNTER_MESSAGES,
} from './constants.js';

/*
 * The partner counter's API schemas (`@clube/contract/partner`). Money is integer cents; instants
 * are ISO-8601 UTC; plain dates are 'yyyy-mm-dd'.
 */

/** A staff account's e-mail: trimmed and lower-cased, so sign-in and uniqueness ignore case. */
export const staffEmail = plainText()
  .trim()
  .toLowerCase()
  .pipe(z.email('e-mail inválido').max(LIMITS.email, 'e-mail muito longo'));

/** A password a staff member sets. */
export const staffPassword = z
  .string()
  .min(
    MIN_STAFF_PASSWORD_LENGTH,
    `A senha deve ter pelo menos ${MIN_STAFF_PASSWORD_LENGTH} caracteres.`,
  )
  .max(LIMITS.password, 'senha muito longa');

export const counterLoginBody = z.object({
  email: staffEmail,
  senha: z.string().min(1, 'informe a senha').max(LIMITS.password, 'senha muito longa'),
});
export type CounterLoginBody = z.infer<typeof counterLoginBody>;

export const counterMe = z.object({
  atendente: z.object({
    id: z.number(),
    nome: z.string(),
    email: z.string(),
    /** A temporary password (new account or reset): change it before checking cards. */
    alterarSenha: z.boolean(),
  }),
  parceiro: z.object({ id: z.number(), nome: z.string(), logo: z.string() }),
});
export type CounterMe = z.infer<typeof counterMe>;

export const counterChangePasswordBody = z.object({
  senhaAtual: z.string().min(1, 'informe a senha atual').max(LIMITS.password, 'senha muito longa'),
  novaSenha: staffPassword,
});
export type CounterChangePasswordBody = z.infer<typeof counterChangePasswordBody>;

export const counterMessage = z.object({ message: z.string() });

const code = z
  .string(PARTNER_COUNTER_MESSAGES.codeFormat)
  .trim()
  .regex(/^\d{6}$/, PARTNER_COUNTER_MESSAGES.codeFormat);

/**
 * A check: the QR code's text as read, or the card number or CPF typed with the 6-digit code.
 * Normalised to `{ cartao?, cpf?, codigo }` (a QR code gives its card number and code).
 */
export const checkBody = z
  .union(
    [
      z.object({
        qr: z
          .string(PARTNER_COUNTER_MESSAGES.qrInvalid)
          .max(200, PARTNER_COUNTER_MESSAGES.qrInvalid)
          .transform((text, ctx) => {
            const parsed = parseCardQrPayload(text);
            if (!parsed) {
              ctx.addIssue({ code: 'custom', message: PARTNER_COUNTER_MESSAGES.qrInvalid });
              return z.NEVER;
            }
            return { cartao: parsed.cartao, cpf: undefined, codigo: parsed.codigo };
          }),
      }),
      z
        .object({
          cartao: plainText()
            .trim()
            .max(40, 'número do cartão muito longo')
            .regex(/^[0-9A-Za-z.\- ]*$/, 'número do cartão inválido')
            .optional(),
          cpf: z.string().max(20, 'CPF inválido').transform(onlyDigits).optional(),
          codigo: code,
        })
        .refine((v) => Boolean(v.cartao) || Boolean(v.cpf), {
          message: PARTNER_COUNTER_MESSAGES.cardOrCpfRequired,
          path: ['cartao'],
        }),
    ],
    PARTNER_COUNTER_MESSAGES.cardOrCpfRequired,
  )
  .transform((v) =>
    'qr' in v
      ? v.qr
      : {
          cartao: v.cartao?.replace(/[\s.-]/g, '') || undefined,
          cpf: v.cpf || undefined,
          codigo: v.codigo,
        },
  );
export type CheckBody = z.input<typeof checkBody>;

/** The structured discount of an offer: a percentage of the purchase or a fixed amount. */
export const offerDiscount = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('percentual'), percentual: z.number() }),
  z.object({ tipo: z.literal('valor'), centavos: z.number() }),
]);
export type OfferDiscount = z.infer<typeof offerDiscount>;

/** An offer of the partner that applies to the checked member's company. */
export const counterOffer = z.object({
  id: z.number(),
  titulo: z.string(),
  descricao: z.string(),
  desconto: offerDiscount.nullable(),
});
export type CounterOffer = z.infer<typeof counterOffer>;

export const checkReason = z.enum(CHECK_REASONS);

/** What a check reveals: never the CPF, address, contact or anything beyond this. */
export const checkResponse = z.discriminatedUnion('valido', [
  z.object({
    valido: z.literal(true),
    /** Opaque id of this check: registers one use within COUNTER_LIMITS.verificationMinutes. */
    verificacao: z.string(),
    membro: z.object({
      primeiroNome: z.string(),
      /** URL of the member's photo, to compare with the person; null when none. */
      foto: z.string().nullable(),
      empresa: z.object({ nome: z.string(), logo: z.string() }),
      /** The card's validity, null when it has none. */
      validade: z.string().nullable(),
    }),
    ofertas: z.array(counterOffer),
  }),
  z.object({ valido: z.literal(false), motivo: checkReason, mensagem: z.string() }),
]);
export type CheckResponse = z.infer<typeof checkResponse>;

const cents = z
  .number(PARTNER_COUNTER_MESSAGES.centsInvalid)
  .int(PARTNER_COUNTER_MESSAGES.centsInvalid)
  .min(0, PARTNER_COUNTER_MESSAGES.centsInvalid)
  .max(COUNTER_LIMITS.maxCents, PARTNER_COUNTER_MESSAGES.centsInvalid);

export const registerUseBody = z.object({
  verificacao: z
    .string('consulta inválida')
    .min(1, 'consulta inválida')
    .max(100, 'consulta inválida'),
  idOferta: id,
  /** Purchase value in cents, null when not typed. */
  valorCompra: cents.nullable().default(null),
  /** Saving in cents typed by the staff; ignored when the offer has a structured discount. */
  economia: cents.nullable().default(null),
});
export type RegisterUseBody = z.input<typeof registerUseBody>;

export const counterUse = z.object({
  id: z.number(),
  registradoEm: z.string(),
  oferta: z.object({ id: z.number(), titulo: z.string() }),
  membro: z.object({ primeiroNome: z.string(), empresa: z.string() }),
  valorCompra: z.number().nullable(),
  economia: z.number().nullable(),
  desfeitoEm: z.string().nullable(),
  /** Still within COUNTER_LIMITS.undoMinutes and not undone. */
  podeDesfazer: z.boolean(),
});
export type CounterUse = z.infer<typeof counterUse>;

export const usesTodayResponse = z.object({ usos: z.array(counterUse) });
export type UsesTodayResponse = z.infer<typeof usesTodayResponse>;

export const useParams = z.object({ id });
