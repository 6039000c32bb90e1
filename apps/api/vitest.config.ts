import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The proofs (fuzzing, crash, shutdown) run in `npm run test:proofs`: vitest.proofs.config.ts.
    exclude: [...configDefaults.exclude, 'test/proofs/**'],
    // A PostgreSQL test database is created per file (TEST_DATABASE_URL): allow for it.
    hookTimeout: 30_000,
    testTimeout: 20_000,
  },
});
