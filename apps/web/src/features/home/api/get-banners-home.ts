import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useClubStore } from '../../../lib/club-store';
import { takeEarlyBanners, type BannersRequest } from './early-banners';

export function getBannersHome(body: BannersRequest, signal?: AbortSignal) {
  return api('getBannersHome', body, { signal });
}

export function getBannersHomeQueryOptions(body: BannersRequest) {
  return queryOptions({
    queryKey: ['getBannersHome', body],
    queryFn: async ({ signal }) => {
      // Opening the app on the home, the call may already be on its way (early-banners.ts).
      const answer = await (takeEarlyBanners(body) ?? getBannersHome(body, signal));
      // The answer carries the company's current logo and colours: the theme follows (docs/product.md#company-theme).
      useClubStore.getState().refreshTheme(body.idEmpresa, answer);
      return answer;
    },
  });
}

/** The company's banners, logo and colours (docs/product.md#api-calls get-banners-home). */
export function useBannersHome(body: BannersRequest | null) {
  return useQuery({
    ...getBannersHomeQueryOptions(body ?? { idEmpresa: 0, idCliente: 0, idPerfil: 0 }),
    enabled: body !== null,
  });
}
