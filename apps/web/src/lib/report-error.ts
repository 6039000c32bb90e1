import { ApiError, isNetworkError } from './api-error';
import { OFFLINE_MESSAGE } from './connection';
import { toast } from './toast';

/*
 * The generic failure messages (docs/product.md#messages-and-errors), apart from the query client so that a screen without
 * queries (the login page) can report a failure without loading the query library.
 */

export const SERVER_ERROR_MESSAGE = 'Erro de servidor entre em contato!';
/** The one 'Sem conexão' toast (the offline bar takes it away when the connection is back). */
export const OFFLINE_TOAST_ID = 'offline';

/** docs/product.md#messages-and-errors: any failure a screen does not handle itself. */
export function reportUnhandledError(error: unknown): void {
  if (error instanceof ApiError && error.endedSession) return;
  if (isNetworkError(error)) toast.error(OFFLINE_MESSAGE, { id: OFFLINE_TOAST_ID });
  else toast.error(SERVER_ERROR_MESSAGE, { id: 'server-error' });
}

/**
 * A refused save: the server's own sentence for a 4xx (it names the field or the limit), the
 * generic message for anything else.
 */
export function reportSaveError(error: unknown, toastId: string): void {
  if (error instanceof ApiError && !error.endedSession && error.status >= 400 && error.status < 500)
    toast.error(error.message, { id: toastId });
  else reportUnhandledError(error);
}
