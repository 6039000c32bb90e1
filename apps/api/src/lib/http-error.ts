import { ERROR_CODES, type ErrorCode } from '@clube/contract';

/** An error with the status and the Portuguese message a member reads; mapped by the error handler. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) =>
  new HttpError(400, message, ERROR_CODES.invalidInput);

export const unauthenticated = (message = 'Sessão expirada. Entre novamente.') =>
  new HttpError(401, message, ERROR_CODES.unauthenticated);

export const forbidden = (message = 'Acesso não permitido.') =>
  new HttpError(403, message, ERROR_CODES.forbidden);

export const notFound = (
  message = 'Recurso não encontrado.',
  code: ErrorCode = ERROR_CODES.notFound,
) => new HttpError(404, message, code);

export const conflict = (message: string) => new HttpError(409, message, ERROR_CODES.conflict);

export const tooManyRequests = (
  message = 'Muitas tentativas. Aguarde um pouco e tente novamente.',
) => new HttpError(429, message, ERROR_CODES.tooManyRequests);
