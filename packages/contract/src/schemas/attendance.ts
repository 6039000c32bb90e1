import { z } from 'zod';
import { id, identity, plainText } from './common.js';

export const attendanceContact = z.object({
  telefone: z.string(),
  chat: z.string(),
  videoChamada: z.string(),
});
export type AttendanceContact = z.infer<typeof attendanceContact>;

export const personComboItem = z.object({
  idCliente: z.number(),
  idPerfil: z.number(),
  nome: z.string(),
});
export type PersonComboItem = z.infer<typeof personComboItem>;

export const videoLink = z.object({ tipo: z.string(), urlVideo: z.string() });
export type VideoLink = z.infer<typeof videoLink>;

/**
 * A prescription with its document: `id` is the document's, what lista-minhas-receitas-documento
 * takes as idDocumento.
 */
export const prescription = z.object({
  id: z.number(),
  descricao: z.string(),
  medico: z.string(),
  especialidade: z.string(),
});
export type Prescription = z.infer<typeof prescription>;

export const prescriptionDocumentBody = identity.extend({ idDocumento: id });
/** `data`: a signed link to the PDF, valid for 5 minutes, that a new tab opens without the token. */
export const documentUrlResponse = z.object({ data: z.string() });

/**
 * An appointment that is not cancelled (a cancelled one leaves the list). Dates yyyy-mm-dd and times
 * HH:mm in Brazil's time; `urlVideo` '' when none; `habilitaCancelamento` only while it allows
 * cancelling and has not started.
 */
export const appointment = z.object({
  codigo: z.string(),
  dataConsulta: z.string(),
  diaSemana: z.string(),
  horaInicio: z.string(),
  horaFim: z.string(),
  medico: z.string(),
  especialidade: z.string(),
  urlVideo: z.string(),
  habilitaCancelamento: z.boolean(),
});
export type Appointment = z.infer<typeof appointment>;

export const cancelAppointmentBody = identity.extend({
  codigo: plainText().min(1).max(40),
});
