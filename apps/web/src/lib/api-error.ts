/** The code of a call that never reached the server (no network, status 0). */
export const NETWORK_ERROR_CODE = 'NETWORK';

/** A failed call: the HTTP status (0 when the server could not be reached), its message and code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  /**
   * True when the client already acted on this answer (a 401 signed the member out, a pending
   * first-access step sent them to its screen), so nobody needs to report it again.
   */
  readonly endedSession: boolean;

  constructor(status: number, message: string, code: string, endedSession = false) {
    super(message);
    this.status = status;
    this.code = code;
    this.endedSession = endedSession;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The call failed for lack of network, not because the server refused it. */
export function isNetworkError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === NETWORK_ERROR_CODE;
}

/** The server could not be reached or failed (5xx): the member's input was not the problem. */
export function isServerDown(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.code === NETWORK_ERROR_CODE || error.status >= 500);
}
