import type { Identity } from '@clube/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getDependentesQueryOptions } from './get-dependentes';

export function deleteDependente(idDependente: number) {
  return api('deleteDependente', { idDependente });
}

/** docs/product.md#dependents: a successful delete replaces the list with the server's answer. */
export function useDeleteDependente(holder: Identity) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDependente,
    onSuccess: (list) =>
      queryClient.setQueryData(getDependentesQueryOptions(holder).queryKey, list),
  });
}
