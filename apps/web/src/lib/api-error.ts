import { ApiError, NETWORK_ERROR_CODE } from '@clube/api-client';

export { ApiError, NETWORK_ERROR_CODE, isApiError, isNetworkError } from '@clube/api-client';

/** The server could not be reached or failed (5xx): the member's input was not the problem. */
export function isServerDown(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.code === NETWORK_ERROR_CODE || error.status >= 500);
}
