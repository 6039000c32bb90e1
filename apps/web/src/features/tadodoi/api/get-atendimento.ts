import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getAtendimento(signal?: AbortSignal) {
  return api('getAtendimento', undefined, { signal });
}

/** The 24-hour attendance contacts (telefone, chat, videoChamada), the same for every member. */
export function getAtendimentoQueryOptions() {
  return queryOptions({
    queryKey: ['getAtendimento'],
    queryFn: ({ signal }) => getAtendimento(signal),
  });
}

export function useAtendimento() {
  return useQuery(getAtendimentoQueryOptions());
}
