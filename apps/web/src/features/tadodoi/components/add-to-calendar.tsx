import type { Appointment } from '@clube/contract';
import { CalendarPlus } from 'lucide-react';
import { Button } from '../../../components/button';
import { useChosenCompany } from '../../../lib/use-chosen-company';
import { appointmentIcs } from '../appointment-ics';

/** 'Adicionar à agenda': downloads the appointment as an .ics file the phone's calendar opens. */
export function AddToCalendar({ appointment }: { appointment: Appointment }) {
  const company = useChosenCompany();
  function download() {
    const ics = appointmentIcs(appointment, company?.nomeEmpresa ?? '', new Date());
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `consulta-${appointment.dataConsulta}.ics`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return (
    <Button
      variant="secondary"
      icon={<CalendarPlus size={18} aria-hidden="true" />}
      onClick={download}
    >
      Adicionar à agenda
    </Button>
  );
}
