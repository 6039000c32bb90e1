import type { RequestBody } from '@clube/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function login(body: RequestBody<'login'>) {
  return api('login', body);
}

/** The login screen reports its own failures (404 'Credenciais Inválidas!', spec §8). */
export function useLogin() {
  return useMutation({ mutationFn: login, meta: { handlesErrors: true } });
}
