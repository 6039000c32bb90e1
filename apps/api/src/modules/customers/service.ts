import {
  maskCpf,
  maskPhone,
  PROFILE_WITH_EMERGENCY,
  RECORD_MESSAGES,
  type CustomerProfile,
  type Emergencia,
  type MessageResponse,
  type updateClienteBody,
} from '@clube/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Cliente, Database } from '../../db/schema.js';
import { badRequest } from '../../lib/http-error.js';
import { replacePhoto } from '../../lib/replace-photo.js';
import { grauParentescoExists, sexoExists } from '../lookups/service.js';
import {
  listEmergencyContacts,
  replaceEmergencyContacts,
  touchCustomerPhoto,
  updateCustomerRow,
  type EmergencyContactRow,
} from './queries.js';

type Db = Kysely<Database>;
export type UpdateClienteInput = z.output<typeof updateClienteBody>;

const ORDENS = [1, 2, 3] as const;

function toEmergencia(rows: EmergencyContactRow[]): Emergencia {
  const contact = (ordem: number) => rows.find((r) => r.ordem === ordem);
  const [c1, c2, c3] = ORDENS.map(contact);
  return {
    nome1: c1?.nome ?? '',
    telefone1: maskPhone(c1?.telefone ?? ''),
    idParentesco1: c1?.grau_parentesco_id ?? 0,
    nome2: c2?.nome ?? '',
    telefone2: maskPhone(c2?.telefone ?? ''),
    idParentesco2: c2?.grau_parentesco_id ?? 0,
    nome3: c3?.nome ?? '',
    telefone3: maskPhone(c3?.telefone ?? ''),
    idParentesco3: c3?.grau_parentesco_id ?? 0,
  };
}

/** The form's contacts as rows; a contact left blank is no row. */
function contactRows(e: Emergencia): EmergencyContactRow[] {
  const all: EmergencyContactRow[] = [
    { ordem: 1, nome: e.nome1, telefone: e.telefone1, grau_parentesco_id: e.idParentesco1 },
    { ordem: 2, nome: e.nome2, telefone: e.telefone2, grau_parentesco_id: e.idParentesco2 },
    { ordem: 3, nome: e.nome3, telefone: e.telefone3, grau_parentesco_id: e.idParentesco3 },
  ];
  return all.filter((c) => c.nome !== '' || c.telefone !== '' || c.grau_parentesco_id !== 0);
}

export function toCustomerProfile(row: Cliente, contacts: EmergencyContactRow[]): CustomerProfile {
  return {
    nome: row.nome,
    cpf: maskCpf(row.cpf),
    email: row.email,
    telefone1: maskPhone(row.telefone1),
    telefone2: maskPhone(row.telefone2),
    uc: row.uc,
    idSexo: row.sexo_id ?? 0,
    dataAdmissao: row.data_admissao ?? '',
    nascimento: row.nascimento ?? '',
    foto: row.foto,
    emergencia: toEmergencia(contacts),
  };
}

export async function getCustomerProfile(db: Db, cliente: Cliente): Promise<CustomerProfile> {
  return toCustomerProfile(cliente, await listEmergencyContacts(db, cliente.id));
}

/** docs/product.md#input-rules: for profile 5, contact 1 has a name, a relationship and a phone. */
function hasFirstContact(contacts: EmergencyContactRow[]): boolean {
  const first = contacts.find((c) => c.ordem === 1);
  return (
    first !== undefined &&
    first.nome !== '' &&
    first.telefone !== '' &&
    first.grau_parentesco_id !== 0
  );
}

/** Rules the schema cannot check alone: the options exist, profile 5 keeps its first contact. */
async function checkCustomer(
  db: Db,
  cliente: Cliente,
  input: UpdateClienteInput,
  contacts: EmergencyContactRow[],
): Promise<void> {
  if (!(await sexoExists(db, input.idSexo))) {
    throw badRequest("Campo 'idSexo' inválido: opção inexistente.");
  }
  for (const c of contacts) {
    if (c.grau_parentesco_id !== 0 && !(await grauParentescoExists(db, c.grau_parentesco_id))) {
      throw badRequest(`Campo 'emergencia.idParentesco${c.ordem}' inválido: opção inexistente.`);
    }
  }
  if (cliente.perfil_id === PROFILE_WITH_EMERGENCY && !hasFirstContact(contacts)) {
    throw badRequest(RECORD_MESSAGES.emergencyContactRequired);
  }
}

/**
 * Saves the general-data form (docs/product.md#general-data) over the card; run inside the request's
 * transaction. cpf, dataAdmissao and uc are read-only: whatever the body says, they stay. A new
 * photo counts against the quota of `owner`, the signed-in member.
 */
export async function updateCustomer(
  db: Db,
  cliente: Cliente,
  input: UpdateClienteInput,
  owner: number,
): Promise<MessageResponse> {
  const contacts = input.emergencia
    ? contactRows(input.emergencia)
    : await listEmergencyContacts(db, cliente.id);
  await checkCustomer(db, cliente, input, contacts);
  const now = new Date().toISOString();
  const current = await touchCustomerPhoto(db, cliente.id, now);
  const foto = await replacePhoto(db, input.foto, current, owner);
  await updateCustomerRow(db, cliente.id, {
    nome: input.nome,
    email: input.email,
    telefone1: input.telefone1,
    telefone2: input.telefone2,
    sexo_id: input.idSexo,
    nascimento: input.nascimento === '' ? null : input.nascimento,
    foto,
    updated_at: now,
  });
  if (input.emergencia) await replaceEmergencyContacts(db, cliente.id, contacts);
  return { message: RECORD_MESSAGES.generalDataSaved };
}
