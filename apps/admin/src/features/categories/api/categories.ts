import type { SetCategoryStripBody } from '@clube/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import {
  resourceQueryOptions,
  useResource,
  useResourceWrite,
} from '../../../lib/resource/resource';

const REFRESH = ['listCategories', 'getCategoryStrip'] as const;

export const useCreateCategory = () =>
  useResourceWrite('createCategory', {
    refresh: REFRESH,
    success: 'Categoria criada.',
    handlesErrors: true,
  });
export const useUpdateCategory = () =>
  useResourceWrite('updateCategory', {
    refresh: REFRESH,
    success: 'Categoria salva.',
    handlesErrors: true,
  });
export const useDeleteCategory = () =>
  useResourceWrite('deleteCategory', { refresh: REFRESH, success: 'Categoria excluída.' });

const stripArgs = (empresaId: number) => ({ params: { id: empresaId } });
export const useStrip = (empresaId: number) =>
  useResource('getCategoryStrip', stripArgs(empresaId), { enabled: empresaId > 0 });

export function useSaveStrip(empresaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetCategoryStripBody) =>
      adminApi('setCategoryStrip', { params: { id: empresaId }, body }),
    meta: { success: 'Ordem da faixa salva.' },
    onSuccess: (strip) =>
      queryClient.setQueryData(
        resourceQueryOptions('getCategoryStrip', stripArgs(empresaId)).queryKey,
        strip,
      ),
  });
}
