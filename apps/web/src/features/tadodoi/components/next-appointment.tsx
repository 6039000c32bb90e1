import { formatDate } from '@clube/contract';
import { CalendarDays, Video } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/button';
import { HomeTile, HomeTileSkeleton } from '../../../components/home-tile';
import { paths } from '../../../config/paths';
import { useClubStore } from '../../../lib/club-store';
import { EXTERNAL_REL, httpHref } from '../../../lib/external-link';
import { useHolderIdentity } from '../../../lib/use-holder-identity';
import { useMeusAgendamentos } from '../api/lista-meus-agendamentos';
import { TADODOI_TEXTS } from '../tadodoi-texts';
import { upcomingAppointments } from '../upcoming';
import { AddToCalendar } from './add-to-calendar';

function NextAppointmentTile({
  idCliente,
  idPerfil,
  now,
}: {
  idCliente: number;
  idPerfil: number;
  now: Date;
}) {
  const list = useMeusAgendamentos({ idCliente, idPerfil });
  if (list.isPending) return <HomeTileSkeleton label="Carregando sua próxima consulta…" />;
  const next = upcomingAppointments(list.data ?? [], now)[0];
  // A failed call says nothing on the home: the appointments screen has the message and the retry.
  if (!next) return null;
  const video = httpHref(next.urlVideo);
  const when = [next.diaSemana, formatDate(next.dataConsulta)].filter(Boolean).join(', ');
  return (
    <HomeTile
      icon={<CalendarDays size={22} />}
      title="Próxima consulta"
      actions={
        <>
          {video ? (
            <a
              className={buttonClassName('primary')}
              href={video}
              target="_blank"
              rel={EXTERNAL_REL}
            >
              <Video size={18} aria-hidden="true" />
              <span>{TADODOI_TEXTS.openAppointment}</span>
              <span className="visually-hidden">(abre em nova aba)</span>
            </a>
          ) : (
            <Link to={paths.auth.myAppointments} className={buttonClassName('secondary')}>
              {TADODOI_TEXTS.appointmentsTitle}
            </Link>
          )}
          <AddToCalendar appointment={next} />
        </>
      }
    >
      <p>
        <strong>{when}</strong>, {next.horaInicio}
        {next.horaFim && ` – ${next.horaFim}`}
      </p>
      <p>{[next.medico, next.especialidade].filter(Boolean).join(' · ') || '—'}</p>
    </HomeTile>
  );
}

/**
 * docs/product.md#home: the card holder's next telemedicine appointment, only where Tá Dodói is on
 * and only when there is one. `now` is the moment that decides what is still to come.
 */
export function NextAppointment({ now = new Date() }: { now?: Date }) {
  const holder = useHolderIdentity();
  const tadodoi = useClubStore((state) => state.tadodoi);
  if (!holder || !tadodoi) return null;
  return <NextAppointmentTile {...holder} now={now} />;
}
