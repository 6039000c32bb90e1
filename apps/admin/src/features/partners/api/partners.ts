import type {
  CreatePartnerBody,
  ListPartnersQuery,
  SetPartnerVisibilityBody,
  UpdatePartnerBody,
} from '@clube/contract/admin';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

/** The partners lists (any filter, page or sort): refreshed after every save. */
const LIST_KEY = ['listPartners'] as const;

export const partnersQueryOptions = (query: ListPartnersQuery) =>
  queryOptions({
    queryKey: ['listPartners', query] as const,
    queryFn: ({ signal }) => adminApi('listPartners', { query, signal }),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
export const usePartners = (query: ListPartnersQuery) => useQuery(partnersQueryOptions(query));

export const partnerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['getPartner', { id }] as const,
    queryFn: ({ signal }) => adminApi('getPartner', { params: { id }, signal }),
    meta: { handlesErrors: true },
  });
export const usePartner = (id: number) => useQuery(partnerQueryOptions(id));

/** Every category (for the form's select and the list's filter). */
export const allCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['listCategories', { perPage: 100 }] as const,
    queryFn: ({ signal }) =>
      adminApi('listCategories', { query: { perPage: 100, sort: 'nome' }, signal }),
    meta: { handlesErrors: true },
    staleTime: 60_000,
  });
export const useAllCategories = () => useQuery(allCategoriesQueryOptions());

function useSaved() {
  const queryClient = useQueryClient();
  return async (partner: { id: number }, data: unknown) => {
    queryClient.setQueryData(partnerQueryOptions(partner.id).queryKey, data as never);
    await queryClient.invalidateQueries({ queryKey: LIST_KEY });
  };
}

export function useCreatePartner() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: CreatePartnerBody) => adminApi('createPartner', { body }),
    meta: { handlesErrors: true, success: 'Parceiro criado.' },
    onSuccess: (partner) => saved(partner, partner),
  });
}

export function useUpdatePartner(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: UpdatePartnerBody) => adminApi('updatePartner', { params: { id }, body }),
    meta: { handlesErrors: true, success: 'Alterações salvas.' },
    onSuccess: (partner) => saved(partner, partner),
  });
}

export function useDeactivatePartner(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: () => adminApi('deactivatePartner', { params: { id } }),
    meta: { handlesErrors: true, success: 'Parceiro desativado: ele sumiu do app dos membros.' },
    onSuccess: (partner) => saved(partner, partner),
  });
}

export function useSetVisibility(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: SetPartnerVisibilityBody) =>
      adminApi('setPartnerVisibility', { params: { id }, body }),
    meta: { handlesErrors: true, success: 'Menus da empresa salvos.' },
    onSuccess: (partner) => saved(partner, partner),
  });
}

/** The address of a CEP (the member app's lookup). */
