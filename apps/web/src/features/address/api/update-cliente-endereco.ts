import type { RequestBody } from '@clube/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getClienteEnderecoQueryOptions } from './get-cliente-endereco';

export function updateClienteEndereco(body: RequestBody<'updateClienteEndereco'>) {
  return api('updateClienteEndereco', body);
}

export function useUpdateClienteEndereco() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClienteEndereco,
    meta: { handlesErrors: true },
    onSuccess: (_answer, { idCliente, idPerfil }) =>
      queryClient.invalidateQueries({
        queryKey: getClienteEnderecoQueryOptions({
          idCliente: Number(idCliente),
          idPerfil: Number(idPerfil),
        }).queryKey,
      }),
  });
}
