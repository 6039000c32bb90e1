import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export function getAllSex(signal?: AbortSignal) {
  return api('getAllSex', undefined, { signal });
}

export const getAllSexQueryOptions = queryOptions({
  queryKey: ['getAllSex'],
  queryFn: ({ signal }) => getAllSex(signal),
  staleTime: Infinity,
});

export function useAllSex() {
  return useQuery(getAllSexQueryOptions);
}
