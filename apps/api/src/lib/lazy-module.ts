import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A package loaded the first time it is used instead of when the server starts: the server keeps
 * in memory only what its configuration and its requests use (docs/decisions/059). sharp alone is
 * ~28 MB resident; the console's libraries and the drivers of a database or a Redis the
 * configuration does not name are ~10–25 MB each.
 *
 *   const sanitizeHtml = lazyModule<typeof import('sanitize-html')>('sanitize-html');
 *   sanitizeHtml()(html, options);
 *
 * Types only (`import type`) from the package elsewhere in the file: a value import would load it
 * at start again.
 */
export function lazyModule<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
