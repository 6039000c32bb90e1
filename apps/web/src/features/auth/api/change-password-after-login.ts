import type { RequestBody } from '@clube/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function changePasswordAfterLogin(body: RequestBody<'changePasswordAfterLogin'>) {
  return api('changePasswordAfterLogin', body);
}

/** The first-access screen reports its own failures (404, 400; docs/product.md#first-access-password-change). */
export function useChangePasswordAfterLogin() {
  return useMutation({ mutationFn: changePasswordAfterLogin, meta: { handlesErrors: true } });
}
