import type { AdminAppointment } from '@clube/contract/admin';
import { Button } from '../../../components/button';
import { Badge } from '../../../components/page';
import { formatDate } from '../../../lib/format';
import { Missing, RecordTable } from './record-table';

const STATUS: Record<
  AdminAppointment['status'],
  { label: string; tone: 'info' | 'neutral' | 'success' }
> = {
  agendado: { label: 'Agendado', tone: 'info' },
  realizado: { label: 'Realizado', tone: 'success' },
  cancelado: { label: 'Cancelado', tone: 'neutral' },
};

/** A card's appointments; only a scheduled one still to come offers "Cancelar". */
export function AppointmentsTable({
  appointments,
  canCancel,
  busy,
  onCancel,
}: {
  appointments: AdminAppointment[];
  canCancel: boolean;
  busy: boolean;
  onCancel: (a: AdminAppointment) => void;
}) {
  return (
    <RecordTable
      caption="Agendamentos"
      rows={appointments}
      rowKey={(a) => a.id}
      columns={[
        { header: 'Data', cell: (a) => formatDate(a.data) },
        { header: 'Horário', cell: (a) => `${a.inicio.slice(0, 5)}–${a.fim.slice(0, 5)}` },
        { header: 'Pessoa', cell: (a) => a.pessoa },
        { header: 'Médico', cell: (a) => a.medico || <Missing /> },
        { header: 'Especialidade', cell: (a) => a.especialidade || <Missing /> },
        {
          header: 'Situação',
          cell: (a) => <Badge tone={STATUS[a.status].tone}>{STATUS[a.status].label}</Badge>,
        },
        {
          header: 'Ações',
          actions: true,
          cell: (a) =>
            canCancel && a.status === 'agendado' ? (
              <Button
                size="sm"
                variant="danger"
                busy={busy}
                aria-label={`Cancelar agendamento de ${formatDate(a.data)} às ${a.inicio.slice(0, 5)}`}
                onClick={() => onCancel(a)}
              >
                Cancelar
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
