import { defineProject } from 'vitest/config';

/**
 * `npm run test:proofs`: what proves the server holds under abuse and failure rather than what it
 * answers: fuzzing every endpoint from its schema, SIGKILL during writes, SIGTERM with requests in
 * flight. Slow by nature (real processes, thousands of requests), so out of `npm test`.
 */
export default defineProject({
  test: {
    name: 'proofs',
    environment: 'node',
    include: ['test/proofs/**/*.test.ts'],
    hookTimeout: 30_000,
    testTimeout: 20_000,
  },
});
