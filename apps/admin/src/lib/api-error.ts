/** The code of a call that never reached the server (no network, status 0). */
export const NETWORK_ERROR_CODE = 'NETWORK';

export const NETWORK_MESSAGE = 'Sem conexão com o servidor. Verifique a rede e tente de novo.';
export const SERVER_ERROR_MESSAGE = 'Erro no servidor. Tente de novo em instantes.';

/** A failed call: the HTTP status (0 when the server could not be reached), the server's message and code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;

  constructor(status: number, message: string, code: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

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
