import type { Identity } from '@clube/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getEconomia(request: Identity, signal?: AbortSignal) {
  return api('getEconomia', request, { signal });
}

/** What the card saved at partners this year. */
export function getEconomiaQueryOptions(request: Identity) {
  return queryOptions({
    queryKey: ['getEconomia', request],
    queryFn: ({ signal }) => getEconomia(request, signal),
    // A line of the home, not its content: a failure shows nothing and needs no toast.
    meta: { handlesErrors: true },
  });
}

export function useEconomia(request: Identity | null) {
  return useQuery({
    ...getEconomiaQueryOptions(request ?? { idCliente: 0, idPerfil: 0 }),
    enabled: request !== null,
  });
}
