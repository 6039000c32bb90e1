// `npm run test:pg`: the API suite against PostgreSQL (docs/decisions/001-two-database-dialects.md). Each test file makes its own
// throwaway database on the server named by TEST_DATABASE_URL. The proofs are not repeated here:
// `TEST_DATABASE_URL=… npm run test:proofs` runs them on PostgreSQL.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
