import { ApiError, NETWORK_ERROR_CODE } from './api-error';

export interface ErrorBody {
  /** The server's sentence for the person; empty when the answer carried none. */
  message: string;
  /** The server's error code; empty when the answer carried none. */
  code: string;
}

/** The message and code of a refused answer; a body that is not the API's JSON gives empty ones. */
export async function readError(response: Response): Promise<ErrorBody> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null) {
      const { message, code } = body as Record<string, unknown>;
      return {
        message: typeof message === 'string' ? message : '',
        code: typeof code === 'string' ? code : '',
      };
    }
  } catch {
    // Not JSON (a proxy's error page, an empty body): the status says enough.
  }
  return { message: '', code: '' };
}

/**
 * Sends the request; a request that never reached the server becomes an ApiError with status 0 and
 * the given message, while an abort stays the caller's AbortError.
 */
export async function send(
  url: string,
  init: RequestInit,
  offlineMessage: string,
): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, offlineMessage, NETWORK_ERROR_CODE);
  }
}
