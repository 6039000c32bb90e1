const BRAZIL_CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall clock in Brazil as `yyyy-mm-dd HH:mm`, comparable as text with an appointment's start. */
export function brazilDateTime(now: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    BRAZIL_CLOCK.formatToParts(now).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

const WEEKDAYS = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
] as const;

/** The weekday of a yyyy-mm-dd date, in Portuguese ("Segunda-feira"). */
export function weekdayOf(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return WEEKDAYS[new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay()] ?? '';
}

/** "09:00:00" or "09:00" → "09:00". */
export const hhmm = (time: string): string => time.slice(0, 5);
