import { matchRoutes, type RouteObject } from 'react-router';
import { hasEarlyCalls } from './early-calls';
import type { RouteHandle } from './navigation';
import { routes } from './router';
import type { RouteModules } from '../../vite/route-pages.ts';

/*
 * route-modules.json: for each path of the route table, the modules its lazy routes load (what
 * prepareNavigation downloads when the app opens there) and whether its first calls start as the
 * app starts (early-calls.ts). The web build turns it into one page per path that names those
 * chunks, and the early calls' script, in its <head> (vite/route-pages.ts, decision 058), so they
 * download with the app's entry instead of after it. Not part of the app: scripts/route-modules.mjs
 * (`npm run routes:snapshot -w @clube/web`) writes the file with this, and route-modules.test.ts
 * checks that the committed file is what this derives.
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

/** Each route's entry: those whose lazy routes load a module or whose first calls start early. */
export async function routeModules(): Promise<Record<string, RouteModules>> {
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

/** The text of route-modules.json. */
export function routeModulesJson(table: Record<string, RouteModules>): string {
  return `${JSON.stringify(table, null, 2)}\n`;
}
