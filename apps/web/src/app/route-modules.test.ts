import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { routeModules, routeModulesJson } from './route-modules';
import committed from './route-modules.json?raw';

/** The command that rewrites route-modules.json from the route table. */
const SNAPSHOT_COMMAND = 'npm run routes:snapshot -w @clube/web';

describe('the modules each route loads', () => {
  it('are what the committed route-modules.json says, for the build', async () => {
    expect(
      committed,
      `src/app/route-modules.json is stale: run \`${SNAPSHOT_COMMAND}\` and commit it`,
    ).toBe(routeModulesJson(await routeModules()));
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
