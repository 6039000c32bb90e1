import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { identity, optionId, optionalEmail, phone, photo, plainText } from './common.js';
import { nascimento } from './dependents.js';

const contactName = plainText().trim().max(LIMITS.name);
/** 0 = not informed (docs/product.md#api-calls); any other id must exist (checked by the server). */
const kinship = optionId(0);

/**
 * The three emergency contacts (docs/product.md#general-data). A contact left blank is all empty and 0.
 * For profile 5 contact 1 needs nome, idParentesco and telefone (docs/product.md#general-data; checked by the server).
 */
export const emergencia = z.object({
  nome1: contactName,
  telefone1: phone,
  idParentesco1: kinship,
  nome2: contactName,
  telefone2: phone,
  idParentesco2: kinship,
  nome3: contactName,
  telefone3: phone,
  idParentesco3: kinship,
});
export type EmergenciaInput = z.input<typeof emergencia>;

/** The contacts as get-cliente answers them: phones masked (00) 00000-0000, '' and 0 when blank. */
export const emergenciaView = z.object({
  nome1: z.string(),
  telefone1: z.string(),
  idParentesco1: z.number(),
  nome2: z.string(),
  telefone2: z.string(),
  idParentesco2: z.number(),
  nome3: z.string(),
  telefone3: z.string(),
  idParentesco3: z.number(),
});
export type Emergencia = z.infer<typeof emergenciaView>;

/**
 * get-cliente (docs/product.md#general-data): `cpf` masked 000.000.000-00, phones masked
 * (00) 00000-0000, `nascimento` and `dataAdmissao` ISO yyyy-mm-dd ('' when not known), `idSexo`
 * 0 when not informed, `foto` a URL the app can show or ''.
 */
export const customerProfile = z.object({
  nome: z.string(),
  cpf: z.string(),
  email: z.string(),
  telefone1: z.string(),
  telefone2: z.string(),
  uc: z.string(),
  idSexo: z.number(),
  dataAdmissao: z.string(),
  nascimento: z.string(),
  foto: z.string(),
  emergencia: emergenciaView,
});
export type CustomerProfile = z.infer<typeof customerProfile>;

export const updateClienteBody = identity.extend({
  nome: plainText().trim().min(1, 'informe o nome').max(LIMITS.name),
  email: optionalEmail,
  telefone1: phone,
  telefone2: phone,
  idSexo: optionId(1, 'informe o sexo'),
  nascimento: z.union([z.literal(''), nascimento]),
  /** A data URL (a new photo), the current photo's URL (kept) or '' (none). */
  foto: photo,
  /** Omitted: the stored contacts stay as they are. */
  emergencia: emergencia.optional(),
  /** Read-only fields the client may echo back; ignored by the server (docs/product.md#input-rules). */
  cpf: plainText().max(20).optional(),
  dataAdmissao: plainText().max(20).optional(),
  uc: plainText().max(LIMITS.text).optional(),
});
export type UpdateClienteBody = z.input<typeof updateClienteBody>;
