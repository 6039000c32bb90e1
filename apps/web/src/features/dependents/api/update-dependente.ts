import { IDEMPOTENCY_KEY_HEADER, type RequestBody } from '@clube/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DEPENDENTES_KEY } from './get-dependentes';

export interface UpdateDependenteInput {
  body: RequestBody<'updateDependente'>;
  idempotencyKey: string;
}

export function updateDependente({ body, idempotencyKey }: UpdateDependenteInput) {
  return api('updateDependente', body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

export function useUpdateDependente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDependente,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEPENDENTES_KEY }),
  });
}
