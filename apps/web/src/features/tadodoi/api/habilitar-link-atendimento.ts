import type { Identity } from '@clube/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function habilitarLinkAtendimento(request: Identity, signal?: AbortSignal) {
  return api('habilitarLinkAtendimento', request, { signal });
}

/** The video services (tipo, urlVideo) open to one person. */
export function habilitarLinkAtendimentoQueryOptions(request: Identity) {
  return queryOptions({
    queryKey: ['habilitarLinkAtendimento', request],
    queryFn: ({ signal }) => habilitarLinkAtendimento(request, signal),
  });
}

export function useLinksAtendimento(request: Identity) {
  return useQuery(habilitarLinkAtendimentoQueryOptions(request));
}
