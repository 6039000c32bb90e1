// Runs after `vite build` in an app's folder (apps/web, apps/admin): writes a brotli (.br) and a gzip
// (.gz) copy beside every text file of its dist, at the highest quality (it runs once per build), so the server sends the copy the browser
// accepts without compressing anything per request (@fastify/static preCompressed).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|webmanifest|json|txt|xml|map)$/;
/** Below this a compressed copy saves less than the headers it would cost. */
const MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // .vite holds Vite's build manifest, read by the size check and never served.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

async function precompress(path) {
  const source = await readFile(path);
  if (source.length < MIN_BYTES) return undefined;
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller is left out: the server then sends the file itself.
  if (br.length < source.length) await writeFile(`${path}.br`, br);
  if (gzipped.length < source.length) await writeFile(`${path}.gz`, gzipped);
  return { path, bytes: source.length, br: br.length, gzip: gzipped.length };
}

const dist = resolve(process.argv[2] ?? 'dist');
if (!(await stat(join(dist, 'index.html')).catch(() => undefined))) {
  console.error(`precompress: ${dist} has no index.html; run vite build first.`);
  process.exit(1);
}

const paths = [];
for await (const path of filesUnder(dist)) paths.push(path);
const done = (await Promise.all(paths.map(precompress))).filter(Boolean);
const sum = (key) => done.reduce((total, file) => total + file[key], 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(
  `precompress: ${done.length} files in ${relative(process.cwd(), dist) || '.'}: ` +
    `${kb(sum('bytes'))} → brotli ${kb(sum('br'))}, gzip ${kb(sum('gzip'))}`,
);
