import { escapeHtml } from '../../lib/html-email.js';
import type {
  JsonSchema,
  OpenApiDocument,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiResponse,
} from './openapi.js';

/*
 * The documents as plain HTML pages, written on the server: no script (the page's CSP allows only
 * our own), no stylesheet but the inline one, readable without anything else loaded.
 */

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
code, pre { font-family: ui-monospace, monospace; font-size: 0.9em; }
pre { background: #f4f4f4; padding: 0.75rem; overflow-x: auto; }
details { border: 1px solid #ccc; border-radius: 4px; margin: 0.5rem 0; padding: 0.25rem 0.75rem; }
summary { cursor: pointer; padding: 0.25rem 0; }
.method { display: inline-block; min-width: 4.5rem; font-weight: 700; }
table { border-collapse: collapse; margin: 0.5rem 0; }
th, td { border: 1px solid #ddd; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
ul.fields { margin: 0.25rem 0; padding-left: 1.25rem; }
.muted { color: #555; }
`;

/** Escaped text whose `code spans` (the documents' descriptions are CommonMark) become <code>. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const ref = (schema: JsonSchema) =>
  typeof schema.$ref === 'string' ? schema.$ref.split('/').pop()! : undefined;

const CONSTRAINTS: [string, (value: string) => string][] = [
  ['minLength', (v) => `mín. ${v} caracteres`],
  ['maxLength', (v) => `máx. ${v} caracteres`],
  ['minimum', (v) => `≥ ${v}`],
  ['exclusiveMinimum', (v) => `> ${v}`],
  ['maximum', (v) => `≤ ${v}`],
  ['exclusiveMaximum', (v) => `< ${v}`],
  ['minItems', (v) => `mín. ${v} itens`],
  ['maxItems', (v) => `máx. ${v} itens`],
  ['pattern', (v) => `padrão ${v}`],
  ['format', (v) => `formato ${v}`],
  ['contentMediaType', (v) => v],
];

/** A one-line label of a schema's type: `string (máx. caracteres 100)`, `array de object`. */
export function typeLabel(schema: JsonSchema): string {
  const named = ref(schema);
  if (named) return named;
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants) return variants.map(typeLabel).join(' ou ');
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum))
    return `um de ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' ou ') : schema.type;
  const base =
    type === 'array' && schema.items
      ? `array de ${typeLabel(schema.items as JsonSchema)}`
      : typeof type === 'string'
        ? type
        : 'qualquer valor';
  const constraints = CONSTRAINTS.filter(([key]) => schema[key] !== undefined).map(([key, label]) =>
    label(String(schema[key])),
  );
  return constraints.length ? `${base} (${constraints.join(', ')})` : base;
}

/** The object (or array of objects) whose fields a schema has, if any. */
function objectOf(schema: JsonSchema): JsonSchema | undefined {
  if (schema.type === 'object' && schema.properties) return schema;
  if (schema.type === 'array' && schema.items) return objectOf(schema.items as JsonSchema);
  const variants = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as JsonSchema[] | undefined;
  return variants?.map(objectOf).find(Boolean);
}

/** A schema's fields as a nested list: name, type, whether required. */
export function fieldsHtml(schema: JsonSchema): string {
  const object = objectOf(schema);
  if (!object) return '';
  const required = new Set((object.required ?? []) as string[]);
  const items = Object.entries(object.properties as Record<string, JsonSchema>).map(
    ([name, field]) =>
      `<li><code>${escapeHtml(name)}</code>: ${escapeHtml(typeLabel(field))}${
        required.has(name) ? '' : ' <span class="muted">(opcional)</span>'
      }${fieldsHtml(field)}</li>`,
  );
  return `<ul class="fields">${items.join('')}</ul>`;
}

function schemaHtml(schema: JsonSchema): string {
  return `<p>${escapeHtml(typeLabel(schema))}</p>${fieldsHtml(schema)}`;
}

function parametersHtml(parameters: OpenApiParameter[]): string {
  const rows = parameters.map(
    (p) =>
      `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${escapeHtml(
        typeLabel(p.schema),
      )}</td><td>${p.required ? 'sim' : 'não'}</td></tr>`,
  );
  return `<h4>Parâmetros</h4><table><tr><th>Nome</th><th>Onde</th><th>Tipo</th><th>Obrigatório</th></tr>${rows.join('')}</table>`;
}

function responseHtml(
  document: OpenApiDocument,
  status: string,
  answer: OpenApiResponse | { $ref: string },
): string {
  const response =
    '$ref' in answer
      ? document.components.responses[answer.$ref.split('/').pop()!]!
      : (answer as OpenApiResponse);
  const [mediaType, content] = Object.entries(response.content ?? {})[0] ?? [];
  const body =
    '$ref' in answer || !content
      ? ''
      : `<p class="muted">${escapeHtml(mediaType!)}</p>${schemaHtml(content.schema)}`;
  return `<li><strong>${status}</strong> ${escapeHtml(response.description)}${body}</li>`;
}

function operationHtml(
  document: OpenApiDocument,
  method: string,
  path: string,
  operation: OpenApiOperation,
): string {
  const security = operation.security.length
    ? Object.entries(operation.security[0]!)
        .map(
          ([scheme, roles]) =>
            `<code>${escapeHtml(scheme)}</code>${roles.length ? ` com <code>${escapeHtml(roles.join(', '))}</code>` : ''}`,
        )
        .join(' + ')
    : 'nenhuma';
  const body = operation.requestBody
    ? `<h4>Corpo</h4>${Object.entries(operation.requestBody.content)
        .map(
          ([type, { schema }]) => `<p class="muted">${escapeHtml(type)}</p>${schemaHtml(schema)}`,
        )
        .join('')}${
        operation.requestBody.description
          ? `<p>${escapeHtml(operation.requestBody.description)}</p>`
          : ''
      }`
    : '';
  return `<details id="${escapeHtml(operation.operationId)}"><summary><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> <span class="muted">${escapeHtml(operation.operationId)}</span></summary>
<p>Credenciais: ${security}</p>
${operation.parameters ? parametersHtml(operation.parameters) : ''}${body}
<h4>Respostas</h4><ul>${Object.entries(operation.responses)
    .map(([status, answer]) => responseHtml(document, status, answer))
    .join('')}</ul></details>`;
}

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${main}</body></html>`;
}

/** One document as a page: its credentials, then its calls grouped by tag, each one unfolding. */
export function documentPage(name: string, document: OpenApiDocument): string {
  const schemes = Object.entries(document.components.securitySchemes)
    .map(
      ([id, scheme]) =>
        `<tr><td><code>${escapeHtml(id)}</code></td><td>${escapeHtml(
          scheme.type === 'http' ? `HTTP ${scheme.scheme ?? ''}` : `${scheme.in} ${scheme.name}`,
        )}</td><td>${prose(scheme.description)}</td></tr>`,
    )
    .join('');
  const errors = Object.entries(document.components.responses)
    .map(
      ([id, response]) =>
        `<li><strong>${id.replace('Erro', '')}</strong> ${escapeHtml(response.description)}</li>`,
    )
    .join('');
  const groups = document.tags.map(({ name: tag }) => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags.includes(tag))
        .map(([method, operation]) => operationHtml(document, method, path, operation)),
    );
    return `<h2>${escapeHtml(tag)}</h2>${operations.join('\n')}`;
  });
  return page(
    document.info.title,
    `<p><a href="/api/docs">Documentação das APIs</a></p>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${prose(document.info.description)}</p>
<p>OpenAPI 3.1: <a href="/api/docs/${escapeHtml(name)}.json"><code>/api/docs/${escapeHtml(name)}.json</code></a></p>
<h2>Credenciais</h2><table><tr><th>Nome</th><th>Onde</th><th>Como</th></tr>${schemes}</table>
<h2>Erros</h2><p>Todo erro responde <code>{ "message": "…", "code": "…" }</code>, com a mensagem em português.</p><ul>${errors}</ul>
${groups.join('\n')}`,
  );
}

/** The list of documents. */
export function indexPage(documents: { name: string; document: OpenApiDocument }[]): string {
  const items = documents.map(
    ({ name, document }) =>
      `<li><a href="/api/docs/${escapeHtml(name)}">${escapeHtml(document.info.title)}</a> (${
        Object.values(document.paths).flatMap((methods) => Object.keys(methods)).length
      } chamadas) · <a href="/api/docs/${escapeHtml(name)}.json">OpenAPI 3.1 (JSON)</a><br><span class="muted">${prose(document.info.description)}</span></li>`,
  );
  return page(
    'Clube: documentação das APIs',
    `<h1>Documentação das APIs do Clube</h1>
<p>Cada API tem um documento OpenAPI 3.1, gerado dos mesmos esquemas com que o servidor valida as requisições e as respostas.</p>
<ul>${items.join('\n')}</ul>`,
  );
}
