import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession } from '../../test/factories';
import { PERSISTED_CACHE_KEY, persistQueryCache, restoreQueryCache } from './persisted-cache';
import { CACHE_MAX_AGE_MS } from './query-client';
import { signOut, startSession } from './session';

const BANNERS = { banners: [{ banner: '/media/banner-1', urli: '' }] };

/** A cache with one kept read and one that must not be kept, written for `owner`. */
function keptCopy(owner: string) {
  vi.useFakeTimers();
  const client = new QueryClient();
  const stop = persistQueryCache(client, () => owner);
  client.setQueryData(['getBannersHome', { idEmpresa: 1 }], BANNERS);
  client.setQueryData(['getCep', { cep: '01001000' }], { logradouro: 'Praça da Sé' });
  vi.advanceTimersByTime(1000);
  stop();
  vi.useRealTimers();
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('query cache kept for offline use', () => {
  it('keeps the listed reads only, and gives them back to the same session', () => {
    keptCopy('member-a');
    const client = new QueryClient();
    restoreQueryCache(client, 'member-a');
    expect(client.getQueryData(['getBannersHome', { idEmpresa: 1 }])).toEqual(BANNERS);
    expect(client.getQueryData(['getCep', { cep: '01001000' }])).toBeUndefined();
    // Online, the screen fetches it again: the copy may predate a change made just before a reload.
    expect(client.getQueryState(['getBannersHome', { idEmpresa: 1 }])?.isInvalidated).toBe(true);
  });

  it('keeps the notices list, so Avisos shows the last one offline', () => {
    vi.useFakeTimers();
    const writer = new QueryClient();
    const stop = persistQueryCache(writer, () => 'member-a');
    const notices = { avisos: [], naoLidos: 0 };
    writer.setQueryData(['getAvisos', { idCliente: 10, idPerfil: 5 }], notices);
    vi.advanceTimersByTime(1000);
    stop();
    vi.useRealTimers();
    const client = new QueryClient();
    restoreQueryCache(client, 'member-a');
    expect(client.getQueryData(['getAvisos', { idCliente: 10, idPerfil: 5 }])).toEqual(notices);
  });

  it("never gives one member's answers to another sign-in, and drops them", () => {
    keptCopy('member-a');
    const client = new QueryClient();
    restoreQueryCache(client, 'member-b');
    expect(client.getQueryData(['getBannersHome', { idEmpresa: 1 }])).toBeUndefined();
    expect(localStorage.getItem(PERSISTED_CACHE_KEY)).toBeNull();
  });

  it('drops a copy older than a day, or with nobody signed in', () => {
    keptCopy('member-a');
    restoreQueryCache(new QueryClient(), 'member-a', Date.now() + CACHE_MAX_AGE_MS + 5000);
    expect(localStorage.getItem(PERSISTED_CACHE_KEY)).toBeNull();

    keptCopy('member-a');
    restoreQueryCache(new QueryClient(), null);
    expect(localStorage.getItem(PERSISTED_CACHE_KEY)).toBeNull();
  });

  it('drops a copy written by another build', () => {
    keptCopy('member-a');
    const stored = JSON.parse(localStorage.getItem(PERSISTED_CACHE_KEY) ?? '{}') as object;
    localStorage.setItem(PERSISTED_CACHE_KEY, JSON.stringify({ ...stored, buildId: 'older' }));
    const client = new QueryClient();
    restoreQueryCache(client, 'member-a');
    expect(client.getQueryData(['getBannersHome', { idEmpresa: 1 }])).toBeUndefined();
  });

  it('is removed at logout and at a new sign-in', () => {
    keptCopy('member-a');
    signOut();
    expect(localStorage.getItem(PERSISTED_CACHE_KEY)).toBeNull();

    keptCopy('member-a');
    startSession(makeSession(), false);
    expect(localStorage.getItem(PERSISTED_CACHE_KEY)).toBeNull();
  });
});
