import type { RequestBody } from '@clube/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function cancelarAgendamento(request: RequestBody<'cancelarAgendamento'>) {
  return api('cancelarAgendamento', request);
}

/** The list reloads through listaMeusAgendamentosQueryOptions, 2 s later (spec §9): the page does it. */
export function useCancelarAgendamento() {
  return useMutation({ mutationFn: cancelarAgendamento });
}
