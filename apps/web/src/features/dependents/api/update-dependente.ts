import { IDEMPOTENCY_KEY_HEADER, type RequestBody } from '@clube/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getDependentesQueryOptions } from './get-dependentes';

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
    // The list this card shows; the ids are numbers, though the body's input type also admits strings.
    onSuccess: (_saved, { body }) =>
      queryClient.invalidateQueries({
        queryKey: getDependentesQueryOptions({
          idCliente: Number(body.idCliente),
          idPerfil: Number(body.idPerfil),
        }).queryKey,
      }),
  });
}
