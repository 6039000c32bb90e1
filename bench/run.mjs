// `npm run bench`: runs every bench/*.ts with tsx, one after the other. Benchmarks report; they
// never fail the run, so a broken one is reported and the next one still runs.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const benches = readdirSync(here)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
  .sort();

for (const name of benches) {
  console.log(`\n▶ bench/${name}`);
  const result = spawnSync('npx', ['tsx', join(here, name)], {
    stdio: 'inherit',
    cwd: join(here, '..'),
  });
  if (result.status !== 0)
    console.log(`bench/${name} did not finish (exit ${result.status ?? result.signal}).`);
}
process.exit(0);
