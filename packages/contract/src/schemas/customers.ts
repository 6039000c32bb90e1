import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { id, identity, isoDate, optionalEmail, phone, photo } from './common.js';

export const emergencia = z.object({
  nome1: z.string().max(LIMITS.name),
  telefone1: phone,
  idParentesco1: z.number().int().min(0),
  nome2: z.string().max(LIMITS.name),
  telefone2: phone,
  idParentesco2: z.number().int().min(0),
  nome3: z.string().max(LIMITS.name),
  telefone3: phone,
  idParentesco3: z.number().int().min(0),
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
  nome: z.string().trim().min(1, 'informe o nome').max(LIMITS.name),
  email: optionalEmail,
  telefone1: phone,
  telefone2: phone,
  idSexo: z.number().int().min(1, 'informe o sexo'),
  nascimento: z.union([z.literal(''), isoDate]),
  foto: photo,
  emergencia: emergencia.optional(),
  /** Read-only fields the client may echo back; ignored by the server. */
  cpf: z.string().optional(),
  dataAdmissao: z.string().optional(),
  uc: z.string().optional(),
});
export type UpdateClienteBody = z.infer<typeof updateClienteBody>;

export const customerIdBody = z.object({ idCliente: id });
