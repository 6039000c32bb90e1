import type { RequestBody } from '@clube/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { updateSession } from '../../../lib/session';

export function changePassword(body: RequestBody<'changePassword'>) {
  return api('changePassword', body);
}

/** The change revokes the token in use; the answer carries the one to keep using. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    meta: { handlesErrors: true },
    onSuccess: ({ token }) => updateSession({ token }),
  });
}
