import type { RequestBody } from '@clube/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type FavouriteRequest = RequestBody<'favoritarParceiro'>;

export function favoritarParceiro(body: FavouriteRequest) {
  return api('favoritarParceiro', body);
}

/** Keeps or drops a favourite; the lists and the detail read it again afterwards. */
export function useFavoritarParceiro() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: favoritarParceiro,
    meta: { handlesErrors: true },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['getParceiroLista'] }),
        client.invalidateQueries({ queryKey: ['getParceiroDetalhe'] }),
      ]),
  });
}
