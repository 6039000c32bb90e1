import { z } from 'zod';
import { LIMITS } from '../constants.js';
import {
  colors,
  cpf,
  id,
  messageResponse,
  optionalEmail,
  phone,
  photo,
  plainText,
} from './common.js';

/** docs/product.md#choose-company, plus the theme and the Tá Dodói flag so the card choice can apply them. */
export const company = z.object({
  idEmpresa: z.number(),
  idCliente: z.number(),
  idPerfil: z.number(),
  nomeEmpresa: z.string(),
  atendimentoLiberado: z.boolean(),
  tadodoi: z.boolean(),
  createDependents: z.boolean(),
  linkPet: z.string(),
  linkTreinos: z.string(),
  logo: z.string(),
  colors,
});
export type Company = z.infer<typeof company>;

export const loginBody = z.object({
  username: plainText().max(20, 'CPF muito longo'),
  password: z.string().max(LIMITS.password, 'senha muito longa'),
});
export type LoginBody = z.infer<typeof loginBody>;

export const token = z.object({
  token: z.string(),
  /** ISO timestamp; the session guard treats expiration <= now as signed out. */
  expiration: z.string(),
});

/**
 * Login answer = the stored session (docs/product.md#acting-identity). `aceiteTermo: true` means the terms are still to be
 * accepted (docs/product.md#after-sign-in: "aceiteTermo true goes to terms").
 */
export const loginResponse = z.object({
  token,
  alterarSenha: z.boolean(),
  aceiteTermo: z.boolean(),
  login: z.string(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string(),
  foto: z.string(),
  idUsuario: z.number(),
  empresas: z.array(company),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const changePasswordAfterLoginBody = z.object({
  oldpass: z.string().min(1, 'informe a senha atual').max(LIMITS.password),
  newpass: z.string().min(1, 'informe a nova senha').max(LIMITS.password),
  cpf: plainText().max(20),
});
export type ChangePasswordAfterLoginBody = z.infer<typeof changePasswordAfterLoginBody>;

/** The profile's password change (docs/product.md#profile): the signed-in member, so no CPF. */
export const changePasswordBody = z.object({
  oldpass: z.string().min(1, 'informe a senha atual').max(LIMITS.password),
  newpass: z.string().min(1, 'informe a nova senha').max(LIMITS.password),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/**
 * The change bumps the token version, so the token the client holds dies; the answer carries a
 * fresh one for the client to store in place of the old.
 */
export const changePasswordResponse = messageResponse.extend({ token });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;

export const requestPasswordChangeBody = z.object({
  cpf,
  tipo: z.union([z.literal(1), z.literal(2)]),
});
export type RequestPasswordChangeBody = z.infer<typeof requestPasswordChangeBody>;

export const checkPasswordCodeBody = z.object({
  newPassword: z.string().min(1, 'informe a nova senha').max(LIMITS.password),
  code: z.string().regex(/^\d{4}$/, 'o código tem 4 dígitos'),
  /** Our addition; sent by our client so a code is checked against the account it was sent for. */
  cpf: plainText().max(20).optional(),
});
export type CheckPasswordCodeBody = z.infer<typeof checkPasswordCodeBody>;

export const updateProfileBody = z.object({
  idCliente: id,
  idPerfil: id,
  login: plainText().max(20),
  nome: plainText().trim().min(1, 'informe o nome').max(LIMITS.name),
  email: optionalEmail,
  telefone: phone,
  foto: photo,
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const updateProfileResponse = z.object({
  nome: z.string(),
  email: z.string(),
  telefone: z.string(),
  foto: z.string(),
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponse>;

export const updateTermsBody = z.object({ idUsuario: id });
export type UpdateTermsBody = z.infer<typeof updateTermsBody>;
