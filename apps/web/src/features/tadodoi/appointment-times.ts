import type { Appointment } from '@clube/contract';

const BRAZIL_CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Brazil's wall clock as `yyyy-mm-dd HH:mm`, comparable as text with an appointment's times. */
function brazilDateTime(now: Date): string {
  const parts = BRAZIL_CLOCK.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** An appointment whose end has passed (Brazil's clock) is past: 'Anteriores', never cancellable. */
export function splitAppointments(
  appointments: readonly Appointment[],
  now: Date,
): { upcoming: Appointment[]; past: Appointment[] } {
  const clock = brazilDateTime(now);
  const upcoming: Appointment[] = [];
  const past: Appointment[] = [];
  for (const a of appointments) {
    (`${a.dataConsulta} ${a.horaFim}` <= clock ? past : upcoming).push(a);
  }
  // The latest first among the past ones: the one just held is the one looked for.
  return { upcoming, past: past.reverse() };
}
