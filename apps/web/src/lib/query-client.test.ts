import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_CODE } from './api-error';
import { OFFLINE_MESSAGE } from './connection';
import { queryClient, SERVER_ERROR_MESSAGE } from './query-client';
import { toast } from './toast';

afterEach(() => onlineManager.setOnline(true));

describe('writes made offline', () => {
  it('are refused at once with the offline message, never queued for later', async () => {
    onlineManager.setOnline(false);
    let calls = 0;
    const save = new MutationObserver(queryClient, {
      mutationFn: () => {
        calls += 1;
        return Promise.reject(new ApiError(0, OFFLINE_MESSAGE, NETWORK_ERROR_CODE));
      },
    });
    await expect(save.mutate()).rejects.toThrow(OFFLINE_MESSAGE);
    expect(calls).toBe(1);
    expect(save.getCurrentResult().isPaused).toBe(false);
  });
});

describe('reads that fail', () => {
  it('raise no toast for lack of network (the offline bar says it), and the generic one otherwise', async () => {
    const raised = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    const read = (key: string, error: Error) =>
      queryClient
        .fetchQuery({ queryKey: [key], queryFn: () => Promise.reject(error), retry: false })
        .catch(() => undefined);
    await read('offline-read', new ApiError(0, OFFLINE_MESSAGE, NETWORK_ERROR_CODE));
    expect(raised).not.toHaveBeenCalled();
    await read('failed-read', new ApiError(500, 'Erro interno.', 'INTERNAL_ERROR'));
    expect(raised).toHaveBeenCalledWith(SERVER_ERROR_MESSAGE, { id: 'server-error' });
    raised.mockRestore();
  });
});
