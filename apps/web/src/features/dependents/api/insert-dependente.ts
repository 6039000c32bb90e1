import { IDEMPOTENCY_KEY_HEADER, type RequestBody } from '@clube/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getDependentesQueryOptions } from './get-dependentes';

export interface InsertDependenteInput {
  body: RequestBody<'insertDependente'>;
  /** The same key for repeats of one submission: the server then creates one dependent. */
  idempotencyKey: string;
}

export function insertDependente({ body, idempotencyKey }: InsertDependenteInput) {
  return api('insertDependente', body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

/** The form shows the server's own messages (409 duplicate CPF, 400 …), so no generic toast. */
export function useInsertDependente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertDependente,
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
