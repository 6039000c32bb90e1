import type {
  AdminEndpointName,
  AdminRequestBody,
  AdminRequestQuery,
  AdminResponseBody,
} from '@clube/contract/admin';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { adminApi } from '../api-client';

type Params = Record<string, number>;

/** Where a read goes: the path's ids and the query string. */
export interface ReadArgs<N extends AdminEndpointName> {
  params?: Params;
  query?: AdminRequestQuery<N>;
}

/**
 * A read of the admin contract by endpoint name, keyed `['<endpointName>', { ...params, ...query }]`:
 * every write refreshes a resource by naming its read endpoints.
 */
export const resourceQueryOptions = <N extends AdminEndpointName>(
  name: N,
  { params, query }: ReadArgs<N> = {},
) =>
  queryOptions<AdminResponseBody<N>>({
    queryKey: [name, { ...params, ...(query as object | undefined) }] as const,
    queryFn: ({ signal }) =>
      adminApi(name, { ...(params ? { params } : {}), ...(query ? { query } : {}), signal }),
    meta: { handlesErrors: true },
  });

/**
 * A read; `enabled: false` waits (for the company or category it depends on). A list keeps the page
 * it shows while the next one loads (`keepPrevious`); a record never shows another one's data.
 */
export const useResource = <N extends AdminEndpointName>(
  name: N,
  args: ReadArgs<N> = {},
  { enabled = true, keepPrevious = false }: { enabled?: boolean; keepPrevious?: boolean } = {},
) =>
  useQuery({
    ...resourceQueryOptions(name, args),
    enabled,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });

/** What a write sends: the id in its path (if any) and its body (if any). */
export interface WriteVars<N extends AdminEndpointName> {
  id?: number;
  body?: AdminRequestBody<N>;
}

export interface WriteOptions {
  /** The read endpoints whose answers this write changes; they refetch once it lands. */
  refresh: readonly AdminEndpointName[];
  /** The toast once it lands; without one, the caller says what happened. */
  success?: string;
  /** The caller shows the refusal (a dialog's notice); otherwise it is a toast. */
  handlesErrors?: boolean;
}

/** A create, update, delete or action of the admin contract by endpoint name. */
export function useResourceWrite<N extends AdminEndpointName>(
  name: N,
  { refresh, success, handlesErrors = false }: WriteOptions,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: WriteVars<N>) =>
      adminApi(name, {
        ...(id === undefined ? {} : { params: { id } }),
        ...(body === undefined ? {} : { body }),
      }),
    meta: { handlesErrors, ...(success ? { success } : {}) },
    onSuccess: () =>
      Promise.all(refresh.map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}
