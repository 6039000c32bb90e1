import type { RequestBody } from '@clube/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportSaveError } from '../../../lib/query-client';

export function cancelarAgendamento(request: RequestBody<'cancelarAgendamento'>) {
  return api('cancelarAgendamento', request);
}

/**
 * A refusal (409: already cancelled, not cancellable, already started) toasts the server's own
 * sentence. The list reloads through listaMeusAgendamentosQueryOptions, 2 s later (docs/product.md#constants-and-delays): the
 * page does it.
 */
export function useCancelarAgendamento() {
  return useMutation({
    mutationFn: cancelarAgendamento,
    meta: { handlesErrors: true },
    onError: (error) => reportSaveError(error, 'appointment-cancel-error'),
  });
}
