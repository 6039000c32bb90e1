import type { ChangeOwnPasswordBody } from '@clube/contract/admin';
import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

/** The operator's own password; the server ends the session (sign in again with the new one). */
export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: (body: ChangeOwnPasswordBody) => adminApi('changeOwnPassword', { body }),
    meta: { handlesErrors: true },
  });
}
