import {
  DEPENDENT_MESSAGES,
  ERROR_CODES,
  dependent,
  maskCpf,
  maskPhone,
  PROFILES,
  routes,
  todayInBrazil,
  type Dependent,
  type DependentCard,
  type dependentFields,
} from '@clube/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Cliente, Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, HttpError } from '../../lib/http-error.js';
import { forgetStoredAnswers } from '../../lib/idempotency.js';
import { deletePhoto } from '../../lib/photo.js';
import { replacePhoto } from '../../lib/replace-photo.js';
import { grauParentescoExists, sexoExists } from '../lookups/service.js';
import {
  anonymiseDependentRow,
  countAllDependents,
  deleteDependentRow,
  dependentCount,
  findDependentByCpf,
  hasKeptHistory,
  insertDependentRow,
  isMemberCpf,
  listDependentRows,
  lockHolderCard,
  updateDependentRow,
  type DependentRow,
} from './queries.js';

type Db = Kysely<Database>;
/** The form's fields as the contract parsed them (CPF and phones as digits, defaults applied). */
export type DependentInput = z.output<typeof dependentFields>;

const byName = new Intl.Collator('pt-BR', { sensitivity: 'base' });

export function toDependentCard(row: DependentRow): DependentCard {
  return {
    idDependente: row.id,
    nome: row.nome,
    nascimento: row.nascimento ?? '',
    grau: row.grau ?? '',
    sexo: row.sexo ?? '',
    cpf: maskCpf(row.cpf),
  };
}

export function toDependent(row: Cliente): Dependent {
  return {
    idDependente: row.id,
    nome: row.nome,
    cpf: maskCpf(row.cpf),
    email: row.email,
    telefone1: maskPhone(row.telefone1),
    telefone2: maskPhone(row.telefone2),
    nascimento: row.nascimento ?? '',
    dataAdmissao: row.data_admissao ?? '',
    idSexo: row.sexo_id ?? 0,
    idGrauParentesco: row.grau_parentesco_id ?? 0,
    foto: row.foto,
  };
}

/** The holder's live dependents, by name as a Brazilian reads it (accents do not sort last). */
export async function listDependents(db: Db, titularId: number): Promise<DependentCard[]> {
  const rows = await listDependentRows(db, titularId);
  return rows.sort((a, b) => byName.compare(a.nome, b.nome) || a.id - b.id).map(toDependentCard);
}

/** Rules the schema cannot check alone: the options exist, the CPF is free for this holder. */
async function checkDependent(db: Db, titular: Cliente, input: DependentInput, exceptId?: number) {
  if (!(await sexoExists(db, input.idSexo))) {
    throw badRequest("Campo 'idSexo' inválido: opção inexistente.");
  }
  if (input.idGrauParentesco !== 0 && !(await grauParentescoExists(db, input.idGrauParentesco))) {
    throw badRequest("Campo 'idGrauParentesco' inválido: opção inexistente.");
  }
  if (input.cpf === titular.cpf) throw conflict(DEPENDENT_MESSAGES.titularCpf);
  if ((await findDependentByCpf(db, titular.id, input.cpf, exceptId)) !== undefined) {
    throw conflict(DEPENDENT_MESSAGES.duplicateCpf);
  }
  if (await isMemberCpf(db, input.cpf)) throw conflict(DEPENDENT_MESSAGES.memberCpf);
}

/** A card holds at most its company's `max_dependentes` live dependents (README, Security). */
async function checkRoomForDependent(db: Db, titular: Cliente) {
  const { live, max } = await dependentCount(db, titular);
  if (live >= max) {
    throw new HttpError(409, DEPENDENT_MESSAGES.limitReached(max), ERROR_CODES.dependentLimit);
  }
}

/**
 * The photo to keep: the current one, a newly stored upload or none. The old image is erased
 * first, so a replacement counts against the owner's quota without the photo it replaces.
 */
/** The unique index is the last word when two identical writes race past the check. */
async function guardDuplicateCpf<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DEPENDENT_MESSAGES.duplicateCpf);
    throw error;
  }
}

const personalFields = (input: DependentInput) => ({
  nome: input.nome,
  cpf: input.cpf,
  email: input.email,
  telefone1: input.telefone1,
  telefone2: input.telefone2,
  nascimento: input.nascimento,
  sexo_id: input.idSexo,
  grau_parentesco_id: input.idGrauParentesco === 0 ? null : input.idGrauParentesco,
});

/** Adds a dependent to the holder's card; run inside the request's transaction. */
export async function createDependent(
  db: Db,
  titular: Cliente,
  input: DependentInput,
): Promise<Dependent> {
  await lockHolderCard(db, titular.id);
  await checkDependent(db, titular, input);
  await checkRoomForDependent(db, titular);
  const foto = await replacePhoto(db, input.foto, '', titular.usuario_id);
  const sequence = (await countAllDependents(db, titular.id)) + 1;
  const now = new Date().toISOString();
  const row = await guardDuplicateCpf(
    insertDependentRow(db, {
      ...personalFields(input),
      // The server's date, never the client's (the form still sends one: docs/product.md#constants-and-delays).
      data_admissao: todayInBrazil(),
      usuario_id: null,
      titular_id: titular.id,
      empresa_id: titular.empresa_id,
      perfil_id: PROFILES.dependente,
      uc: '',
      foto,
      // The household shares the holder's address; the card number is the holder's plus a sequence.
      cep: titular.cep,
      logradouro: titular.logradouro,
      numero: titular.numero,
      complemento: titular.complemento,
      bairro: titular.bairro,
      cidade: titular.cidade,
      uf: titular.uf,
      numero_carteirinha: `${titular.numero_carteirinha}${String(sequence).padStart(2, '0')}`,
      validade_carteirinha: titular.validade_carteirinha,
      created_at: now,
      updated_at: now,
      anonimizado_em: null,
    }),
  );
  return toDependent(row);
}

/** Saves the form over an existing dependent of the holder; run inside the request's transaction. */
export async function updateDependent(
  db: Db,
  { dependente, titular }: { dependente: Cliente; titular: Cliente },
  input: DependentInput,
): Promise<Dependent> {
  await lockHolderCard(db, titular.id);
  await checkDependent(db, titular, input, dependente.id);
  const foto = await replacePhoto(db, input.foto, dependente.foto, titular.usuario_id);
  const row = await guardDuplicateCpf(
    updateDependentRow(db, dependente.id, {
      ...personalFields(input),
      foto,
      updated_at: new Date().toISOString(),
    }),
  );
  return toDependent(row);
}

const isAnswerAbout = (idDependente: number) => (answer: unknown) =>
  dependent.safeParse(answer).data?.idDependente === idDependente;

/**
 * Removes a dependent's personal data: the row goes (with its emergency contacts, ratings and
 * accesses), or, when contracts, prescriptions or appointments must stay, it is anonymised. The
 * member's stored insert/update answers about the dependent go too. Answers the holder's list.
 */
export async function removeDependent(
  db: Db,
  { dependente, titular }: { dependente: Cliente; titular: Cliente },
  usuarioId: number,
): Promise<DependentCard[]> {
  if (await hasKeptHistory(db, dependente.id)) {
    await anonymiseDependentRow(db, dependente.id, new Date().toISOString());
  } else {
    await deleteDependentRow(db, dependente.id);
  }
  await deletePhoto(db, dependente.foto);
  const { insertDependente, updateDependente } = routes;
  await forgetStoredAnswers(
    db,
    usuarioId,
    [insertDependente.path, updateDependente.path],
    isAnswerAbout(dependente.id),
  );
  return listDependents(db, titular.id);
}
