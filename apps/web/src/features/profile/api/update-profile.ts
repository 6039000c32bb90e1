import type { RequestBody } from '@clube/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { updateSession } from '../../../lib/session';

export function updateProfile(body: RequestBody<'updateProfile'>) {
  return api('updateProfile', body);
}

/**
 * docs/product.md#api-calls: on success the stored session copy takes the saved nome, e-mail, phone and photo, so the
 * greeting and the profile change at once.
 */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    meta: { handlesErrors: true },
    onSuccess: (saved) => updateSession(saved),
  });
}
