import { ERROR_CODES, isValidCpf, onlyDigits } from '@clube/contract';
import { IMPORT_COLUMNS, type ImportFirstPassword } from '@clube/contract/admin';
import {
  INTEGRATION_MESSAGES,
  INVALID_ROW_CODE,
  type DeactivateMemberResponse,
  type IntegrationMember,
  type UpsertMembersResponse,
  type UpsertResult,
} from '@clube/contract/integration';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { upsertMembersBody } from '@clube/contract/integration';
import type { Database } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { FirstPassword } from '../admin/imports/first-password.js';
import { countPlans, planRows, type RowPlan } from '../admin/imports/plan.js';
import { findCompany, findMembersByCpf } from '../admin/imports/queries.js';
import { checkRows, type CheckedRow, type ColumnMap } from '../admin/imports/rows.js';
import { firstPasswords, writePlannedRows, type ImportAudit } from '../admin/imports/service.js';
import { endCard } from '../admin/members/service.js';
import { memberCompanyIds } from '../admin/members/queries.js';
import { queueEvents } from './webhooks/events.js';

type Db = Kysely<Database>;
type UpsertBody = z.output<typeof upsertMembersBody>;

/* ---------------------------------------------------------------- bulk upsert */

/** Every import column, in the template's order: a request's member is a row of these cells. */
const COLUMNS: ColumnMap = { keys: IMPORT_COLUMNS.map((c) => c.key), ignored: [] };

const cellOf = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value);

/**
 * The members of a request as the CSV import's checked rows: the very validation of a file's
 * rows (each member is a line, numbered by its position in the list).
 */
export function checkMembers(members: UpsertBody['members']): CheckedRow[] {
  return checkRows(
    members.map((member, index) => ({
      line: index,
      cells: COLUMNS.keys.map((key) => cellOf((member as Record<string, unknown>)[key ?? ''])),
    })),
    COLUMNS,
    INTEGRATION_MESSAGES.duplicateCpf,
  );
}

export interface PreparedUpsert {
  rows: CheckedRow[];
  passwords: Map<string, FirstPassword>;
}

/** Validates, plans and hashes the new members' first passwords before the transaction opens. */
export async function prepareUpsert(
  db: Db,
  empresaId: number,
  body: UpsertBody,
): Promise<PreparedUpsert> {
  const rows = checkMembers(body.members);
  const plans = await planRows(db, empresaId, rows, body.firstPassword);
  return { rows, passwords: await firstPasswords(rows, plans, body.firstPassword) };
}

/**
 * Writes a request's members exactly as a confirmed CSV import writes a batch (planned again in
 * the transaction by the import's planner, written by its writer), and answers each member's
 * outcome in the request's order with the ids to use afterwards.
 */
export async function upsertMembers(
  db: Db,
  empresaId: number,
  firstPassword: ImportFirstPassword,
  prepared: PreparedUpsert,
  audit: ImportAudit,
  now: Date,
): Promise<UpsertMembersResponse> {
  const company = await findCompany(db, empresaId);
  if (!company) throw notFound(INTEGRATION_MESSAGES.memberNotFound);
  const { rows, passwords } = prepared;
  const plans = await planRows(db, empresaId, rows, firstPassword);
  await firstPasswords(rows, plans, firstPassword, passwords);
  await writePlannedRows(
    db,
    { empresaId, empresaNome: company.nome, firstPassword },
    rows,
    plans,
    passwords,
    audit,
    now,
  );
  const members = await findMembersByCpf(
    db,
    empresaId,
    rows.filter((_, i) => plans[i]?.action !== 'error').map((r) => r.cpf),
  );
  const results = rows.map((row, index): UpsertResult => {
    const plan = plans[index] as RowPlan;
    if (plan.action === 'error')
      return {
        index,
        action: 'error',
        memberId: null,
        cardId: null,
        error: plan.error,
        code: INVALID_ROW_CODE,
      };
    const member = members.get(row.cpf);
    const card = member?.cards.find((c) => c.encerrado_em === null) ?? member?.cards[0];
    return {
      index,
      action: plan.action,
      memberId: member?.usuarioId ?? null,
      cardId: card?.id ?? null,
      error: null,
      code: null,
    };
  });
  return { counts: countPlans(plans), results };
}

