import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/factories';
import { callsTo, stubApi } from '../../test/fake-api';
import { signInWithCard } from '../../test/sign-in';
import { paths } from '../config/paths';

/*
 * The page of the home and of the partner list loads early-calls.ts before the app's entry
 * (decision 058): evaluating it starts the screen's first calls. Each test evaluates it afresh, the
 * browser at the path the member opened.
 */

const BANNERS = {
  banners: [{ banner: '/media/banner-1', urli: '' }],
  logo: '/media/logo',
  colors: { primary: '#7c2d12', secondary: '#fde68a', contrast: '#ffffff' },
};

async function openAt(path: string) {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  return import('./early-calls');
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the first calls started by the route page', () => {
  it("ask for the home's banners as the module is evaluated, and once only", async () => {
    const fetchMock = stubApi({ getBannersHome: async () => jsonResponse(BANNERS) });
    signInWithCard();
    const { startEarlyCalls } = await openAt(paths.auth.home);
    expect(callsTo(fetchMock, 'getBannersHome')).toHaveLength(1);
    expect(callsTo(fetchMock, 'getBannersHome')[0]?.body).toEqual({
      idCliente: 10,
      idPerfil: 5,
      idEmpresa: 1,
    });
    // The app's own start on the same screen finds the answer on its way.
    startEarlyCalls(paths.auth.home);
    expect(callsTo(fetchMock, 'getBannersHome')).toHaveLength(1);
  });

  it('ask for nothing for a member the session guard would send elsewhere', async () => {
    const fetchMock = stubApi({});
    await openAt(paths.auth.home);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ask for nothing on a screen without early calls', async () => {
    const fetchMock = stubApi({});
    signInWithCard();
    const { hasEarlyCalls } = await openAt(paths.auth.menu);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(hasEarlyCalls(paths.auth.menu)).toBe(false);
    expect(hasEarlyCalls(paths.auth.home)).toBe(true);
  });
});
