import type {
  CategoryFieldsInput,
  ListCategoriesQuery,
  SetCategoryStripBody,
} from '@clube/contract/admin';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

const LIST_KEY = ['listCategories'] as const;

export const categoriesQueryOptions = (query: ListCategoriesQuery) =>
  queryOptions({
    queryKey: ['listCategories', query] as const,
    queryFn: ({ signal }) => adminApi('listCategories', { query, signal }),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
export const useCategories = (query: ListCategoriesQuery) =>
  useQuery(categoriesQueryOptions(query));

export function useSaveCategory(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<CategoryFieldsInput>) =>
      id === null
        ? adminApi('createCategory', { body: body as CategoryFieldsInput })
        : adminApi('updateCategory', { params: { id }, body }),
    meta: { handlesErrors: true, success: id === null ? 'Categoria criada.' : 'Categoria salva.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminApi('deleteCategory', { params: { id } }),
    meta: { handlesErrors: true, success: 'Categoria excluída.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
}

export const stripQueryOptions = (empresaId: number) =>
  queryOptions({
    queryKey: ['getCategoryStrip', { id: empresaId }] as const,
    queryFn: ({ signal }) => adminApi('getCategoryStrip', { params: { id: empresaId }, signal }),
    meta: { handlesErrors: true },
  });
export const useStrip = (empresaId: number) =>
  useQuery({ ...stripQueryOptions(empresaId), enabled: empresaId > 0 });

export function useSaveStrip(empresaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetCategoryStripBody) =>
      adminApi('setCategoryStrip', { params: { id: empresaId }, body }),
    meta: { handlesErrors: true, success: 'Ordem da faixa salva.' },
    onSuccess: (strip) => queryClient.setQueryData(stripQueryOptions(empresaId).queryKey, strip),
  });
}
