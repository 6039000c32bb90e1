import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export function getAllGrauParentesco(signal?: AbortSignal) {
  return api('getAllGrauParentesco', undefined, { signal });
}

export const getAllGrauParentescoQueryOptions = queryOptions({
  queryKey: ['getAllGrauParentesco'],
  queryFn: ({ signal }) => getAllGrauParentesco(signal),
  staleTime: Infinity,
});

export function useAllGrauParentesco() {
  return useQuery(getAllGrauParentescoQueryOptions);
}