/* ---------------------------------------------------------------- one member */

/** A CPF as sent (digits, punctuated, or a number that lost its leading zeros), or null. */
export function cpfDigits(value: string | number): string | null {
  const text = String(value).trim();
  const digits = /^\d{9,10}$/.test(text) ? text.padStart(11, '0') : onlyDigits(text);
  return isValidCpf(digits) ? digits : null;
}

/**
 * Ends the member's card in this company, as the console's 'Encerrar cartão' does: today's date
 * starts the LGPD retention clock; their sessions end only when every card they have is in this
 * company (a sign-in that reaches another company's card is not this company's to cut).
 */
export async function deactivateMember(
  db: Db,
  empresaId: number,
  cpf: string | number,
  audit: ImportAudit,
  now: Date,
): Promise<DeactivateMemberResponse> {
  const digits = cpfDigits(cpf);
  if (digits === null) throw new HttpError(400, 'CPF inválido.', ERROR_CODES.invalidInput);
  const member = (await findMembersByCpf(db, empresaId, [digits])).get(digits);
  if (!member || member.cards.length === 0) throw notFound(INTEGRATION_MESSAGES.memberNotFound);
  const card = member.cards.find((c) => c.encerrado_em === null);
  if (!card)
    throw new HttpError(
      409,
      INTEGRATION_MESSAGES.alreadyDeactivated,
      ERROR_CODES.alreadyDeactivated,
    );
  const companies = await memberCompanyIds(db, member.usuarioId);
  const onlyHere = companies.every((id) => id === empresaId);
  const { encerradoEm } = await endCard(db, card.id, now, onlyHere);
  await audit(db, [
    {
      resource: 'members',
      recordId: member.usuarioId,
      action: 'endCard',
      before: { idCliente: card.id, encerradoEm: null },
      after: { idCliente: card.id, encerradoEm },
    },
  ]);
  await queueEvents(
    db,
    empresaId,
    [
      {
        type: 'member.deactivated',
        data: { memberId: member.usuarioId, cardId: card.id, endedAt: encerradoEm },
      },
    ],
    now,
  );
  return { memberId: member.usuarioId, cardId: card.id, endedAt: encerradoEm };
}

/** The member's cards in this company and whether one is active; 404 when they have none here. */
export async function readMember(
  db: Db,
  empresaId: number,
  usuarioId: number,
): Promise<IntegrationMember> {
  const usuario = await db
    .selectFrom('usuario')
    .select(['id', 'login'])
    .where('id', '=', usuarioId)
    .executeTakeFirst();
  const cards = usuario
    ? await db
        .selectFrom('cliente')
        .select([
          'id',
          'nome',
          'numero_carteirinha',
          'validade_carteirinha',
          'perfil_id',
          'encerrado_em',
        ])
        .where('usuario_id', '=', usuarioId)
        .where('empresa_id', '=', empresaId)
        .where('titular_id', 'is', null)
        .where('anonimizado_em', 'is', null)
        .orderBy('id')
        .execute()
    : [];
  if (!usuario || cards.length === 0) throw notFound(INTEGRATION_MESSAGES.memberNotFound);
  const active = cards.find((c) => c.encerrado_em === null);
  return {
    id: usuario.id,
    cpf: usuario.login,
    name: (active ?? cards[cards.length - 1])?.nome ?? '',
    status: active ? 'active' : 'inactive',
    cards: cards.map((c) => ({
      id: c.id,
      number: c.numero_carteirinha,
      validUntil: c.validade_carteirinha,
      profileId: c.perfil_id,
      endedAt: c.encerrado_em,
    })),
  };
}
