import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { isRealIsoDate } from '../format.js';
import { isValidCpf, onlyDigits } from '../cpf.js';

/** Ids arrive as numbers, or as digit strings from browser storage. */
export const id = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .regex(/^\d{1,15}$/, 'deve ser um número')
    .transform(Number)
    .pipe(z.number().int().positive()),
]);

export const isoDate = z
  .string()
  .refine(isRealIsoDate, { message: 'deve ser uma data válida (aaaa-mm-dd)' });

/** A CPF masked (529.982.247-25) or as digits; normalised to 11 digits. */
export const cpf = z
  .string()
  .max(20)
  .transform(onlyDigits)
  .refine(isValidCpf, { message: 'CPF inválido!' });

/** Optional phone: empty, or 10–11 digits once the mask is stripped. */
export const phone = z
  .string()
  .max(20)
  .transform(onlyDigits)
  .refine((d) => d === '' || d.length === 10 || d.length === 11, {
    message: 'deve ter DDD e 8 ou 9 dígitos',
  });

export const optionalEmail = z.union([z.literal(''), z.email('e-mail inválido').max(LIMITS.email)]);

/** An image as a data URL, or '' for none. The server also checks the bytes (magic numbers). */
export const photo = z
  .string()
  .max(LIMITS.photoDataUrl, 'foto muito grande (máximo 2 MB)')
  .refine(
    (v) =>
      v === '' || /^data:image\/(png|jpeg|webp|gif);base64,/.test(v) || /^\/(media|api)\//.test(v),
    {
      message: 'foto deve ser uma imagem PNG, JPEG, WEBP ou GIF',
    },
  );

export const identity = z.object({ idCliente: id, idPerfil: id });
export type Identity = z.infer<typeof identity>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** Every error body: a Portuguese sentence a member can read, and a machine code. */
export const errorResponse = z.object({
  message: z.string(),
  code: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const colors = z.object({
  primary: z.string(),
  secondary: z.string(),
  contrast: z.string(),
});
export type Colors = z.infer<typeof colors>;
