import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_CODE } from './api-error';
import { OFFLINE_MESSAGE } from './connection';
import { queryClient } from './query-client';

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
