import type { Identity } from '@clube/contract';
import {
  CalendarDays,
  ChevronRight,
  Clock3,
  FileText,
  HeartPulse,
  Stethoscope,
  Video,
} from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useActingIdentity } from '../../../lib/use-acting-identity';
import { useHolderIdentity } from '../../../lib/use-holder-identity';
import { buttonClassName } from '../../../components/button';
import { FullScreenSpinner, Spinner } from '../../../components/spinner';
import { useAtendimento } from '../api/get-atendimento';
import { useLinksAtendimento } from '../api/habilitar-link-atendimento';
import { usePessoasCombo } from '../api/lista-pessoas-combo';
import { AttendanceGate } from '../components/attendance-gate';
import { ExternalRow } from '../components/external-row';
import { PersonChooser, samePerson } from '../components/person-chooser';
import { RetryMessage } from '../../../components/retry-message';
import { TADODOI_TEXTS } from '../tadodoi-texts';
import { videoServicesOf } from '../video-services';
import cardStyles from '../../../components/record-card.module.css';
import { Page } from '../../../components/page';
import styles from './tadodoi-pages.module.css';

/** docs/product.md#attendance: the 24-hour link shows when get-atendimento has a phone or a chat. */
function Attendance24Link() {
  const contact = useAtendimento();
  // Holds the link's place while it loads, so the buttons below do not jump when it arrives.
  if (contact.isPending) return <div className={styles.rowPlaceholder} aria-hidden="true" />;
  const shown = contact.data && (contact.data.telefone.trim() || contact.data.chat.trim());
  if (!shown) return null;
  return (
    <Link className={styles.row} to={paths.auth.service24}>
      <span className={cardStyles.icon} aria-hidden="true">
        <Clock3 size={24} strokeWidth={1.9} />
      </span>
      <span className={styles.rowText}>
        <strong>Atendimento 24 horas</strong>
        <span className={styles.rowDetail}>Ligação, chat e videochamada</span>
      </span>
      <ChevronRight size={22} aria-hidden="true" />
    </Link>
  );
}

function VideoServices({ acting }: { acting: Identity }) {
  const titleId = useId();
  const links = useLinksAtendimento(acting);
  const services = links.data ? videoServicesOf(links.data) : [];
  return (
    <section className={styles.list} aria-labelledby={titleId} aria-busy={links.isFetching}>
      <h2 id={titleId} className={cardStyles.title}>
        Consultas por vídeo
      </h2>
      {links.isPending ? (
        <div className={styles.rowPlaceholder}>
          <Spinner label="Carregando os serviços…" />
        </div>
      ) : links.data === undefined ? (
        <RetryMessage
          icon={<Video size={30} />}
          title="Não foi possível carregar os serviços por vídeo."
          error={links.error}
          onRetry={() => void links.refetch()}
        />
      ) : services.length === 0 ? (
        <p className={styles.lead}>Nenhum serviço por vídeo disponível para esta pessoa.</p>
      ) : (
        <ul className={styles.list}>
          {services.map((service) => (
            <li key={service.tipo}>
              <ExternalRow href={service.href} label={service.label} Icon={Stethoscope} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Attendance({ holder, acting }: { holder: Identity; acting: Identity }) {
  const people = usePessoasCombo(holder);
  if (people.isPending) return <FullScreenSpinner />;
  if (people.data === undefined) {
    return (
      <RetryMessage
        icon={<HeartPulse size={30} />}
        title="Não foi possível carregar as pessoas do cartão."
        error={people.error}
        onRetry={() => void people.refetch()}
      />
    );
  }
  // Until the chooser has settled on a listed person, their links would only be fetched twice.
  const settled = people.data.some((person) => samePerson(person, acting));
  return (
    <>
      <PersonChooser holder={holder} acting={acting} people={people.data} />
      <Attendance24Link />
      <div className={styles.shortcuts}>
        <Link to={paths.auth.myReceipes} className={buttonClassName('secondary', true)}>
          <FileText size={20} aria-hidden="true" />
          <span>Minhas Receitas</span>
        </Link>
        <Link to={paths.auth.myAppointments} className={buttonClassName('secondary', true)}>
          <CalendarDays size={20} aria-hidden="true" />
          <span>Minha Agenda</span>
        </Link>
      </div>
      {settled && <VideoServices acting={acting} />}
    </>
  );
}

/** docs/product.md#attendance (/auth/get-touch), 'Atendimento'. */
export function GetTouchPage() {
  const holder = useHolderIdentity();
  const acting = useActingIdentity();
  return (
    <AttendanceGate>
      <Page
        title={TADODOI_TEXTS.attendanceTitle}
        lead="Cuide da sua saúde e da sua família, sem sair de casa."
      >
        {holder && acting ? <Attendance holder={holder} acting={acting} /> : <FullScreenSpinner />}
      </Page>
    </AttendanceGate>
  );
}
