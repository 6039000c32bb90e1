import type { RequestBody } from '@clube/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type BannersRequest = RequestBody<'getBannersHome'>;

export function getBannersHome(body: BannersRequest, signal?: AbortSignal) {
  return api('getBannersHome', body, { signal });
}

export function getBannersHomeQueryOptions(body: BannersRequest) {
  return queryOptions({
    queryKey: ['getBannersHome', body],
    queryFn: ({ signal }) => getBannersHome(body, signal),
  });
}

/** The company's banners, logo and colours (spec §7 get-banners-home). */
export function useBannersHome(body: BannersRequest | null) {
  return useQuery({
    ...getBannersHomeQueryOptions(body ?? { idEmpresa: 0, idCliente: 0, idPerfil: 0 }),
    enabled: body !== null,
  });
}
