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
  document.documentElement.classList.remove('show-kept-screen');
});

/** The images the page asks for, by address. */
function imagesAsked(): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'Image',
    class {
      fetchPriority = 'auto';
      set src(address: string) {
        asked.push(address);
      }
    },
  );
  return asked;
}

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

  it("ask for the home's first banner once its address is known, unless the kept home shows it already", async () => {
    stubApi({ getBannersHome: async () => jsonResponse(BANNERS) });
    signInWithCard();
    const asked = imagesAsked();
    await openAt(paths.auth.home);
    await vi.waitFor(() => expect(asked).toEqual(['/media/banner-1']));

    document.documentElement.classList.add('show-kept-screen');
    asked.length = 0;
    await openAt(paths.auth.home);
    // The answer the app's home will take, once the module has had it.
    const { takeEarlyBanners } = await import('../features/home/api/early-banners');
    await takeEarlyBanners({ idCliente: 10, idPerfil: 5, idEmpresa: 1 });
    expect(asked).toEqual([]);
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
