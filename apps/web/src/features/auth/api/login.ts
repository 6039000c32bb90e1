import type { RequestBody } from '@clube/contract';
import { api } from '../../../lib/api-client';

/**
 * The login screen calls this directly and reports its own failures (404 'Credenciais Inválidas!',
 * docs/product.md#login): it loads no query library (decision 020).
 */
export function login(body: RequestBody<'login'>) {
  return api('login', body);
}
