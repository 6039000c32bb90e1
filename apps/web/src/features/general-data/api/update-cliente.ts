import type { RequestBody } from '@clube/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getClienteQueryOptions } from '../../../lib/records/get-cliente';

export function updateCliente(body: RequestBody<'updateCliente'>) {
  return api('updateCliente', body);
}

/** The form shows the server's 400 and 413 messages itself. */
export function useUpdateCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCliente,
    meta: { handlesErrors: true },
    onSuccess: (_answer, { idCliente, idPerfil }) =>
      queryClient.invalidateQueries({
        queryKey: getClienteQueryOptions({
          idCliente: Number(idCliente),
          idPerfil: Number(idPerfil),
        }).queryKey,
      }),
  });
}
