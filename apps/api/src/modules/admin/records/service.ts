import { randomInt } from 'node:crypto';
import { todayInBrazil } from '@clube/contract';
import {
  CONTRACT_STATUS,
  PRESCRIPTION_MAX_BYTES,
  RECORD_MESSAGES as M,
  type AdminAppointment,
  type AdminContract,
  type AdminInvoice,
  type AdminPrescription,
  type CardRecords,
} from '@clube/contract/admin';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { badRequest, conflict, notFound } from '../../../lib/http-error.js';
import { brazilDateTime, hhmm } from '../../tadodoi/brazil-time.js';

type Db = Kysely<Database>;

/**
 * A member card's records in the console (docs/product.md#console-card-records): contracts and invoices, prescriptions and
 * appointments. The member app reads the same rows (contracts, Tá Dodói), so a write shows there
 * at once. docs/decisions/046-card-records.md.
 */

/** The holder's card (not a dependent's row), or undefined. */
export function findHolderCard(db: Db, idCliente: number) {
  return db
    .selectFrom('cliente')
    .select(['id', 'empresa_id', 'usuario_id', 'encerrado_em', 'reativado_em', 'nome'])
    .where('id', '=', idCliente)
    .where('usuario_id', 'is not', null)
    .where('titular_id', 'is', null)
    .executeTakeFirst();
}
export type HolderCard = NonNullable<Awaited<ReturnType<typeof findHolderCard>>>;

export async function contractCard(db: Db, idContrato: number) {
  const row = await db
    .selectFrom('contrato')
    .select('cliente_id')
    .where('id', '=', idContrato)
    .executeTakeFirst();
  return row ? findHolderCard(db, row.cliente_id) : undefined;
}

export async function invoiceCard(db: Db, idFatura: number) {
  const row = await db
    .selectFrom('fatura')
    .innerJoin('contrato', 'contrato.id', 'fatura.contrato_id')
    .select('contrato.cliente_id')
    .where('fatura.id', '=', idFatura)
    .executeTakeFirst();
  return row ? findHolderCard(db, row.cliente_id) : undefined;
}

export async function appointmentCard(db: Db, idAgendamento: number) {
  const row = await db
    .selectFrom('agendamento')
    .innerJoin('cliente', 'cliente.id', 'agendamento.cliente_id')
    .select(['cliente.id', 'cliente.titular_id'])
    .where('agendamento.id', '=', idAgendamento)
    .executeTakeFirst();
  return row ? findHolderCard(db, row.titular_id ?? row.id) : undefined;
}

/** The people of a card: the holder's row and its dependents' rows, id → name. */
async function peopleOf(db: Db, card: HolderCard): Promise<Map<number, string>> {
  const dependents = await db
    .selectFrom('cliente')
    .select(['id', 'nome'])
    .where('titular_id', '=', card.id)
    .execute();
  return new Map([[card.id, card.nome], ...dependents.map((d) => [d.id, d.nome] as const)]);
}

/** The row a prescription or appointment is for: the holder, or a dependent of this card. */
export async function personOf(db: Db, card: HolderCard, idDependente: number | undefined) {
  if (idDependente === undefined) return card.id;
  const people = await peopleOf(db, card);
  if (idDependente === card.id || !people.has(idDependente)) throw notFound(M.dependentNotFound);
  return idDependente;
}

export const toInvoice = (row: {
  id: number;
  contrato_id: number;
  vencimento: string;
  pago_em: string | null;
  forma_pagamento: string;
  valor_centavos: number;
  boleto: string;
  linha_digitavel: string;
  pix: string;
  status: string;
}): AdminInvoice => ({
  id: row.id,
  idContrato: row.contrato_id,
  vencimento: row.vencimento,
  pagoEm: row.pago_em ?? '',
  formaPagamento: row.forma_pagamento,
  valor: row.valor_centavos,
  boleto: row.boleto,
  linhaDigitavel: row.linha_digitavel,
  pix: row.pix,
  status: row.status,
});

