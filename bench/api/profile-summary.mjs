// Summarises a V8 CPU profile (node --cpu-prof; `BENCH_CPU_PROF=1 npm run bench:api` writes them to
// bench/api/profiles/): self time by function and by package, and idle time.
//   node bench/api/profile-summary.mjs bench/api/profiles/CPU….cpuprofile [top=25]
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/api/profile-summary.mjs <file.cpuprofile> [top]');
  process.exit(1);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const deltas = profile.timeDeltas;
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

const where = (frame) => {
  const url = (frame.url || '').replace(/^file:\/\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.includes('/dist/server.js')) return 'app (dist/server.js)';
  if (url.startsWith('node:')) return url;
  return url
    ? url.replace(/^.*\/(apps|bench|packages)\//, '$1/')
    : `(${frame.functionName || 'native'})`;
};
const byFunction = new Map();
const byPackage = new Map();
for (const [id, time] of self) {
  const frame = byId.get(id).callFrame;
  const name = `${frame.functionName || '(anonymous)'} ${where(frame)}:${frame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + time);
  const pkg = where(frame);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
}
const pct = (t) => `${((100 * t) / total).toFixed(1).padStart(5)} %`;
const print = (title, map, n) => {
  console.log(`\n${title}`);
  for (const [name, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n))
    console.log(`${pct(time)}  ${name}`);
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
print('Self time by package', byPackage, 20);
print('Self time by function', byFunction, top);
