import type { Appointment } from '@clube/contract';

// Made once (building an Intl.DateTimeFormat is not free).
const BRAZIL_NOW = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'yyyy-mm-dd HH:mm' in Brazil, the form appointments are compared in. */
export function brazilMinute(now: Date): string {
  return BRAZIL_NOW.format(now);
}

/** Appointments that have not ended yet, the soonest first. */
export function upcomingAppointments(list: readonly Appointment[], now: Date): Appointment[] {
  const minute = brazilMinute(now);
  return list
    .filter((a) => `${a.dataConsulta} ${a.horaFim || a.horaInicio}` > minute)
    .sort((a, b) =>
      `${a.dataConsulta} ${a.horaInicio}`.localeCompare(`${b.dataConsulta} ${b.horaInicio}`),
    );
}
