import {
  INVOICE_STATUS,
  type appointmentBody,
  type contractBody,
  type invoiceBody,
  type prescriptionBody,
  type updateContractBody,
  type updateInvoiceBody,
} from '@clube/contract/admin';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/schema.js';
import { badRequest } from '../../../lib/http-error.js';
import type { AuditEntryInput } from '../audit.js';
import {
  cancelAppointmentRow,
  decodePdf,
  endCardWithoutContracts,
  newAppointmentCode,
  personOf,
  toInvoice,
  type HolderCard,
} from './service.js';

type Db = Kysely<Database>;

/** What a write leaves in the audit log (its resource, action and company come from the route). */
export type RecordChange = Pick<AuditEntryInput, 'recordId' | 'before' | 'after'> & {
  action?: AuditEntryInput['action'];
};

/** The card's end date in the audit row when this write ended it (decision 046). */
const ended = (encerradoEm: string | null) =>
  encerradoEm ? { cartaoEncerradoEm: encerradoEm } : {};

export async function addContract(
  db: Db,
  card: HolderCard,
  b: z.output<typeof contractBody>,
  endSessions: boolean,
): Promise<RecordChange> {
  const row = await db
    .insertInto('contrato')
    .values({
      cliente_id: card.id,
      status: b.status,
      forma_pagamento: b.formaPagamento,
      valor_mensal_centavos: b.valorMensal,
      inicio: b.inicio,
      fim: b.fim || null,
      plano: b.plano,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const encerradoEm = await endCardWithoutContracts(db, card, new Date(), endSessions);
  return { recordId: row.id, after: { idCliente: card.id, ...b, ...ended(encerradoEm) } };
}

/** Only the fields sent change; the end stays after the start, whichever of the two was sent. */
export async function changeContract(
  db: Db,
  card: HolderCard,
  id: number,
  b: z.output<typeof updateContractBody>,
  endSessions: boolean,
): Promise<RecordChange> {
  const before = await db
    .selectFrom('contrato')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const inicio = b.inicio ?? before.inicio;
  const fim = b.fim === undefined ? before.fim : b.fim || null;
  if (fim !== null && fim < inicio)
    throw badRequest("Campo 'fim' inválido: o fim deve ser depois do início");
  const after = {
    status: b.status ?? before.status,
    formaPagamento: b.formaPagamento ?? before.forma_pagamento,
    valorMensal: b.valorMensal ?? before.valor_mensal_centavos,
    inicio,
    fim: fim ?? '',
    plano: b.plano ?? before.plano,
  };
  await db
    .updateTable('contrato')
    .set({
      status: after.status,
      forma_pagamento: after.formaPagamento,
      valor_mensal_centavos: after.valorMensal,
      plano: after.plano,
      inicio,
      fim,
    })
    .where('id', '=', id)
    .execute();
  const encerradoEm = await endCardWithoutContracts(db, card, new Date(), endSessions);
  return {
    recordId: id,
    before: {
      status: before.status,
      formaPagamento: before.forma_pagamento,
      valorMensal: before.valor_mensal_centavos,
      inicio: before.inicio,
      fim: before.fim ?? '',
      plano: before.plano,
    },
    after: { ...after, ...ended(encerradoEm) },
  };
}

export async function addInvoice(
  db: Db,
  idContrato: number,
  b: z.output<typeof invoiceBody>,
): Promise<RecordChange> {
  const row = await db
    .insertInto('fatura')
    .values({
      contrato_id: idContrato,
      vencimento: b.vencimento,
      pago_em: b.pagoEm || null,
      forma_pagamento: b.formaPagamento,
      valor_centavos: b.valor,
      boleto: b.boleto,
      linha_digitavel: b.linhaDigitavel,
      pix: b.pix,
      status: b.status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { recordId: row.id, after: { idContrato, ...b } };
}

/** Only the fields sent change; a paid invoice keeps a payment date. */
export async function changeInvoice(
  db: Db,
  id: number,
  b: z.output<typeof updateInvoiceBody>,
): Promise<RecordChange> {
  const row = await db
    .selectFrom('fatura')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const { id: _id, idContrato: _contract, ...before } = toInvoice(row);
  const after = { ...before, ...b };
  if (after.status === INVOICE_STATUS.paid && !after.pagoEm)
    throw badRequest("Campo 'pagoEm' inválido: informe a data do pagamento");
  await db
    .updateTable('fatura')
    .set({
      vencimento: after.vencimento,
      pago_em: after.pagoEm || null,
      forma_pagamento: after.formaPagamento,
      valor_centavos: after.valor,
      boleto: after.boleto,
      linha_digitavel: after.linhaDigitavel,
      pix: after.pix,
      status: after.status,
    })
    .where('id', '=', id)
    .execute();
  return { recordId: id, before, after };
}

/** The PDF (checked by its bytes) stored as a document, listed for the holder or a dependent. */
export async function addPrescription(
  db: Db,
  card: HolderCard,
  body: z.output<typeof prescriptionBody>,
): Promise<RecordChange> {
  const { arquivo, idDependente, ...fields } = body;
  const pdf = decodePdf(arquivo);
  const clienteId = await personOf(db, card, idDependente);
  const now = new Date().toISOString();
  const documento = await db
    .insertInto('documento')
    .values({
      cliente_id: clienteId,
      nome_arquivo: `receita-${now.slice(0, 10)}.pdf`,
      mime: 'application/pdf',
      conteudo: pdf,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const receita = await db
    .insertInto('receita')
    .values({ cliente_id: clienteId, ...fields, documento_id: documento.id, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    recordId: receita.id,
    after: { idPessoa: clienteId, ...fields, documento: documento.id, bytes: pdf.length },
  };
}

export async function addAppointment(
  db: Db,
  card: HolderCard,
  body: z.output<typeof appointmentBody>,
): Promise<RecordChange> {
  const { idDependente, ...b } = body;
  const clienteId = await personOf(db, card, idDependente);
  const codigo = await newAppointmentCode(db);
  const row = await db
    .insertInto('agendamento')
    .values({
      codigo,
      cliente_id: clienteId,
      data_consulta: b.data,
      hora_inicio: b.inicio,
      hora_fim: b.fim,
      medico: b.medico,
      especialidade: b.especialidade,
      url_video: b.urlVideo,
      cancelavel: b.cancelavel ? 1 : 0,
      status: 'agendado',
      cancelado_em: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { recordId: row.id, after: { idPessoa: clienteId, codigo, ...b } };
}

export async function cancelAppointment(db: Db, id: number): Promise<RecordChange> {
  const row = await cancelAppointmentRow(db, id, new Date());
  return {
    recordId: id,
    action: 'cancel',
    before: { status: row.status },
    after: { status: 'cancelado' },
  };
}
