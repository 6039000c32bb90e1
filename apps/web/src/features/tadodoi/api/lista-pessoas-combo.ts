import type { Identity } from '@clube/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function listaPessoasCombo(request: Identity, signal?: AbortSignal) {
  return api('listaPessoasCombo', request, { signal });
}

/** The member and the dependents of a card, for the attendance chooser (the member first). */
export function listaPessoasComboQueryOptions(request: Identity) {
  return queryOptions({
    queryKey: ['listaPessoasCombo', request],
    queryFn: ({ signal }) => listaPessoasCombo(request, signal),
  });
}

export function usePessoasCombo(request: Identity) {
  return useQuery(listaPessoasComboQueryOptions(request));
}
