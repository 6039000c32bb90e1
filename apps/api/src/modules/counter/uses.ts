import { queueEvents } from '../integration/webhooks/events.js';
import { todayInBrazil } from '@clube/contract';
import { COUNTER_LIMITS, PARTNER_COUNTER_MESSAGES, type CounterUse } from '@clube/contract/partner';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { precompiled } from '../../lib/precompiled.js';
import { conflict, notFound } from '../../lib/http-error.js';
import type { SignedInStaff } from '../../plugins/partner-session.js';
import { savingOf } from './discount.js';
import { offersFor } from './offers.js';

type Db = Kysely<Database>;

const UNDO_MS = COUNTER_LIMITS.undoMinutes * 60_000;
const VERIFICATION_MS = COUNTER_LIMITS.verificationMinutes * 60_000;

export interface RegisterInput {
  verificacao: string;
  idOferta: number;
  valorCompra: number | null;
  economia: number | null;
}

function counterUseQuery(db: Db) {
  return db
    .selectFrom('uso as u')
    .innerJoin('cliente as c', 'c.id', 'u.cliente_id')
    .innerJoin('empresa as e', 'e.id', 'u.empresa_id')
    .select([
      'u.id',
      'u.registrado_em',
      'u.oferta_id',
      'u.oferta_titulo',
      'u.valor_compra',
      'u.economia',
      'u.desfeito_em',
      'u.parceiro_id',
      'u.atendente_id',
      'c.nome',
      'e.nome as empresa',
    ]);
}
type UseRow = Awaited<ReturnType<ReturnType<typeof counterUseQuery>['execute']>>[number];

function toCounterUse(row: UseRow, now: Date): CounterUse {
  return {
    id: row.id,
    registradoEm: row.registrado_em,
    oferta: { id: row.oferta_id, titulo: row.oferta_titulo },
    membro: { primeiroNome: row.nome.trim().split(/\s+/)[0] ?? '', empresa: row.empresa },
    valorCompra: row.valor_compra,
    economia: row.economia,
    desfeitoEm: row.desfeito_em,
    podeDesfazer:
      row.desfeito_em === null && now.getTime() - Date.parse(row.registrado_em) < UNDO_MS,
  };
}

const useById = precompiled((db, arg) => counterUseQuery(db).where('u.id', '=', arg<number>(0)));
const useByKey = precompiled((db, arg) =>
  counterUseQuery(db)
    .where('u.atendente_id', '=', arg<number>(0))
    .where('u.chave_idempotencia', '=', arg<string>(1)),
);
const validCheck = precompiled((db, arg) =>
  db
    .selectFrom('parceiro_verificacao as v')
    .innerJoin('cliente as c', 'c.id', 'v.cliente_id')
    .select(['v.id', 'v.cliente_id', 'v.passo', 'v.criado_em', 'c.empresa_id'])
    .where('v.token', '=', arg<string>(0))
    .where('v.atendente_id', '=', arg<number>(1))
    .where('v.resultado', '=', 'VALIDO'),
);

async function readUse(db: Db, id: number, now: Date): Promise<CounterUse> {
  const [row] = await useById(db, [id]);
  if (!row) throw new Error(`use ${id} not found`);
  return toCounterUse(row, now);
}

/** The staff's use registered with this Idempotency-Key, if any (a repeated request). */
export async function replayedUse(
  db: Db,
  staff: SignedInStaff,
  key: string,
  now: Date,
): Promise<CounterUse | null> {
  const [row] = await useByKey(db, [staff.id, key]);
  return row ? toCounterUse(row, now) : null;
}

/**
 * Registers a use from a valid check of this staff account, within its minutes: one registration
 * per check and per code (the card's time step goes into uso_codigo in the same transaction). The
 * saving comes from the offer's structured discount when it has one, else what the staff typed.
 */
