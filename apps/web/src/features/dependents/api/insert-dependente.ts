import { IDEMPOTENCY_KEY_HEADER, type RequestBody } from '@clube/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DEPENDENTES_KEY } from './get-dependentes';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEPENDENTES_KEY }),
  });
}
