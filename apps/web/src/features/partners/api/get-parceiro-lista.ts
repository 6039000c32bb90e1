import { PARTNER_PAGE_SIZE, type Identity, type PartnerListItem } from '@clube/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { takeEarlyFirstPage } from './early-partners';

export interface PartnerListFilter {
  identity: Identity;
  idServicoParceiro: number;
  /** null is 'TODOS PARCEIROS'. */
  idCategoria: number | null;
  busca: string;
  /** Only the acting card's favourites. */
  favoritos?: boolean;
  /** Only this city's partners ('' or absent: every city). */
  cidade?: string;
  /** 'Perto de mim': the rounded position, for these requests only (never stored). */
  perto?: { latitude: number; longitude: number; raioKm?: number };
}

const hasDiscoveryFilter = (f: PartnerListFilter) => Boolean(f.favoritos || f.cidade || f.perto);

export function getParceiroLista(
  { identity, idServicoParceiro, idCategoria, busca, favoritos, cidade, perto }: PartnerListFilter,
  pagina: number,
  signal?: AbortSignal,
) {
  return api(
    'getParceiroLista',
    { ...identity, idServicoParceiro, idCategoria: idCategoria ?? '', ...(perto ? { perto } : {}) },
    {
      query: {
        busca: busca || undefined,
        pagina,
        favoritos: favoritos ? '1' : undefined,
        cidade: cidade || undefined,
      },
      signal,
    },
  );
}

/** Pages of PARTNER_PAGE_SIZE partners; a shorter page is the last one. */
export function getParceiroListaQueryOptions(filter: PartnerListFilter) {
  const { identity, idServicoParceiro, idCategoria, busca, favoritos, cidade, perto } = filter;
  return infiniteQueryOptions({
    queryKey: [
      'getParceiroLista',
      { identity, idServicoParceiro, idCategoria, busca, favoritos, cidade, perto },
    ],
    queryFn: ({ pageParam, signal }) =>
      // Opening the app on this list, its first page may already be on its way (early-partners.ts).
      (pageParam === 1 && !hasDiscoveryFilter(filter) ? takeEarlyFirstPage(filter) : undefined) ??
      getParceiroLista(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage: PartnerListItem[], pages) =>
      lastPage.length < PARTNER_PAGE_SIZE ? undefined : pages.length + 1,
  });
}

export function useParceiroLista(filter: PartnerListFilter) {
  return useInfiniteQuery(getParceiroListaQueryOptions(filter));
}

/** How many partners the home shows. */
export const HIGHLIGHT_COUNT = 3;

/** The menu's newest partners, for the home (docs/product.md#home). */
export function getNewestPartnersQueryOptions(identity: Identity, idServicoParceiro: number) {
  return queryOptions({
    queryKey: ['getParceiroLista', { identity, idServicoParceiro, ordem: 'recentes' }],
    queryFn: async ({ signal }) => {
      const page = await api(
        'getParceiroLista',
        { ...identity, idServicoParceiro, idCategoria: '' },
        { query: { pagina: 1, ordem: 'recentes' }, signal },
      );
      return page.slice(0, HIGHLIGHT_COUNT);
    },
  });
}
