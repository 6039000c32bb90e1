import type { RequestBody } from '@clube/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getCep(body: RequestBody<'getCep'>) {
  return api('getCep', body);
}

/**
 * The postal-code lookup, run when the member completes a CEP (never on load: it would overwrite
 * the stored street). The form reports 404 and provider failures itself (docs/product.md#my-address).
 */
export function useGetCep() {
  return useMutation({ mutationFn: getCep, meta: { handlesErrors: true } });
}
