import { adminEndpoints, INVOICE_STATUS, RECORD_MESSAGES as M } from '@clube/contract/admin';
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from '../../../lib/http-error.js';
import type { SignedInOperator } from '../../../plugins/admin-session.js';
import type { RecordScope } from '../permissions.js';
import { adminRoute } from '../route.js';
import {
  appointmentCard,
  cancelAppointmentRow,
  contractCard,
  decodePdf,
  endCardWithoutContracts,
  findHolderCard,
  invoiceCard,
  newAppointmentCode,
  personOf,
  readRecords,
  type HolderCard,
} from './service.js';

/**
 * A member card's records in the console (issue 16): contracts and invoices, prescriptions and
 * appointments. The record's company is its card's: an operator reaches only their companies'
 * cards (else 403, nothing written); for an admin a record that does not exist is 404.
 */
export async function adminRecordRoutes(app: FastifyInstance) {
  /** The card, authorised for the route's action; 404 for an admin, 403 for others when missing. */
  function allowed(
    card: HolderCard | undefined,
    operator: SignedInOperator,
    authorize: (record: RecordScope) => void,
    missing: string,
  ): HolderCard {
    if (!card) throw operator.role === 'admin' ? notFound(missing) : forbidden();
    authorize({ companyId: card.empresa_id });
    return card;
  }

  adminRoute(app, adminEndpoints.getCardRecords, async (request, { db, operator, authorize }) => {
    const card = await findHolderCard(db, request.params.id);
    allowed(card, operator, authorize, M.cardNotFound);
    return readRecords(db, request.params.id);
  });

  adminRoute(
    app,
    adminEndpoints.createContract,
    async (request, { db, operator, authorize, audit }) => {
      const card = allowed(
        await findHolderCard(db, request.params.id),
        operator,
        authorize,
        M.cardNotFound,
      );
      const b = request.body;
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
      const encerradoEm = await endCardWithoutContracts(db, card, new Date());
      await audit({
        recordId: row.id,
        after: {
          idCliente: card.id,
          ...b,
          ...(encerradoEm ? { cartaoEncerradoEm: encerradoEm } : {}),
        },
        companyId: card.empresa_id,
      });
      return { message: M.contractSaved, records: await readRecords(db, card.id) };
    },
  );

  adminRoute(
    app,
    adminEndpoints.updateContract,
    async (request, { db, operator, authorize, audit }) => {
      const { id } = request.params;
      const card = allowed(await contractCard(db, id), operator, authorize, M.contractNotFound);
      const before = await db
        .selectFrom('contrato')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const b = request.body;
      const inicio = b.inicio ?? before.inicio;
      const fim = b.fim === undefined ? before.fim : b.fim || null;
      if (fim !== null && fim < inicio)
        throw badRequest("Campo 'fim' inválido: o fim deve ser depois do início");
      await db
        .updateTable('contrato')
        .set({
          ...(b.status !== undefined ? { status: b.status } : {}),
          ...(b.formaPagamento !== undefined ? { forma_pagamento: b.formaPagamento } : {}),
          ...(b.valorMensal !== undefined ? { valor_mensal_centavos: b.valorMensal } : {}),
          ...(b.plano !== undefined ? { plano: b.plano } : {}),
          inicio,
          fim,
        })
        .where('id', '=', id)
        .execute();
      const encerradoEm = await endCardWithoutContracts(db, card, new Date());
      await audit({
        recordId: id,
        before: {
          status: before.status,
          formaPagamento: before.forma_pagamento,
          valorMensal: before.valor_mensal_centavos,
          inicio: before.inicio,
          fim: before.fim ?? '',
          plano: before.plano,
        },
        after: {
          status: b.status ?? before.status,
          formaPagamento: b.formaPagamento ?? before.forma_pagamento,
          valorMensal: b.valorMensal ?? before.valor_mensal_centavos,
          inicio,
          fim: fim ?? '',
          plano: b.plano ?? before.plano,
          ...(encerradoEm ? { cartaoEncerradoEm: encerradoEm } : {}),
        },
        companyId: card.empresa_id,
      });
      return { message: M.contractSaved, records: await readRecords(db, card.id) };
    },
  );

  adminRoute(
    app,
    adminEndpoints.createInvoice,
    async (request, { db, operator, authorize, audit }) => {
      const { id: idContrato } = request.params;
      const card = allowed(
        await contractCard(db, idContrato),
        operator,
        authorize,
        M.contractNotFound,
      );
      const b = request.body;
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
          status: b.status,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit({ recordId: row.id, after: { idContrato, ...b }, companyId: card.empresa_id });
      return { message: M.invoiceSaved, records: await readRecords(db, card.id) };
    },
  );

  adminRoute(
    app,
    adminEndpoints.updateInvoice,
    async (request, { db, operator, authorize, audit }) => {
      const { id } = request.params;
      const card = allowed(await invoiceCard(db, id), operator, authorize, M.invoiceNotFound);
      const before = await db
        .selectFrom('fatura')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const b = request.body;
      const after = {
        vencimento: b.vencimento ?? before.vencimento,
        pagoEm: b.pagoEm ?? before.pago_em ?? '',
        formaPagamento: b.formaPagamento ?? before.forma_pagamento,
        valor: b.valor ?? before.valor_centavos,
        boleto: b.boleto ?? before.boleto,
        linhaDigitavel: b.linhaDigitavel ?? before.linha_digitavel,
        status: b.status ?? before.status,
      };
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
          status: after.status,
        })
        .where('id', '=', id)
        .execute();
      await audit({
        recordId: id,
        before: {
          vencimento: before.vencimento,
          pagoEm: before.pago_em ?? '',
          formaPagamento: before.forma_pagamento,
          valor: before.valor_centavos,
          boleto: before.boleto,
          linhaDigitavel: before.linha_digitavel,
          status: before.status,
        },
        after,
        companyId: card.empresa_id,
      });
      return { message: M.invoiceSaved, records: await readRecords(db, card.id) };
    },
  );

  adminRoute(
    app,
    adminEndpoints.createPrescription,
    async (request, { db, operator, authorize, audit }) => {
      const card = allowed(
        await findHolderCard(db, request.params.id),
        operator,
        authorize,
        M.cardNotFound,
      );
      const { arquivo, idDependente, ...fields } = request.body;
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
      await audit({
        recordId: receita.id,
        after: { idPessoa: clienteId, ...fields, documento: documento.id, bytes: pdf.length },
        companyId: card.empresa_id,
      });
      return { message: M.prescriptionSaved, records: await readRecords(db, card.id) };
    },
  );

  adminRoute(
    app,
    adminEndpoints.createAppointment,
    async (request, { db, operator, authorize, audit }) => {
      const card = allowed(
        await findHolderCard(db, request.params.id),
        operator,
        authorize,
        M.cardNotFound,
      );
      const { idDependente, ...b } = request.body;
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
      await audit({
        recordId: row.id,
        after: { idPessoa: clienteId, codigo, ...b },
        companyId: card.empresa_id,
      });
      return { message: M.appointmentSaved, records: await readRecords(db, card.id) };
    },
  );

  adminRoute(
    app,
    adminEndpoints.cancelAppointment,
    async (request, { db, operator, authorize, audit }) => {
      const { id } = request.params;
      const card = allowed(
        await appointmentCard(db, id),
        operator,
        authorize,
        M.appointmentNotFound,
      );
      const row = await cancelAppointmentRow(db, id, new Date());
      await audit({
        recordId: id,
        action: 'cancel',
        before: { status: row.status },
        after: { status: 'cancelado' },
        companyId: card.empresa_id,
      });
      return { message: M.appointmentCancelled, records: await readRecords(db, card.id) };
    },
  );
}
