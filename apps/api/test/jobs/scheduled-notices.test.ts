import { NOTICE_KINDS } from '@clube/contract';
import type { Kysely } from 'kysely';
import { describe, expect } from 'vitest';
import type { Cliente, Database } from '../../src/db/schema.js';
import {
  scheduledNoticesJob,
  SCHEDULED_NOTICES,
  writeScheduledNotices,
} from '../../src/jobs/scheduled-notices.js';
import { apiTest } from '../helpers/fixture.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';

/*
 * Reminders and invoice notices, with the clock in the test's hands. The appointment below is on
 * 2026-12-10 at 14:30 in Brazil (17:30 UTC).
 */
const it = apiTest();

const at = (iso: string) => new Date(iso);

async function world(db: Kysely<Database>): Promise<TestMember> {
  const empresa = await insertEmpresa(db);
  return createMember(db, { empresas: [empresa] });
}

async function appointment(
  db: Kysely<Database>,
  card: Cliente,
  status: 'agendado' | 'cancelado' = 'agendado',
) {
  const { id } = await db
    .insertInto('agendamento')
    .values({
      codigo: `CNS-${card.id}-${status}`,
      cliente_id: card.id,
      data_consulta: '2026-12-10',
      hora_inicio: '14:30',
      hora_fim: '15:00',
      medico: 'Dra. Camila Ferreira',
      especialidade: 'Cardiologia',
      url_video: '',
      cancelavel: 1,
      status,
      cancelado_em: status === 'cancelado' ? '2026-12-01T10:00:00.000Z' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const noticesOf = (db: Kysely<Database>, card: Cliente) =>
  db
    .selectFrom('aviso')
    .select(['tipo', 'titulo', 'texto', 'tela', 'alvo_id'])
    .where('cliente_id', '=', card.id)
    .orderBy('id')
    .execute();

describe('appointment reminders', () => {
  it('go out 24 h and 1 h before, each once however often the job runs', async ({ db }) => {
    const m = await world(db);
    const card = m.cards[0]!;
    await appointment(db, card);

    // Two days before: nothing yet.
    await writeScheduledNotices(db, at('2026-12-08T17:30:00Z'));
    expect(await noticesOf(db, card)).toEqual([]);

    // Within the day before: the first reminder, once.
    await writeScheduledNotices(db, at('2026-12-09T17:35:00Z'));
    await writeScheduledNotices(db, at('2026-12-09T17:40:00Z'));
    await writeScheduledNotices(db, at('2026-12-10T12:00:00Z'));
    expect(await noticesOf(db, card)).toEqual([
      {
        tipo: NOTICE_KINDS.appointment24h,
        titulo: 'Lembrete de consulta',
        texto: 'Sua consulta de Cardiologia com Dra. Camila Ferreira é em 10/12 às 14:30.',
        tela: 'agendamentos',
        alvo_id: null,
      },
    ]);

    // The last hour: the second reminder, once; after the start, nothing more.
    await writeScheduledNotices(db, at('2026-12-10T16:45:00Z'));
    await writeScheduledNotices(db, at('2026-12-10T16:50:00Z'));
    await writeScheduledNotices(db, at('2026-12-10T17:31:00Z'));
    const all = await noticesOf(db, card);
    expect(all.map((n) => n.tipo)).toEqual([
      NOTICE_KINDS.appointment24h,
      NOTICE_KINDS.appointment1h,
    ]);
    expect(all[1]!.texto).toBe(
      'Sua consulta de Cardiologia com Dra. Camila Ferreira começa às 14:30.',
    );
  });

  it('send nothing for a cancelled appointment', async ({ db }) => {
    const m = await world(db);
    const card = m.cards[0]!;
    await appointment(db, card, 'cancelado');
    await writeScheduledNotices(db, at('2026-12-09T18:00:00Z'));
    await writeScheduledNotices(db, at('2026-12-10T17:00:00Z'));
    expect(await noticesOf(db, card)).toEqual([]);
  });

  it('reach the holder’s card for a dependent’s appointment', async ({ db }) => {
    const m = await world(db);
    await appointment(db, m.dependent);
    await writeScheduledNotices(db, at('2026-12-10T17:00:00Z'));
    expect((await noticesOf(db, m.cards[0]!)).map((n) => n.tipo)).toEqual([
      NOTICE_KINDS.appointment1h,
    ]);
  });

  it('are written once when two instances run the job at the same moment', async ({ db }) => {
    const m = await world(db);
    const card = m.cards[0]!;
    await appointment(db, card);
    const now = at('2026-12-10T17:00:00Z');
    await db.deleteFrom('tarefa').where('nome', '=', SCHEDULED_NOTICES.jobName).execute();
    const one = scheduledNoticesJob(db, () => now);
    const two = scheduledNoticesJob(db, () => now);
    const results = await Promise.all([one.run(), two.run(), writeScheduledNotices(db, now)]);
    // Only one of the two instances took the lease; the direct run found nothing left to write.
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(
      (await noticesOf(db, card)).filter((n) => n.tipo === NOTICE_KINDS.appointment1h),
    ).toHaveLength(1);
  });
});

describe('invoice notices', () => {
  async function invoice(db: Kysely<Database>, card: Cliente, vencimento: string, paid = false) {
    const { id: contrato } = await db
      .insertInto('contrato')
      .values({
        cliente_id: card.id,
        status: 'Ativo',
        forma_pagamento: 'Boleto',
        valor_mensal_centavos: 9990,
        inicio: '2026-01-01',
        fim: null,
        plano: 'Plano Ouro',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('fatura')
      .values({
        contrato_id: contrato,
        vencimento,
        pago_em: paid ? '2026-12-01' : null,
        forma_pagamento: 'Boleto',
        boleto: '',
        status: paid ? 'Pago' : 'Em aberto',
        valor_centavos: 9990,
      })
      .execute();
    return contrato;
  }

  it('tell of an invoice due in 3 days, then overdue, each once; a paid one says nothing', async ({
    db,
  }) => {
    const m = await world(db);
    const card = m.cards[0]!;
    const contrato = await invoice(db, card, '2026-12-15');
    await invoice(db, card, '2026-12-15', true);

    await writeScheduledNotices(db, at('2026-12-11T12:00:00Z'));
    expect(await noticesOf(db, card)).toEqual([]);
    await writeScheduledNotices(db, at('2026-12-12T12:00:00Z'));
    await writeScheduledNotices(db, at('2026-12-13T12:00:00Z'));
    expect(await noticesOf(db, card)).toEqual([
      {
        tipo: NOTICE_KINDS.invoiceDue,
        titulo: 'Fatura a vencer',
        texto: 'Sua fatura de R$\u00a099,90 vence em 15/12/2026.',
        tela: 'contrato',
        alvo_id: contrato,
      },
    ]);
    await writeScheduledNotices(db, at('2026-12-16T12:00:00Z'));
    await writeScheduledNotices(db, at('2026-12-17T12:00:00Z'));
    const all = await noticesOf(db, card);
    expect(all.map((n) => n.tipo)).toEqual([NOTICE_KINDS.invoiceDue, NOTICE_KINDS.invoiceOverdue]);
    expect(all[1]!.texto).toBe(
      'Sua fatura de R$\u00a099,90 venceu em 15/12/2026. Pague para continuar aproveitando seus benefícios.',
    );
  });

  it('do not announce an old debt', async ({ db }) => {
    const m = await world(db);
    const card = m.cards[0]!;
    await invoice(db, card, '2026-10-01');
    await writeScheduledNotices(db, at('2026-12-12T12:00:00Z'));
    expect(await noticesOf(db, card)).toEqual([]);
  });
});
