import type { RequestBody } from '@clube/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function checkPasswordCode(body: RequestBody<'checkPasswordCode'>) {
  return api('checkPasswordCode', body);
}

/** The code screen reports its own failures (400, 406, 429). */
export function useCheckPasswordCode() {
  return useMutation({ mutationFn: checkPasswordCode, meta: { handlesErrors: true } });
}
