import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { isRealIsoDate } from '../format.js';
import { isValidCpf, onlyDigits } from '../cpf.js';

/** The largest id a row can have (a PostgreSQL `integer`): anything above names nothing. */
export const MAX_ID = 2_147_483_647;
const ID_MESSAGE = 'identificador inválido';
const idNumber = z.number(ID_MESSAGE).int(ID_MESSAGE).positive(ID_MESSAGE).max(MAX_ID, ID_MESSAGE);

/** Ids arrive as numbers, or as digit strings from browser storage. */
export const id = z.union(
  [
    idNumber,
    z
      .string()
      .regex(/^\d{1,10}$/, ID_MESSAGE)
      .transform(Number)
      .pipe(idNumber),
  ],
  ID_MESSAGE,
);

/** The id of an option of a list (sexo, grau de parentesco); 0 may mean "not informed" where allowed. */
export const optionId = (min: 0 | 1, message = 'escolha uma opção') =>
  z.number(message).int(message).min(min, message).max(MAX_ID, message);

/*
 * Free text typed by a member is shown to other people and written to logs: it may not carry
 * control characters (U+0000…U+001F, U+007F…U+009F) nor the invisible marks that reorder text
 * (bidi overrides and isolates such as U+202E, which make 'exe.txt' look like 'txt.exe'), nor
 * Unicode line separators. Multi-line texts (a rating comment) keep \n, \r and \t.
 */
/* eslint-disable no-control-regex -- matching control characters is the point */
const UNSAFE_LINE =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/u;
const UNSAFE_MULTILINE =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/u;
/* eslint-enable no-control-regex */
export const UNSAFE_TEXT_MESSAGE = 'contém caracteres invisíveis ou de controle não permitidos';

/** One line of free text (names, addresses, e-mail, search): no control or bidi characters. */
export const plainText = () =>
  z.string().refine((v) => !UNSAFE_LINE.test(v), { message: UNSAFE_TEXT_MESSAGE });

/** Free text that may span lines (a rating comment): line breaks and tabs allowed, nothing else. */
export const multilineText = () =>
  z.string().refine((v) => !UNSAFE_MULTILINE.test(v), { message: UNSAFE_TEXT_MESSAGE });

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

export const optionalEmail = z.union([
  z.literal(''),
  plainText().pipe(z.email('e-mail inválido').max(LIMITS.email)),
]);

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
