import { TADODOI_MESSAGES } from '@clube/contract';

/** What the Tá Dodói screens say (docs/product.md#attendance and the screens under it), letter for letter. */
export const TADODOI_TEXTS = {
  attendanceTitle: 'Atendimento',
  service24Title: 'Atendimento 24 horas',
  prescriptionsTitle: 'Minhas Receitas',
  appointmentsTitle: 'Minha Agenda',
  backToAttendance: 'Voltar para Atendimento',
  noPrescriptions: 'Você não possui receitas cadastradas no momento!',
  noAppointments: 'Você não possui agendamentos cadastrados no momento!',
  upcomingAppointments: 'Próximas',
  pastAppointments: 'Anteriores',
  heldAppointment: 'Realizada',
  openDocument: 'Abrir Documento',
  openAppointment: 'Abrir Consulta',
  cancelAppointment: 'Cancelar consulta',
  cancelSheetTitle: 'Cancelar agendamento',
  cancelSheetText:
    'Você tem certeza que deseja cancelar esse atendimento? Não é possível cancelar a ação!',
  cancelled: TADODOI_MESSAGES.appointmentCancelled,
  unavailable: 'Atendimento indisponível',
  unavailableHint:
    'O atendimento de saúde não está liberado para este cartão. Fale com a sua empresa.',
} as const;
