import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The proofs (fuzzing, crash, shutdown) run in `npm run test:proofs`: vitest.proofs.config.ts.
    exclude: [...configDefaults.exclude, 'test/proofs/**'],
    // Files share one module graph per worker instead of importing Fastify, Kysely and zod again for
    // each of ~100 files: a quarter of the CPU time. Every file builds its own app and database
    // and module state is limited to caches, so nothing leaks between files. No vi.mock here:
    // mocks would leak too.
    isolate: false,
    // A PostgreSQL test database is created per file (TEST_DATABASE_URL): allow for it.
    hookTimeout: 30_000,
    testTimeout: 20_000,
  },
});
