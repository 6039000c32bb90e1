import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { hasEarlyCalls } from './early-calls';
import type { RouteHandle } from './navigation';
import { routes } from './router';

/*
 * route-modules.json: for each path of the route table, the modules its lazy routes load (what
 * prepareNavigation downloads when the app opens there) and whether its first calls start as the
 * app starts (early-calls.ts). The web build turns it into one page per path that names those
 * chunks, and the early calls' script, in its <head> (vite/route-pages.ts, decision 058), so they
 * download with the app's entry instead of after it. This test writes it from the route table:
 * after a change of routes, run `npx vitest run apps/web/src/app/route-modules.test.ts -u` and
 * commit the file.
 */

/** Where a lazy route's module may live: the app's own components and each feature's pages. */
const candidates = import.meta.glob([
  '/src/app/components/*.tsx',
  '/src/features/*/pages/*.tsx',
  '!**/*.test.tsx',
]);

/** Every path the route table names, without parameters (`:id`) or splats (`*`). */
function staticPaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const path =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.index || (route.path !== undefined && !route.children) ? [path || '/'] : [];
    return [...own, ...staticPaths(route.children ?? [], path)].filter((p) => !/[:*]/.test(p));
  });
}

/** The candidate module (path from the app's root, as in Vite's manifest) that exports `value`. */
async function moduleExporting(value: unknown): Promise<string> {
  for (const [path, load] of Object.entries(candidates)) {
    const exports = (await load()) as Record<string, unknown>;
    if (Object.values(exports).includes(value)) return path.slice(1);
  }
  throw new Error('a lazy route loads a module outside src/app/components and the features pages');
}

interface RouteModules {
  modules: string[];
  earlyCalls: boolean;
}

async function routeModules(): Promise<Record<string, RouteModules>> {
  const table: Record<string, RouteModules> = {};
  for (const path of [...new Set(staticPaths(routes))].sort()) {
    const modules: string[] = [];
    for (const { route } of matchRoutes(routes, path) ?? []) {
      const { load } = (route.handle ?? {}) as RouteHandle;
      if (load) modules.push(await moduleExporting(await load()));
    }
    const earlyCalls = hasEarlyCalls(path);
    if (modules.length > 0 || earlyCalls) table[path] = { modules, earlyCalls };
  }
  return table;
}

describe('the modules each route loads', () => {
  it('are written to route-modules.json, for the build', async () => {
    const table = await routeModules();
    await expect(`${JSON.stringify(table, null, 2)}\n`).toMatchFileSnapshot('./route-modules.json');
  });

  it('name the query layer, the signed-in shell and the screen for a signed-in screen', async () => {
    const table = await routeModules();
    expect(table[paths.auth.home]).toEqual({
      modules: [
        'src/app/components/query-layout.tsx',
        'src/app/components/auth-shell.tsx',
        'src/app/components/home-screen.tsx',
      ],
      earlyCalls: true,
    });
    expect(table[paths.auth.partnersList]).toEqual({
      modules: [
        'src/app/components/query-layout.tsx',
        'src/app/components/auth-shell.tsx',
        'src/features/partners/pages/partners-list-page.tsx',
      ],
      earlyCalls: true,
    });
    expect(table[paths.forgot.code]).toEqual({
      modules: ['src/app/components/query-layout.tsx', 'src/features/recovery/pages/code-page.tsx'],
      earlyCalls: false,
    });
  });

  it('leave out the login page, which comes with the app itself', async () => {
    const table = await routeModules();
    expect(table[paths.login]).toBeUndefined();
    // Every screen of docs/product.md#routes but the login page has an entry.
    const screens = [
      paths.terms,
      paths.chooseCompany,
      paths.changePasswordAfterLogin,
      ...Object.values(paths.auth).filter((path) => path !== paths.auth.root),
      ...Object.values(paths.forgot),
    ];
    expect(screens.filter((path) => !table[path])).toEqual([]);
  });
});
