import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { identity, plainText } from './common.js';
import { onlyDigits } from '../cpf.js';

const cepDigits = z
  .string()
  .max(10)
  .transform(onlyDigits)
  .refine((d) => d.length === 8, { message: 'CEP deve ter 8 dígitos' });

export const address = z.object({
  cep: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  complemento: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
});
export type Address = z.infer<typeof address>;

export const updateEnderecoBody = identity.extend({
  cep: cepDigits,
  logradouro: plainText().trim().min(1, 'informe a rua').max(LIMITS.text),
  numero: plainText().trim().min(1, 'informe o número').max(20),
  complemento: plainText().max(LIMITS.text).default(''),
  bairro: plainText().max(LIMITS.text).default(''),
  cidade: plainText().max(LIMITS.text).default(''),
  uf: z.union([z.literal(''), z.string().regex(/^[A-Za-z]{2}$/, 'UF inválida')]).default(''),
});
export type UpdateEnderecoBody = z.input<typeof updateEnderecoBody>;

export const getCepBody = z.object({ cep: cepDigits });
export const cepResult = z.object({
  cep: z.string(),
  logradouro: z.string(),
  bairro: z.string(),
  localidade: z.string(),
  uf: z.string(),
});
export type CepResult = z.infer<typeof cepResult>;
