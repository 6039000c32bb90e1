import type { Appointment } from '@clube/contract';

/** Brazil keeps UTC−3 all year (no daylight saving since 2019): '2026-12-01' '09:30' → '20261201T123000Z'. */
function utcStamp(date: string, time: string): string {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const at = new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, (h ?? 0) + 3, mi ?? 0));
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Commas, semicolons and backslashes are escaped in iCalendar text; new lines become \n. */
const icsText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** An iCalendar file with the appointment, which a phone's calendar adds in one tap. */
export function appointmentIcs(appointment: Appointment, companyName: string, now: Date): string {
  const { codigo, dataConsulta, horaInicio, horaFim, medico, especialidade, urlVideo } =
    appointment;
  const title = ['Consulta', especialidade, medico && `com ${medico}`].filter(Boolean).join(' ');
  const description = [`Código Consulta: ${codigo}`, urlVideo && `Link da consulta: ${urlVideo}`]
    .filter(Boolean)
    .join('\n');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(companyName || 'Clube')}//Agenda//PT-BR`,
    'BEGIN:VEVENT',
    `UID:${icsText(codigo)}@clube`,
    `DTSTAMP:${now
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')}`,
    `DTSTART:${utcStamp(dataConsulta, horaInicio)}`,
    `DTEND:${utcStamp(dataConsulta, horaFim || horaInicio)}`,
    `SUMMARY:${icsText(title)}`,
    `DESCRIPTION:${icsText(description)}`,
    ...(urlVideo ? [`URL:${urlVideo}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
