import {
  ERROR_CODES,
  maskCep,
  RECORD_MESSAGES,
  type Address,
  type CepResult,
  type MessageResponse,
  type updateEnderecoBody,
} from '@clube/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Cliente, Database } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { CepProviderError, type CepProvider } from '../../providers/cep/index.js';
import { updateAddressRow } from './queries.js';

type Db = Kysely<Database>;
export type UpdateEnderecoInput = z.output<typeof updateEnderecoBody>;

export function toAddress(row: Cliente): Address {
  return {
    cep: maskCep(row.cep),
    logradouro: row.logradouro,
    numero: row.numero,
    complemento: row.complemento,
    bairro: row.bairro,
    cidade: row.cidade,
    uf: row.uf,
  };
}

export async function updateAddress(
  db: Db,
  cliente: Cliente,
  { idCliente: _c, idPerfil: _p, ...address }: UpdateEnderecoInput,
): Promise<MessageResponse> {
  await updateAddressRow(db, cliente.id, { ...address, updated_at: new Date().toISOString() });
  return { message: RECORD_MESSAGES.addressSaved };
}

const providerFailed = () =>
  new HttpError(502, RECORD_MESSAGES.cepProviderFailed, ERROR_CODES.providerUnavailable);

/** getCEP: the address of a CEP; 404 when it does not exist, 502 when the provider fails. */
export async function lookUpCep(
  provider: CepProvider,
  cep: string,
  log: { warn(obj: object, msg: string): void },
): Promise<CepResult> {
  let result: CepResult | null;
  try {
    result = await provider.lookup(cep);
  } catch (error) {
    if (!(error instanceof CepProviderError)) throw error;
    log.warn({ err: error }, 'CEP provider failed');
    throw providerFailed();
  }
  if (!result) throw notFound(RECORD_MESSAGES.cepNotFound);
  return result;
}
