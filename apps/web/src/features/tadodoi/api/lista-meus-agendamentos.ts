import type { Identity } from '@clube/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function listaMeusAgendamentos(request: Identity, signal?: AbortSignal) {
  return api('listaMeusAgendamentos', request, { signal });
}

/** One person's telemedicine appointments. */
export function listaMeusAgendamentosQueryOptions(request: Identity) {
  return queryOptions({
    queryKey: ['listaMeusAgendamentos', request],
    queryFn: ({ signal }) => listaMeusAgendamentos(request, signal),
  });
}

export function useMeusAgendamentos(request: Identity) {
  return useQuery(listaMeusAgendamentosQueryOptions(request));
}
