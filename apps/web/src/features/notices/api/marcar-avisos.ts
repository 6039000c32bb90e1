import type { Identity, NoticesResponse, RequestBody } from '@clube/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getAvisosQueryOptions } from './avisos';

/**
 * Marks one notice read (with `idAviso`) or all of them; the answer is the new list, put in the
 * cache at once so the bell and the list agree. A failure is quiet: the notice stays unread and is
 * marked at the next tap.
 */
export function useMarcarAvisos(acting: Identity) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idAviso: number | 'todos') =>
      idAviso === 'todos'
        ? api('marcarAvisosLidos', acting)
        : api('marcarAvisoLido', { ...acting, idAviso } satisfies RequestBody<'marcarAvisoLido'>),
    meta: { handlesErrors: true },
    onSuccess: (list: NoticesResponse) =>
      queryClient.setQueryData(getAvisosQueryOptions(acting).queryKey, list),
  });
}
