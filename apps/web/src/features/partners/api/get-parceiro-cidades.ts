import type { Identity } from '@clube/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The cities of the menu's partners: the options of the city filter. */
export function useParceiroCidades(body: Identity & { idServicoParceiro: number }) {
  return useQuery({
    queryKey: ['getParceiroCidades', body],
    queryFn: ({ signal }) => api('getParceiroCidades', body, { signal }),
  });
}
