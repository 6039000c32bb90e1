import {
  addDays,
  NOTICE_KINDS,
  NOTICE_MESSAGES,
  NOTICE_SCREENS,
  NOTICE_TIMING,
  todayInBrazil,
} from '@clube/contract';
import { INVOICE_STATUS } from '@clube/contract/admin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { kindsOffByCompany } from '../modules/notices/switches.js';
import { writeNotice, type NewNotice } from '../modules/notices/write.js';
import { runWithLease } from './job-lease.js';
import type { Job } from './scheduler.js';

type Db = Kysely<Database>;
type KindOn = Awaited<ReturnType<typeof kindsOffByCompany>>;

export const SCHEDULED_NOTICES = {
  /** The job's row in `tarefa` (the lease shared by every instance). */
  jobName: 'scheduled-notices',
  /** How often it runs: a reminder goes out at most this late. */
  everyMs: 5 * 60_000,
} as const;

export interface ScheduledNoticesResult {
  reminders: number;
  invoices: number;
}

const HOUR_MS = 3_600_000;
const [FIRST_REMINDER_H, LAST_REMINDER_H] = NOTICE_TIMING.appointmentHours;

/** The instant an appointment starts: its date and time are Brazil's wall clock (UTC−3). */
const startOf = (data: string, hora: string) => Date.parse(`${data}T${hora.slice(0, 5)}:00-03:00`);

/** Appointments still booked that start within the first reminder's window, with their card. */
function upcomingAppointments(db: Db, now: Date) {
  const today = todayInBrazil(now);
  return db
    .selectFrom('agendamento as a')
    .innerJoin('cliente as c', 'c.id', 'a.cliente_id')
    .leftJoin('cliente as t', 't.id', 'c.titular_id')
    .select([
      'a.id',
      'a.data_consulta',
      'a.hora_inicio',
      'a.medico',
      'a.especialidade',
      'c.id as card',
      'c.empresa_id',
      'c.titular_id',
      't.encerrado_em as holder_ended',
      'c.encerrado_em',
      'c.anonimizado_em',
    ])
    .where('a.status', '=', 'agendado')
    .where('a.data_consulta', '>=', today)
    .where('a.data_consulta', '<=', addDays(today, 2))
    .execute();
}

/**
 * The reminders due now: 24 h before an appointment (when it is still more than an hour away) and
 * 1 h before. Cancelled appointments are not read, so they send nothing.
 */
async function writeReminders(db: Db, now: Date, on: KindOn): Promise<number> {
  let written = 0;
  for (const a of await upcomingAppointments(db, now)) {
    if (a.anonimizado_em !== null || a.encerrado_em !== null || a.holder_ended !== null) continue;
    const left = startOf(a.data_consulta, a.hora_inicio) - now.getTime();
    if (left <= 0 || left > FIRST_REMINDER_H * HOUR_MS) continue;
    const last = left <= LAST_REMINDER_H * HOUR_MS;
    const words = { especialidade: a.especialidade, medico: a.medico, hora: a.hora_inicio };
    const notice: NewNotice = last
      ? {
          tipo: NOTICE_KINDS.appointment1h,
          ...NOTICE_MESSAGES.appointment1h(words),
          tela: NOTICE_SCREENS.appointments,
          chave: `consulta-1h:${a.id}`,
        }
      : {
          tipo: NOTICE_KINDS.appointment24h,
          ...NOTICE_MESSAGES.appointment24h({ ...words, data: a.data_consulta }),
          tela: NOTICE_SCREENS.appointments,
          chave: `consulta-24h:${a.id}`,
        };
    if (!on(a.empresa_id, notice.tipo)) continue;
    if (await writeNotice(db, a.titular_id ?? a.card, notice, now)) written += 1;
  }
  return written;
}

/** Unpaid invoices of live cards due from `from` to `to` (yyyy-mm-dd, inclusive). */
function unpaidInvoices(db: Db, from: string, to: string) {
  return db
    .selectFrom('fatura as f')
    .innerJoin('contrato as k', 'k.id', 'f.contrato_id')
    .innerJoin('cliente as c', 'c.id', 'k.cliente_id')
    .select([
      'f.id',
      'f.vencimento',
      'f.valor_centavos',
      'k.id as contrato',
      'c.id as card',
      'c.empresa_id',
    ])
    .where((eb) => eb.or([eb('f.pago_em', 'is', null), eb('f.pago_em', '=', '')]))
    .where('f.status', '<>', INVOICE_STATUS.paid)
    .where('f.vencimento', '>=', from)
    .where('f.vencimento', '<=', to)
    .where('c.titular_id', 'is', null)
    .where('c.encerrado_em', 'is', null)
    .where('c.anonimizado_em', 'is', null)
    .execute();
}

/**
 * Invoices about to fall due (within NOTICE_TIMING.invoiceDueDays) and those just overdue (by at
 * most overdueWithinDays: an old debt is not announced again when the job first runs).
 */
async function writeInvoiceNotices(db: Db, now: Date, on: KindOn): Promise<number> {
  const today = todayInBrazil(now);
  let written = 0;
  const due = await unpaidInvoices(db, today, addDays(today, NOTICE_TIMING.invoiceDueDays));
  for (const f of due) {
    const words = { valorCentavos: f.valor_centavos, vencimento: f.vencimento };
    const notice: NewNotice = {
      tipo: NOTICE_KINDS.invoiceDue,
      ...NOTICE_MESSAGES.invoiceDue(words),
      tela: NOTICE_SCREENS.contract,
      alvoId: f.contrato,
      chave: `fatura-a-vencer:${f.id}`,
    };
    if (!on(f.empresa_id, notice.tipo)) continue;
    if (await writeNotice(db, f.card, notice, now)) written += 1;
  }
  const overdue = await unpaidInvoices(
    db,
    addDays(today, -NOTICE_TIMING.overdueWithinDays),
    addDays(today, -1),
  );
  for (const f of overdue) {
    const words = { valorCentavos: f.valor_centavos, vencimento: f.vencimento };
    const notice: NewNotice = {
      tipo: NOTICE_KINDS.invoiceOverdue,
      ...NOTICE_MESSAGES.invoiceOverdue(words),
      tela: NOTICE_SCREENS.contract,
      alvoId: f.contrato,
      chave: `fatura-vencida:${f.id}`,
    };
    if (!on(f.empresa_id, notice.tipo)) continue;
    if (await writeNotice(db, f.card, notice, now)) written += 1;
  }
  return written;
}

/**
 * Writes the reminders and invoice notices due at `now`. Each has a key unique per card, so a run
 * repeated (or two instances running at once) writes nothing twice.
 */
export async function writeScheduledNotices(db: Db, now: Date): Promise<ScheduledNoticesResult> {
  // A company may switch a kind off (its console page): those notices are not written at all.
  const on = await kindsOffByCompany(db);
  return {
    reminders: await writeReminders(db, now, on),
    invoices: await writeInvoiceNotices(db, now, on),
  };
}

/** The job for the server's scheduler: at most one instance runs it per interval (its lease). */
export function scheduledNoticesJob(db: Db, now: () => Date = () => new Date()): Job {
  return {
    name: SCHEDULED_NOTICES.jobName,
    everyMs: SCHEDULED_NOTICES.everyMs,
    run: () =>
      runWithLease(db, SCHEDULED_NOTICES.jobName, SCHEDULED_NOTICES.everyMs, now, (at) =>
        writeScheduledNotices(db, at),
      ),
  };
}
