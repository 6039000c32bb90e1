import {
  CEP_PATTERN,
  RECORD_MESSAGES,
  type Address,
  type CepResult,
  type Identity,
  type RequestBody,
} from '@clube/contract';
import type { FieldMessages, FormIssues } from '../../lib/form/form-issues';

/** docs/product.md#my-address and the screen's own texts. */
export const ADDRESS_TEXTS = {
  saved: RECORD_MESSAGES.addressSaved,
  apiProblem: RECORD_MESSAGES.cepProviderFailed,
  cepNotFound: RECORD_MESSAGES.cepNotFound,
  requiredEmpty: 'Campos obrigatórios vazios!',
  loadFailed: 'Não foi possível carregar seu endereço.',
} as const;

/** What the form holds: the CEP masked 00000-000, the screen's field names (rua, estado). */
export interface AddressForm {
  cep: string;
  rua: string;
  numero: string;
  complemento: string;
  bairro: string;
  /** Read-only: filled by the CEP lookup. */
  estado: string;
  /** Read-only: filled by the CEP lookup. */
  cidade: string;
}

export const ADDRESS_FIELD_MESSAGES = {
  cepEmpty: 'Informe o CEP.',
  cepIncomplete: 'O CEP tem 8 dígitos.',
  cepNotFound: 'Confira o CEP.',
  rua: 'Informe a rua.',
  numero: 'Informe o número.',
} as const;

/** The masked CEP is complete: the moment the lookup runs (docs/product.md#my-address: more than 8 characters). */
export function isCompleteCep(masked: string): boolean {
  return masked.length === CEP_PATTERN.length;
}

/** docs/product.md#my-address: Rua and Número required; the CEP too, whole (the server needs its 8 digits). */
export function addressIssues(form: AddressForm): FormIssues<AddressForm> {
  const fields: FieldMessages<AddressForm> = {};
  if (form.cep === '') fields.cep = ADDRESS_FIELD_MESSAGES.cepEmpty;
  else if (!isCompleteCep(form.cep)) fields.cep = ADDRESS_FIELD_MESSAGES.cepIncomplete;
  if (form.rua.trim() === '') fields.rua = ADDRESS_FIELD_MESSAGES.rua;
  if (form.numero.trim() === '') fields.numero = ADDRESS_FIELD_MESSAGES.numero;
  return Object.keys(fields).length > 0 ? { summary: ADDRESS_TEXTS.requiredEmpty, fields } : null;
}

export function toAddressForm(address: Address): AddressForm {
  return {
    cep: address.cep,
    rua: address.logradouro,
    numero: address.numero,
    complemento: address.complemento,
    bairro: address.bairro,
    estado: address.uf,
    cidade: address.cidade,
  };
}

/** What a found CEP fills in. */
export function fromCepResult(
  result: CepResult,
): Pick<AddressForm, 'rua' | 'bairro' | 'estado' | 'cidade'> {
  return {
    rua: result.logradouro,
    bairro: result.bairro,
    estado: result.uf,
    cidade: result.localidade,
  };
}

/** docs/product.md#my-address: rua is sent as logradouro, estado as uf. */
export function toAddressBody(
  form: AddressForm,
  identity: Identity,
): RequestBody<'updateClienteEndereco'> {
  return {
    ...identity,
    cep: form.cep,
    logradouro: form.rua.trim(),
    numero: form.numero.trim(),
    complemento: form.complemento.trim(),
    bairro: form.bairro.trim(),
    cidade: form.cidade,
    uf: form.estado,
  };
}
