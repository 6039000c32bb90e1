import { IDEMPOTENCY_KEY_HEADER, idempotencyKey } from '@clube/contract';
import { errorResponse } from '@clube/contract';
import { z } from 'zod';

/*
 * OpenAPI 3.1 documents written from the contract's endpoint tables (docs/decisions/109): the
 * same zod schemas the server validates and serialises with, turned into JSON Schema 2020-12 (the
 * dialect of OpenAPI 3.1) by zod's own `z.toJSONSchema`.
 */

export type JsonSchema = { [key: string]: unknown };

/** One call as every endpoint table of the contract describes it (member, console, counter…). */
export interface DocumentedEndpoint {
  method: string;
  /** Fastify's pattern: `/api/admin/v1/operators/:id`. */
  path: string;
  /** Which credentials the call takes, by name (`ApiDescription.auth` says what each needs). */
  auth?: string;
  /** The permission the credential must hold: listed as the role of its security requirement. */
  scope?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** The body is a file sent as it is (the CSV imports), not JSON. */
  upload?: { types: readonly string[]; maxBytes: number };
  /** Takes an `Idempotency-Key` header. */
  idempotent?: true;
}

export interface SecurityScheme {
  type: 'apiKey' | 'http';
  description: string;
  in?: 'header' | 'cookie';
  name?: string;
  scheme?: string;
  bearerFormat?: string;
}

/** What a document is made of: one endpoint table of the contract and how its calls are reached. */
export interface ApiDescription<E extends DocumentedEndpoint = DocumentedEndpoint> {
  title: string;
  description: string;
  endpoints: Readonly<Record<string, E>>;
  /** Every error status a call answers (the table's own `errorStatuses`). */
  errorStatuses: (endpoint: E) => readonly number[];
  /**
   * The security schemes a call needs, together ([]: none): by the call's `auth` value, or one
   * list for every call of a table without `auth`.
   */
  auth: Readonly<Record<NonNullable<E['auth']>, readonly string[]>> | readonly string[];
  /** The status of a successful answer: 200 unless this says otherwise. */
  successStatus?: (endpoint: E) => 200 | 201;
  /** A header every call but a GET carries as well (a CSRF defence). */
  writeHeader?: string;
  /**
   * How operations are grouped: by the segment after the version (`resource`, the default:
   * `/api/admin/v1/operators/:id` → operators) or before it (`service`: the member API's
   * `/api/clube/v1/get-cliente` → clube).
   */
  groupBy?: 'resource' | 'service';
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: {
    required: boolean;
    description?: string;
    content: Record<string, { schema: JsonSchema }>;
  };
  responses: Record<string, OpenApiResponse | { $ref: string }>;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, { schema: JsonSchema }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  jsonSchemaDialect: string;
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    securitySchemes: Record<string, SecurityScheme>;
  };
}

const DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/** What each status means, in the words a reader of the document sees. */
export const STATUS_DESCRIPTIONS: Readonly<Record<number, string>> = {
  200: 'Sucesso.',
  201: 'Registrado (uma repetição com a mesma Idempotency-Key responde o mesmo registro).',
  400: 'Entrada inválida: a mensagem diz qual campo.',
  401: 'Sem credencial válida (chave de API, token ou sessão).',
  403: 'Proibido: não é de quem chama, falta permissão ou o cabeçalho obrigatório.',
  404: 'Não encontrado.',
  406: 'Código expirado.',
  409: 'Conflito com o estado atual.',
  413: 'Corpo grande demais.',
  415: 'Tipo de conteúdo não aceito.',
  422: 'A mesma Idempotency-Key veio com outra requisição.',
  429: 'Muitas requisições: Retry-After diz quando tentar de novo.',
  500: 'Erro interno.',
  502: 'O serviço externo consultado falhou.',
  503: 'Indisponível agora: Retry-After diz quando tentar de novo.',
};

/** The version of the documents: the contract has one version, v1 in every path. */
const VERSION = '1.0.0';

/**
 * A zod schema as JSON Schema: what a client sends (`input`: before transforms and defaults) or
 * what the server answers (`output`). What JSON Schema cannot say (a custom check) is left open.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  delete json.$schema;
  if (json.$defs) {
    // Refs to `#/$defs/…` would point at the document's root: none of our schemas makes any.
    throw new Error('a contract schema with $defs (recursive or with an id) needs hoisting');
  }
  return json;
}

/** `/api/admin/v1/operators/:id` → `/api/admin/v1/operators/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

/** The object schema's fields as parameters of one place (path or query). */
function parametersOf(schema: z.ZodType, place: 'path' | 'query'): OpenApiParameter[] {
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || required.has(name),
    schema: property,
  }));
}

function tagOf(path: string, groupBy: ApiDescription['groupBy'] = 'resource'): string {
  const segments = path.split('/').filter(Boolean);
  const version = segments.findIndex((segment) => /^v\d+$/.test(segment));
  return segments[groupBy === 'service' ? version - 1 : version + 1] ?? 'api';
}

const ERROR_SCHEMA = 'Erro';
const errorRef = (status: number) => `#/components/responses/Erro${status}`;
const WITH_RETRY_AFTER = new Set([429, 503]);

