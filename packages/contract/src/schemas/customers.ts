import { z } from 'zod';
import { LIMITS } from '../constants.js';
import {
  id,
  identity,
  isoDate,
  optionId,
  optionalEmail,
  phone,
  photo,
  plainText,
} from './common.js';

export const emergencia = z.object({
  nome1: plainText().max(LIMITS.name),
  telefone1: phone,
  idParentesco1: optionId(0),
  nome2: plainText().max(LIMITS.name),
  telefone2: phone,
  idParentesco2: optionId(0),
  nome3: plainText().max(LIMITS.name),
  telefone3: phone,
  idParentesco3: optionId(0),
});
export type Emergencia = z.infer<typeof emergencia>;

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
  emergencia,
});
export type CustomerProfile = z.infer<typeof customerProfile>;

export const updateClienteBody = identity.extend({
  nome: plainText().trim().min(1, 'informe o nome').max(LIMITS.name),
  email: optionalEmail,
  telefone1: phone,
  telefone2: phone,
  idSexo: optionId(1, 'informe o sexo'),
  nascimento: z.union([z.literal(''), isoDate]),
  foto: photo,
  emergencia: emergencia.optional(),
  /** Read-only fields the client may echo back; ignored by the server. */
  cpf: plainText().max(20).optional(),
  dataAdmissao: plainText().max(20).optional(),
  uc: plainText().max(LIMITS.text).optional(),
});
export type UpdateClienteBody = z.infer<typeof updateClienteBody>;

export const customerIdBody = z.object({ idCliente: id });
