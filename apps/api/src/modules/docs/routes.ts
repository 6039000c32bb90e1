import type { FastifyInstance } from 'fastify';
import { API_DOCUMENTS, API_NAMES, SECURITY_SCHEMES, type ApiName } from './apis.js';
import { openApiDocument, type OpenApiDocument } from './openapi.js';
import { documentPage, indexPage } from './page.js';

/** The list of documents; each one is at `${DOCS_PATH}/<name>` (page) and `.json` (OpenAPI). */
export const DOCS_PATH = '/api/docs';

export const docsPathsOf = (name: string) => [`${DOCS_PATH}/${name}`, `${DOCS_PATH}/${name}.json`];

/** Every path of the documentation: public, like the health probes (no api key). */
export const DOCS_PATHS = [DOCS_PATH, ...API_NAMES.flatMap(docsPathsOf)];

/** The value of each call, worked out on its first request (the console's takes a second). */
function once<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => (value ??= { made: make() }).made;
}

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

/** The OpenAPI documents of every API, as JSON and as readable pages (decision 109). */
export async function docsRoutes(app: FastifyInstance) {
  const documents = Object.fromEntries(
    API_NAMES.map((name) => [
      name,
      once(() => openApiDocument(API_DOCUMENTS[name], SECURITY_SCHEMES)),
    ]),
  ) as Record<ApiName, () => OpenApiDocument>;

  const index = once(() =>
    indexPage(API_NAMES.map((name) => ({ name, document: documents[name]() }))),
  );
  app.get(DOCS_PATH, async (_request, reply) => reply.type(HTML).send(index()));

  for (const name of API_NAMES) {
    const [pagePath, jsonPath] = docsPathsOf(name) as [string, string];
    const json = once(() => JSON.stringify(documents[name]()));
    const html = once(() => documentPage(name, documents[name]()));
    app.get(jsonPath, async (_request, reply) => reply.type(JSON_TYPE).send(json()));
    app.get(pagePath, async (_request, reply) => reply.type(HTML).send(html()));
  }
}
