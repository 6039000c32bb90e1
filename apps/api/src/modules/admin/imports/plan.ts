import {
  IMPORT_FIRST_PASSWORD,
  IMPORT_ROW_MESSAGES,
  type ImportAction,
  type ImportFirstPassword,
  type MemberImportRow,
} from '@clube/contract/admin';
import { PROFILES } from '@clube/contract';
import type { Kysely } from 'kysely';
import type { Cliente, ClienteUpdate, Database } from '../../../db/schema.js';
import { findMembersByCpf } from './queries.js';

type Db = Kysely<Database>;

/** The card column each row field is stored in. */
export const CARD_COLUMNS = {
  nome: 'nome',
  email: 'email',
  telefone: 'telefone1',
  nascimento: 'nascimento',
  sexo: 'sexo_id',
  perfil: 'perfil_id',
  carteirinha: 'numero_carteirinha',
  validade: 'validade_carteirinha',
  admissao: 'data_admissao',
  cep: 'cep',
  logradouro: 'logradouro',
  numero: 'numero',
  complemento: 'complemento',
  bairro: 'bairro',
  cidade: 'cidade',
  uf: 'uf',
} as const satisfies Record<Exclude<keyof MemberImportRow, 'cpf'>, keyof Cliente>;

type CardColumn = (typeof CARD_COLUMNS)[keyof typeof CARD_COLUMNS];

export type RowPlan =
  | { action: 'error'; error: string }
  | { action: 'unchanged'; card: Cliente }
  | {
      action: 'update';
      card: Cliente;
      /** Only the columns that change (and encerrado_em: null for an ended card in the file). */
      changes: ClienteUpdate;
    }
  | {
      action: 'create';
      /** The member's login, when the CPF already has one (a new card in this company). */
      usuarioId: number | null;
      usuarioNome: string;
    };

export interface PlanInput {
  cpf: string;
  row: MemberImportRow | null;
  error: string | null;
}

/** The card a row of this member updates: the live one, else the first (reactivated). */
export const cardOf = (member: { cards: Cliente[] } | undefined) =>
  member?.cards.find((c) => c.encerrado_em === null) ?? member?.cards[0];

/** The ids of a lookup table (sexo, perfil) rows must name. */
async function lookupIds(db: Db, table: 'sexo' | 'perfil'): Promise<Set<number>> {
  const rows = await db.selectFrom(table).select('id').execute();
  return new Set(rows.map((r) => r.id));
}

export function cardChanges(row: MemberImportRow, card: Cliente): ClienteUpdate {
  const changes: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(CARD_COLUMNS) as [
    Exclude<keyof MemberImportRow, 'cpf'>,
    CardColumn,
  ][]) {
    const value = row[field];
    if (value !== undefined && value !== card[column]) changes[column] = value;
  }
  if (card.encerrado_em !== null) changes.encerrado_em = null;
  return changes as ClienteUpdate;
}

/**
 * What writing each row would do to the company's members, key CPF + company: create (a new
 * login and card, or a new card for a CPF that already signs in elsewhere), update (only the
 * columns that differ; a blank cell keeps what is stored; an ended card in the file is
 * reactivated), unchanged, or error. The dry run stores this; the confirmed write runs it again,
 * in its transaction, on the rows of each batch, and writes exactly that.
 */
export async function planRows(
  db: Db,
  empresaId: number,
  rows: readonly PlanInput[],
  firstPassword: ImportFirstPassword,
): Promise<RowPlan[]> {
  const valid = rows.filter((r) => r.row !== null).map((r) => r.cpf);
  const [members, sexos, perfis] = await Promise.all([
    findMembersByCpf(db, empresaId, valid),
    lookupIds(db, 'sexo'),
    lookupIds(db, 'perfil'),
  ]);

  return rows.map(({ cpf, row, error }): RowPlan => {
    if (row === null) return { action: 'error', error: error ?? '' };
    if (row.sexo !== undefined && !sexos.has(row.sexo))
      return { action: 'error', error: 'sexo: opção não cadastrada' };
    if (row.perfil !== undefined && !perfis.has(row.perfil))
      return { action: 'error', error: 'perfil: opção não cadastrada' };

    const member = members.get(cpf);
    const card = cardOf(member);
    if (card) {
      const changes = cardChanges(row, card);
      return Object.keys(changes).length === 0
        ? { action: 'unchanged', card }
        : { action: 'update', card, changes };
    }
    // A CPF that signs in elsewhere: the card takes the file's name, never the sign-in's (that is
    // another company's record), and the sign-in itself is left as it is.
    if (row.nome === undefined) return { action: 'error', error: IMPORT_ROW_MESSAGES.nameRequired };
    if (member) return { action: 'create', usuarioId: member.usuarioId, usuarioNome: row.nome };
    if (firstPassword === IMPORT_FIRST_PASSWORD.birthDate && row.nascimento === undefined)
      return { action: 'error', error: IMPORT_ROW_MESSAGES.birthDateRequired };
    if (firstPassword === IMPORT_FIRST_PASSWORD.email && row.email === undefined)
      return { action: 'error', error: IMPORT_ROW_MESSAGES.emailRequired };
    return { action: 'create', usuarioId: null, usuarioNome: row.nome };
  });
}

export function countPlans(plans: readonly RowPlan[]): Record<ImportAction, number> {
  const counts = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const plan of plans) counts[plan.action]++;
  return counts;
}

/** The profile a new card gets when the file names none. */
export const DEFAULT_IMPORT_PROFILE = PROFILES.titular;
