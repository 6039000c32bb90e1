/** A failed call: the HTTP status (0 when the server could not be reached), its message and code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  /** True when this 401 already signed the member out, so nobody needs to report it again. */
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
