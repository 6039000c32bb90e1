import type { RequestBody } from '@clube/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type RatingRequest = RequestBody<'insereAvaliacao'>;

export function insereAvaliacao(body: RatingRequest) {
  return api('insereAvaliacao', body);
}

/** The detail page shows its own messages and reloads the detail afterwards (docs/product.md#partner-detail). */
export function useInsereAvaliacao() {
  return useMutation({ mutationFn: insereAvaliacao, meta: { handlesErrors: true } });
}