export async function registerUse(
  db: Db,
  staff: SignedInStaff,
  input: RegisterInput,
  key: string | null,
  now: Date,
): Promise<CounterUse> {
  const [check] = await validCheck(db, [input.verificacao, staff.id]);
  if (!check || check.passo === null || check.cliente_id === null)
    throw conflict(PARTNER_COUNTER_MESSAGES.verificationExpired);
  if (now.getTime() - Date.parse(check.criado_em) > VERIFICATION_MS)
    throw conflict(PARTNER_COUNTER_MESSAGES.verificationExpired);
  const offer = (await offersFor(db, staff.parceiroId, check.empresa_id, now)).find(
    (o) => o.id === input.idOferta,
  );
  if (!offer) throw notFound(PARTNER_COUNTER_MESSAGES.offerNotFound);

  try {
    await db
      .insertInto('uso_codigo')
      .values({ cliente_id: check.cliente_id, passo: check.passo, usado_em: now.toISOString() })
      .execute();
    const row = await db
      .insertInto('uso')
      .values({
        parceiro_id: staff.parceiroId,
        atendente_id: staff.id,
        cliente_id: check.cliente_id,
        empresa_id: check.empresa_id,
        verificacao_id: check.id,
        oferta_id: offer.id,
        oferta_titulo: offer.titulo,
        valor_compra: input.valorCompra,
        economia: savingOf(offer.desconto, input.valorCompra, input.economia),
        chave_idempotencia: key,
        registrado_em: now.toISOString(),
        dia: todayInBrazil(now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await queueEvents(
      db,
      check.empresa_id,
      [
        {
          type: 'use.registered',
          data: {
            memberId: null,
            cardId: check.cliente_id,
            useId: row.id,
            partnerId: staff.parceiroId,
          },
        },
      ],
      now,
    );
    return await readUse(db, row.id, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PARTNER_COUNTER_MESSAGES.verificationUsed);
    throw error;
  }
}

/** 'Usos de hoje': this staff account's registrations of the Brazilian day, newest first. */
export async function usesToday(db: Db, staff: SignedInStaff, now: Date): Promise<CounterUse[]> {
  const rows = await counterUseQuery(db)
    .where('u.atendente_id', '=', staff.id)
    .where('u.dia', '=', todayInBrazil(now))
    .orderBy('u.registrado_em', 'desc')
    .orderBy('u.id', 'desc')
    .execute();
  return rows.map((row) => toCounterUse(row, now));
}

/** Undoes a use of this staff's partner within its minutes; the undo is recorded on the use. */
export async function undoUse(
  db: Db,
  staff: SignedInStaff,
  id: number,
  now: Date,
): Promise<CounterUse> {
  const row = await counterUseQuery(db)
    .where('u.id', '=', id)
    .where('u.parceiro_id', '=', staff.parceiroId)
    .executeTakeFirst();
  if (!row) throw notFound(PARTNER_COUNTER_MESSAGES.useNotFound);
  if (row.desfeito_em !== null) throw conflict(PARTNER_COUNTER_MESSAGES.alreadyUndone);
  if (now.getTime() - Date.parse(row.registrado_em) >= UNDO_MS)
    throw conflict(PARTNER_COUNTER_MESSAGES.undoExpired);
  const result = await db
    .updateTable('uso')
    .set({ desfeito_em: now.toISOString(), desfeito_por_atendente_id: staff.id })
    .where('id', '=', id)
    .where('desfeito_em', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict(PARTNER_COUNTER_MESSAGES.alreadyUndone);
  return readUse(db, id, now);
}

/** Deletes used codes too old to be accepted again (a code lives ±1 step: minutes are plenty). */
export async function purgeUsedCodes(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - 10 * 60_000).toISOString();
  const result = await db
    .deleteFrom('uso_codigo')
    .where('usado_em', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Erasing people (the LGPD retention, a dependent's removal): their uses stay, for the partner's
 * and the company's figures, pointing at the blanked card; the member's own words in a report of
 * a use go.
 */
export async function deleteUseReportsOf(db: Db, clienteIds: readonly number[]): Promise<void> {
  if (clienteIds.length === 0) return;
  await db
    .deleteFrom('uso_reporte')
    .where('uso_id', 'in', db.selectFrom('uso').select('id').where('cliente_id', 'in', clienteIds))
    .execute();
}