export async function readRecords(
  db: Db,
  idCliente: number,
  now = new Date(),
): Promise<CardRecords> {
  const card = await findHolderCard(db, idCliente);
  if (!card) throw notFound(M.cardNotFound);
  const people = await peopleOf(db, card);
  const ids = [...people.keys()];
  const contracts = await db
    .selectFrom('contrato')
    .selectAll()
    .where('cliente_id', '=', card.id)
    .orderBy('inicio', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const invoices = contracts.length
    ? await db
        .selectFrom('fatura')
        .selectAll()
        .where(
          'contrato_id',
          'in',
          contracts.map((c) => c.id),
        )
        .orderBy('vencimento', 'desc')
        .orderBy('id', 'desc')
        .execute()
    : [];
  const prescriptions = await db
    .selectFrom('receita')
    .select(['id', 'cliente_id', 'descricao', 'medico', 'especialidade', 'created_at'])
    .where('cliente_id', 'in', ids)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const appointments = await db
    .selectFrom('agendamento')
    .selectAll()
    .where('cliente_id', 'in', ids)
    .orderBy('data_consulta', 'desc')
    .orderBy('hora_inicio', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const name = (id: number) => people.get(id) ?? '';
  return {
    idCliente: card.id,
    encerradoEm: card.encerrado_em,
    contratos: contracts.map((c): AdminContract => ({
      id: c.id,
      idCliente: c.cliente_id,
      status: c.status,
      formaPagamento: c.forma_pagamento,
      valorMensal: c.valor_mensal_centavos,
      inicio: c.inicio,
      fim: c.fim ?? '',
      plano: c.plano,
      faturas: invoices.filter((f) => f.contrato_id === c.id).map(toInvoice),
    })),
    receitas: prescriptions.map((r): AdminPrescription => ({
      id: r.id,
      idPessoa: r.cliente_id,
      pessoa: name(r.cliente_id),
      descricao: r.descricao,
      medico: r.medico,
      especialidade: r.especialidade,
      criadaEm: r.created_at,
    })),
    agendamentos: appointments.map((a): AdminAppointment => ({
      id: a.id,
      idPessoa: a.cliente_id,
      pessoa: name(a.cliente_id),
      codigo: a.codigo,
      data: a.data_consulta,
      inicio: a.hora_inicio,
      fim: a.hora_fim,
      medico: a.medico,
      especialidade: a.especialidade,
      urlVideo: a.url_video,
      cancelavel: Number(a.cancelavel) === 1,
      status: appointmentStatus(a, brazilDateTime(now)),
    })),
  };
}

/** A contract runs while its status is active and its end, if any, has not passed. */
const runs = (c: { status: string; fim: string | null }, today: string) =>
  c.status === CONTRACT_STATUS.active && (c.fim === null || c.fim === '' || c.fim >= today);

/**
 * The LGPD clock (decision 046): when a card has contracts and none runs any more, the card ends
 * today (`cliente.encerrado_em`, read by the retention job), and the member's sessions end as the
 * console's "end card" does (`endSessions`). A card already ended keeps its date. Answers the date set, or null.
 */
export async function endCardWithoutContracts(
  db: Db,
  card: HolderCard,
  now: Date,
  endSessions: boolean,
): Promise<string | null> {
  if (card.encerrado_em !== null || card.usuario_id === null) return null;
  const today = todayInBrazil(now);
  const contracts = await db
    .selectFrom('contrato')
    .select(['status', 'fim'])
    .where('cliente_id', '=', card.id)
    .execute();
  if (contracts.length === 0 || contracts.some((c) => runs(c, today))) return null;
  await db
    .updateTable('cliente')
    .set({ encerrado_em: today, updated_at: now.toISOString(), codigo_segredo: null })
    .where('id', '=', card.id)
    .execute();
  // As the console's "end card": the member's open sessions end with it, when every card of the
  // member is in the caller's reach (the acting identity refuses the ended card in any case).
  if (endSessions) {
    await db
      .updateTable('usuario')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', card.usuario_id)
      .execute();
  }
  return today;
}

/** The PDF inside a data URL: 400 unless its bytes start with %PDF- and fit the cap. */
export function decodePdf(dataUrl: string): Buffer {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > PRESCRIPTION_MAX_BYTES) throw badRequest(M.pdfTooBig);
  if (bytes.length < 5 || bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw badRequest(M.notPdf);
  return bytes;
}

/** A code for an appointment made in the console, unique among the table's codes. */
export async function newAppointmentCode(db: Db): Promise<string> {
  for (;;) {
    const codigo = `ADM-${randomInt(100_000, 1_000_000)}`;
    const taken = await db
      .selectFrom('agendamento')
      .select('id')
      .where('codigo', '=', codigo)
      .executeTakeFirst();
    if (!taken) return codigo;
  }
}

type AppointmentTimes = {
  status: 'agendado' | 'cancelado';
  data_consulta: string;
  hora_inicio: string;
  hora_fim: string;
};

/** A scheduled appointment whose end has passed (Brazil's clock) is shown as held: 'realizado'. */
function appointmentStatus(a: AppointmentTimes, brazilNow: string): AdminAppointment['status'] {
  if (a.status === 'agendado' && `${a.data_consulta} ${hhmm(a.hora_fim)}` <= brazilNow)
    return 'realizado';
  return a.status;
}

/** No one cancels an appointment once it has started, in the console as in the member app. */
export async function cancelAppointmentRow(db: Db, idAgendamento: number, now: Date) {
  const row = await db
    .selectFrom('agendamento')
    .selectAll()
    .where('id', '=', idAgendamento)
    .executeTakeFirstOrThrow();
  if (row.status === 'cancelado') throw conflict(M.alreadyCancelled);
  if (`${row.data_consulta} ${hhmm(row.hora_inicio)}` <= brazilDateTime(now))
    throw conflict(M.alreadyStarted);
  await db
    .updateTable('agendamento')
    .set({ status: 'cancelado', cancelado_em: now.toISOString() })
    .where('id', '=', idAgendamento)
    .execute();
  return row;
}
