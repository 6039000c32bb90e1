import type { RequestBody } from '@clube/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function updateTermsConditions(body: RequestBody<'updateTermsConditions'>) {
  return api('updateTermsConditions', body);
}

export function useUpdateTermsConditions() {
  return useMutation({ mutationFn: updateTermsConditions });
}
