import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves a core to itself (one worker on a 2-core machine); its main process
    // is nearly idle during a run, so every core runs test files.
    maxWorkers: availableParallelism(),
    // `npm test` runs every project but `proofs`; `npm run test:proofs` runs that one alone.
    projects: [
      'packages/contract',
      'packages/api-client',
      'apps/api',
      'apps/api/vitest.proofs.config.ts',
      'apps/web',
      'apps/admin',
      'apps/partner',
    ],
  },
});
