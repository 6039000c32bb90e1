import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { identity, plainText } from './common.js';
import { onlyDigits } from '../cpf.js';

/** A CEP typed as 00000-000 or 8 digits (docs/product.md#input-rules); normalised to the 8 digits. */
const cepDigits = z
  .string()
  .trim()
  .regex(/^\d{5}-?\d{3}$/, 'CEP deve ter 8 dígitos')
  .transform(onlyDigits);

/** get-cliente-endereco (docs/product.md#my-address): `cep` masked 00000-000, or '' when none is stored. */
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
  complemento: plainText().trim().max(LIMITS.text).default(''),
  bairro: plainText().trim().max(LIMITS.text).default(''),
  cidade: plainText().trim().max(LIMITS.text).default(''),
  uf: z
    .union([z.literal(''), z.string().regex(/^[A-Za-z]{2}$/, 'UF inválida')])
    .default('')
    .transform((uf) => uf.toUpperCase()),
});
export type UpdateEnderecoBody = z.input<typeof updateEnderecoBody>;

export const getCepBody = z.object({ cep: cepDigits });
export type GetCepBody = z.input<typeof getCepBody>;

/** getCEP (docs/product.md#api-calls): as ViaCEP answers it, `cep` masked 00000-000. */
export const cepResult = z.object({
  cep: z.string(),
  logradouro: z.string(),
  bairro: z.string(),
  localidade: z.string(),
  uf: z.string(),
});
export type CepResult = z.infer<typeof cepResult>;
