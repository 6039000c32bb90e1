import { ApiError } from '@clube/api-client';

export { ApiError, NETWORK_ERROR_CODE, isApiError } from '@clube/api-client';

export const NETWORK_MESSAGE = 'Sem conexão com o servidor. Verifique a rede e tente de novo.';
export const SERVER_ERROR_MESSAGE = 'Erro no servidor. Tente de novo em instantes.';

/**
 * What to tell the operator: the server's own Portuguese sentence for a refused request (4xx), a
 * generic one for a failure of the server or the network.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return NETWORK_MESSAGE;
    if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  }
  return SERVER_ERROR_MESSAGE;
}
