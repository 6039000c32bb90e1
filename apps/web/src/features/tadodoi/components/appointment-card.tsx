import { formatDate, type Appointment } from '@clube/contract';
import { CalendarDays, Video, XCircle } from 'lucide-react';
import { useId } from 'react';
import { Button, buttonClassName } from '../../../components/button';
import { cx } from '../../../lib/class-names';
import { EXTERNAL_REL, httpHref } from '../../../lib/external-link';
import { TADODOI_TEXTS } from '../tadodoi-texts';
import styles from '../../../components/record-card.module.css';
import pageStyles from '../pages/tadodoi-pages.module.css';

interface AppointmentCardProps {
  appointment: Appointment;
  /** Held already: marked 'Realizada', no video link and no cancelling. */
  past?: boolean;
  onCancel: (appointment: Appointment) => void;
}

/** docs/product.md#appointments: date with weekday, start/end time, 'Código Consulta', doctor and specialty. */
export function AppointmentCard({ appointment, past = false, onCancel }: AppointmentCardProps) {
  const titleId = useId();
  const { dataConsulta, diaSemana, horaInicio, horaFim, codigo, medico, especialidade } =
    appointment;
  const video = past ? null : httpHref(appointment.urlVideo);
  const cancellable = appointment.habilitaCancelamento && !past;
  const when = [diaSemana, formatDate(dataConsulta)].filter(Boolean).join(', ');
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        <span className={styles.icon} aria-hidden="true">
          <CalendarDays size={22} />
        </span>
        <div className={styles.heading}>
          <h3 id={titleId} className={styles.title}>
            {when}
          </h3>
          <p className={styles.subtitle}>
            {horaInicio} – {horaFim}
            {past && <> · {TADODOI_TEXTS.heldAppointment}</>}
          </p>
        </div>
      </div>
      <dl className={styles.facts}>
        <div className={cx(styles.fact, styles.wide)}>
          <dt>Código Consulta</dt>
          <dd>{codigo}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Médico</dt>
          <dd>{medico || '—'}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Especialidade</dt>
          <dd>{especialidade || '—'}</dd>
        </div>
      </dl>
      {(video || cancellable) && (
        <div className={styles.actions}>
          {video && (
            <a
              className={buttonClassName('primary', true)}
              href={video}
              target="_blank"
              rel={EXTERNAL_REL}
              aria-describedby={titleId}
            >
              <Video size={20} aria-hidden="true" />
              <span>{TADODOI_TEXTS.openAppointment}</span>
              <span className="visually-hidden">(abre em nova aba)</span>
            </a>
          )}
          {cancellable && (
            <Button
              variant="ghost"
              block
              needsNetwork
              className={pageStyles.cancel}
              icon={<XCircle size={20} aria-hidden="true" />}
              aria-describedby={titleId}
              onClick={() => onCancel(appointment)}
            >
              {TADODOI_TEXTS.cancelAppointment}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
