import type { FastifyInstance } from 'fastify';

/**
 * Every route of the app from Fastify's route tree, with its methods. A path that extends another
 * is printed as a child holding only the rest (`/get-cliente` then `└── -endereco`), so each line
 * is read after the path of the line it hangs from.
 */
export function servedRoutes(app: FastifyInstance): { path: string; methods: string[] }[] {
  const parents: string[] = [];
  const found: { path: string; methods: string[] }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    if (match[3]) found.push({ path, methods: match[3].split(', ') });
  }
  return found;
}