function errorResponseComponent(status: number): OpenApiResponse {
  return {
    description: STATUS_DESCRIPTIONS[status] ?? 'Erro.',
    ...(WITH_RETRY_AFTER.has(status)
      ? {
          headers: {
            'Retry-After': {
              description: 'Segundos até tentar de novo.',
              schema: { type: 'integer', minimum: 1 },
            },
          },
        }
      : {}),
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
  };
}

/** The answer's media type: a bare string that names its own (a CSV download), else JSON. */
function successContent(response: z.ZodType): Record<string, { schema: JsonSchema }> {
  const schema = jsonSchemaOf(response, 'output');
  const mediaType = schema.type === 'string' ? schema.contentMediaType : undefined;
  return { [typeof mediaType === 'string' ? mediaType : 'application/json']: { schema } };
}

function requestBodyOf(endpoint: DocumentedEndpoint): OpenApiOperation['requestBody'] {
  if (endpoint.upload) {
    const { types, maxBytes } = endpoint.upload;
    return {
      required: true,
      description: `O arquivo como corpo da requisição, até ${maxBytes} bytes.`,
      content: Object.fromEntries(
        types.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
      ),
    };
  }
  if (!endpoint.body) return undefined;
  return {
    required: true,
    content: { 'application/json': { schema: jsonSchemaOf(endpoint.body, 'input') } },
  };
}

const isList = (auth: ApiDescription['auth']): auth is readonly string[] => Array.isArray(auth);

function schemesOf<E extends DocumentedEndpoint>(api: ApiDescription<E>, endpoint: E) {
  if (isList(api.auth)) return api.auth;
  const byAuth = api.auth as Readonly<Record<string, readonly string[]>>;
  const schemes = endpoint.auth === undefined ? undefined : byAuth[endpoint.auth];
  if (!schemes) throw new Error(`${endpoint.path}: no security schemes for auth ${endpoint.auth}`);
  return schemes;
}

/** The call's scope on the credential's schemes (not on a CSRF header, which grants nothing). */
const roles = <E extends DocumentedEndpoint>(api: ApiDescription<E>, scheme: string, e: E) =>
  e.scope && scheme !== api.writeHeader ? [e.scope] : [];

function operationOf<E extends DocumentedEndpoint>(
  api: ApiDescription<E>,
  name: string,
  endpoint: E,
  usedErrors: Set<number>,
): OpenApiOperation {
  const schemes = [...schemesOf(api, endpoint)];
  if (api.writeHeader && endpoint.method !== 'GET') schemes.push(api.writeHeader);
  const parameters = [
    ...(endpoint.params ? parametersOf(endpoint.params, 'path') : []),
    ...(endpoint.query ? parametersOf(endpoint.query, 'query') : []),
    ...(endpoint.idempotent
      ? [
          {
            name: IDEMPOTENCY_KEY_HEADER,
            in: 'header' as const,
            required: false,
            description:
              'Repetir a requisição com a mesma chave responde o que a primeira registrou.',
            schema: jsonSchemaOf(idempotencyKey, 'input'),
          },
        ]
      : []),
  ];
  const requestBody = requestBodyOf(endpoint);
  const success = api.successStatus?.(endpoint) ?? 200;
  const responses: OpenApiOperation['responses'] = {
    [success]: {
      description: STATUS_DESCRIPTIONS[success]!,
      content: successContent(endpoint.response),
    },
  };
  for (const status of api.errorStatuses(endpoint)) {
    usedErrors.add(status);
    responses[status] = { $ref: errorRef(status) };
  }
  return {
    operationId: name,
    summary: `${endpoint.method} ${endpoint.path}`,
    tags: [tagOf(endpoint.path, api.groupBy)],
    security: schemes.length
      ? [Object.fromEntries(schemes.map((scheme) => [scheme, roles(api, scheme, endpoint)]))]
      : [],
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of one endpoint table; `schemes` describes the schemes it names. */
export function openApiDocument<E extends DocumentedEndpoint>(
  api: ApiDescription<E>,
  schemes: Readonly<Record<string, SecurityScheme>>,
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const usedErrors = new Set<number>();
  const tags = new Set<string>();
  for (const [name, endpoint] of Object.entries(api.endpoints) as [string, E][]) {
    const operation = operationOf(api, name, endpoint, usedErrors);
    operation.tags.forEach((tag) => tags.add(tag));
    const path = (paths[openApiPath(endpoint.path)] ??= {});
    const method = endpoint.method.toLowerCase();
    if (path[method]) throw new Error(`${endpoint.method} ${endpoint.path} is in the table twice`);
    path[method] = operation;
  }
  const schemeNames = new Set([
    ...(isList(api.auth) ? api.auth : Object.values<readonly string[]>(api.auth).flat()),
    ...(api.writeHeader ? [api.writeHeader] : []),
  ]);
  return {
    openapi: '3.1.0',
    info: { title: api.title, version: VERSION, description: api.description },
    jsonSchemaDialect: DIALECT,
    servers: [{ url: '/' }],
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: {
      schemas: { [ERROR_SCHEMA]: jsonSchemaOf(errorResponse, 'output') },
      responses: Object.fromEntries(
        [...usedErrors]
          .sort((a, b) => a - b)
          .map((status) => [`Erro${status}`, errorResponseComponent(status)]),
      ),
      securitySchemes: Object.fromEntries(
        [...schemeNames].map((scheme) => {
          const found = schemes[scheme];
          if (!found) throw new Error(`security scheme ${scheme} is not described`);
          return [scheme, found];
        }),
      ),
    },
  };
}
