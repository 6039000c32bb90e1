import type { Appointment, Identity } from '@clube/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import { FullScreenSpinner } from '../../../components/spinner';
import { StatusMessage } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useActingIdentity } from '../../../lib/use-acting-identity';
import { useDelayedAction } from '../../../lib/use-delayed-action';
import { useCancelarAgendamento } from '../api/cancelar-agendamento';
import {
  listaMeusAgendamentosQueryOptions,
  useMeusAgendamentos,
} from '../api/lista-meus-agendamentos';
import { AppointmentCard } from '../components/appointment-card';
import { AttendanceGate } from '../components/attendance-gate';
import { CancelAppointmentSheet } from '../components/cancel-appointment-sheet';
import { RetryMessage } from '../../../components/retry-message';
import { Page } from '../../../components/page';
import { splitAppointments } from '../appointment-times';
import { TADODOI_TEXTS } from '../tadodoi-texts';
import styles from './tadodoi-pages.module.css';

/** docs/product.md#constants-and-delays: the appointment list reloads 2000 ms after a cancellation. */
export const RELOAD_AFTER_CANCEL_MS = 2000;

function Appointments({ acting }: { acting: Identity }) {
  const queryClient = useQueryClient();
  const list = useMeusAgendamentos(acting);
  const cancel = useCancelarAgendamento();
  const later = useDelayedAction();
  const [target, setTarget] = useState<Appointment | null>(null);

  function reload() {
    void queryClient.invalidateQueries({
      queryKey: listaMeusAgendamentosQueryOptions(acting).queryKey,
    });
  }

  function confirmCancel() {
    if (!target) return;
    cancel.mutate(
      { ...acting, codigo: target.codigo },
      {
        onSuccess: () => {
          toast.success(TADODOI_TEXTS.cancelled, { id: 'appointment-cancelled' });
          later(reload, RELOAD_AFTER_CANCEL_MS);
        },
        // A refusal (already cancelled elsewhere, already started) means the list is stale.
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) reload();
        },
        // The error toast is the mutation's; the sheet closes and the spinner stops either way.
        onSettled: () => setTarget(null),
      },
    );
  }

  if (list.isPending) return <FullScreenSpinner />;
  if (list.data === undefined) {
    return (
      <RetryMessage
        icon={<CalendarDays size={30} />}
        title="Não foi possível carregar sua agenda."
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  return (
    <>
      {list.data.length === 0 ? (
        <StatusMessage icon={<CalendarX2 size={30} />} title={TADODOI_TEXTS.noAppointments} />
      ) : (
        <AppointmentSections appointments={list.data} onCancel={setTarget} />
      )}
      <CancelAppointmentSheet
        open={target !== null}
        cancelling={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setTarget(null)}
      />
    </>
  );
}

function AppointmentSections({
  appointments,
  onCancel,
}: {
  appointments: Appointment[];
  onCancel: (appointment: Appointment) => void;
}) {
  const { upcoming, past } = splitAppointments(appointments, new Date());
  return (
    <>
      {upcoming.length > 0 && (
        <section className={styles.section} aria-labelledby="appointments-upcoming">
          <h2 id="appointments-upcoming" className={styles.sectionTitle}>
            {TADODOI_TEXTS.upcomingAppointments}
          </h2>
          <ul className={styles.list}>
            {upcoming.map((appointment) => (
              <li key={appointment.codigo}>
                <AppointmentCard appointment={appointment} onCancel={onCancel} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {past.length > 0 && (
        <section className={styles.section} aria-labelledby="appointments-past">
          <h2 id="appointments-past" className={styles.sectionTitle}>
            {TADODOI_TEXTS.pastAppointments}
          </h2>
          <ul className={styles.list}>
            {past.map((appointment) => (
              <li key={appointment.codigo}>
                <AppointmentCard appointment={appointment} past onCancel={onCancel} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** docs/product.md#appointments (/auth/my-appointments), 'Minha Agenda', of the acting person. */
export function MyAppointmentsPage() {
  const acting = useActingIdentity();
  return (
    <AttendanceGate>
      <Page
        title={TADODOI_TEXTS.appointmentsTitle}
        back={{ to: paths.auth.getTouch, label: TADODOI_TEXTS.backToAttendance }}
      >
        {acting ? <Appointments acting={acting} /> : <FullScreenSpinner />}
      </Page>
    </AttendanceGate>
  );
}
