import type { RequestBody } from '@clube/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function requestPasswordChange(body: RequestBody<'requestPasswordChange'>) {
  return api('requestPasswordChange', body);
}

/** The CPF screen reports its own failures (400 unknown CPF, 429). */
export function useRequestPasswordChange() {
  return useMutation({ mutationFn: requestPasswordChange, meta: { handlesErrors: true } });
}
