import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // `npm test` runs every project but `proofs`; `npm run test:proofs` runs that one alone.
    projects: [
      'packages/contract',
      'apps/api',
      'apps/api/vitest.proofs.config.ts',
      'apps/web',
      'apps/admin',
    ],
  },
});
