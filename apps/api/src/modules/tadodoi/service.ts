import {
  ERROR_CODES,
  TADODOI_MESSAGES,
  VIDEO_SERVICE_LABELS,
  type Appointment,
  type AttendanceContact,
  type PersonComboItem,
  type Prescription,
  type VideoLink,
} from '@clube/contract';
import type { Kysely } from 'kysely';
import type { Cliente, Database } from '../../db/schema.js';
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-error.js';
import type { TelemedicineProvider } from '../../providers/telemedicine/index.js';
import { brazilDateTime, hhmm, weekdayOf } from './brazil-time.js';
import type { DocumentUrls } from './document-urls.js';
import {
  findAppointment,
  findAttendanceContact,
  findCard,
  findDocumentMime,
  isAttendanceEnabled,
  listAppointmentRows,
  listDependentRows,
  listPrescriptionRows,
  listVideoLinkRows,
  userHasAttendance,
  type AppointmentRow,
} from './queries.js';

type Db = Kysely<Database>;

const attendanceDisabled = () =>
  new HttpError(403, TADODOI_MESSAGES.attendanceDisabled, ERROR_CODES.attendanceDisabled);

/** 403 unless the identity's company has attendance enabled. */
export async function requireAttendance(db: Db, cliente: Cliente): Promise<void> {
  if (!(await isAttendanceEnabled(db, cliente.empresa_id))) throw attendanceDisabled();
}

/**
 * The club's 24-hour attendance line: one for every company, answered to a member holding at least
 * one card of a company with attendance enabled. Empty texts when none is configured.
 */
export async function getAttendanceContact(db: Db, usuarioId: number): Promise<AttendanceContact> {
  if (!(await userHasAttendance(db, usuarioId))) throw attendanceDisabled();
  const row = await findAttendanceContact(db, usuarioId);
  return {
    telefone: row?.telefone ?? '',
    chat: row?.chat ?? '',
    videoChamada: row?.video_chamada ?? '',
  };
}

/**
 * The people of the acting card: the card first, then its live dependents. A dependent acting
 * stands for its holder's card, whose people the member chooses among.
 */
export async function listPeople(db: Db, cliente: Cliente): Promise<PersonComboItem[]> {
  const card = cliente.titular_id === null ? cliente : await findCard(db, cliente.titular_id);
  const people = [card, ...(await listDependentRows(db, card.id))];
  return people.map((p) => ({ idCliente: p.id, idPerfil: p.perfil_id, nome: p.nome }));
}

const VIDEO_TYPES = Object.keys(VIDEO_SERVICE_LABELS);

/** The video services of the identity's company, of the known types only. */
export async function listVideoLinks(db: Db, cliente: Cliente): Promise<VideoLink[]> {
  const rows = await listVideoLinkRows(db, cliente.empresa_id, VIDEO_TYPES);
  return rows.map((r) => ({ tipo: r.tipo, urlVideo: r.url_video }));
}

/** Prescriptions with their document; `id` is the document's, which the document call takes. */
export async function listPrescriptions(db: Db, clienteId: number): Promise<Prescription[]> {
  const rows = await listPrescriptionRows(db, clienteId);
  return rows.flatMap((r) =>
    r.documento_id === null
      ? []
      : [
          {
            id: r.documento_id,
            descricao: r.descricao,
            medico: r.medico,
            especialidade: r.especialidade,
          },
        ],
  );
}

/** A short-lived signed link that opens the stored PDF. */
export async function documentLink(
  db: Db,
  urls: DocumentUrls,
  documentoId: number,
): Promise<{ data: string }> {
  const found = await findDocumentMime(db, documentoId);
  if (found?.mime !== 'application/pdf') throw notFound(TADODOI_MESSAGES.documentNotFound);
  return { data: urls.url(documentoId) };
}

const hasStarted = (row: AppointmentRow, now: Date) =>
  `${row.data_consulta} ${hhmm(row.hora_inicio)}` <= brazilDateTime(now);

const isCancellable = (row: AppointmentRow, now: Date) =>
  row.cancelavel === 1 && row.status === 'agendado' && !hasStarted(row, now);

export function toAppointment(row: AppointmentRow, now: Date): Appointment {
  return {
    codigo: row.codigo,
    dataConsulta: row.data_consulta,
    diaSemana: weekdayOf(row.data_consulta),
    horaInicio: hhmm(row.hora_inicio),
    horaFim: hhmm(row.hora_fim),
    medico: row.medico,
    especialidade: row.especialidade,
    urlVideo: row.url_video,
    habilitaCancelamento: isCancellable(row, now),
  };
}

/** The identity's appointments; a cancelled one no longer lists. */
export async function listAppointments(
  db: Db,
  clienteId: number,
  now = new Date(),
): Promise<Appointment[]> {
  return (await listAppointmentRows(db, clienteId)).map((row) => toAppointment(row, now));
}

/**
 * Cancels an appointment the route has authorised, inside its transaction: only a cancellable one
 * that has not started (Brazil's clock); the provider's conditional write settles a race.
 */
export async function cancelAppointment(
  db: Db,
  provider: TelemedicineProvider,
  codigo: string,
  now = new Date(),
): Promise<void> {
  const row = await findAppointment(db, codigo);
  if (!row) throw forbidden();
  if (row.status === 'cancelado') throw conflict(TADODOI_MESSAGES.alreadyCancelled);
  if (row.cancelavel !== 1) throw conflict(TADODOI_MESSAGES.notCancellable);
  if (hasStarted(row, now)) throw conflict(TADODOI_MESSAGES.alreadyStarted);
  if (!(await provider.cancel(db, codigo, now))) throw conflict(TADODOI_MESSAGES.alreadyCancelled);
}
