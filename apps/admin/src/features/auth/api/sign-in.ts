import type { SecondFactorBody, SignInBody } from '@clube/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/auth';

/** The password step: answers what comes next (a code, an enrolment, or signed in). */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: SignInBody) => adminApi('signIn', { body, expectUnauthenticated: true }),
    meta: { handlesErrors: true },
  });
}

/** The second factor: a code from the app (also confirms an enrolment) or a recovery code. */
export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecondFactorBody) =>
      adminApi('verifySecondFactor', { body, expectUnauthenticated: true }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
  });
}
