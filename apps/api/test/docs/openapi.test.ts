import { compileErrors, dereference, validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { endpoints, identity, type LoginResponse } from '@clube/contract';
import { CONTENT_SECURITY_POLICY } from '../../src/plugins/security.js';
import { DEMO_OPERATORS, DEMO_PARTNER_STAFF, DEMO_PARTNER_STAFF_PASSWORD } from '../../src/demo.js';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect } from 'vitest';
import { API_NAMES, type ApiName } from '../../src/modules/docs/apis.js';
import type {
  JsonSchema,
  OpenApiDocument,
  OpenApiOperation,
  OpenApiResponse,
} from '../../src/modules/docs/openapi.js';
import { DOCS_PATH, DOCS_PATHS } from '../../src/modules/docs/routes.js';
import { HEALTH_PATHS } from '../../src/modules/liveness/routes.js';
import { DEMO_ACCOUNTS } from '../../src/db/seed/index.js';
import { call, login, type TestApp } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';
import { servedRoutes } from '../helpers/served-routes.js';
import { signIn, type TestOperator } from '../admin/helpers.js';
import { signInStaff } from '../counter/counter-world.js';

/*
 * The OpenAPI documents at /api/docs: every /api route the server serves is in one of them and
 * every route they list is served; each is a valid OpenAPI 3.1 document; and what the server
 * really answers (demo data, each kind of credential) fits the schema its document gives.
 */

type Documents = Record<ApiName, OpenApiDocument>;

async function fetchDocument(t: TestApp, name: ApiName): Promise<OpenApiDocument> {
  const response = await t.app.inject({ method: 'GET', url: `${DOCS_PATH}/${name}.json` });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json<OpenApiDocument>();
}

const it = apiTest({
  database: { seed: true },
  config: { admin: { twoFactor: 'optional', sessionIdle: 1800, sessionMax: 43200 } },
})
  /** Every document as the server gives it. */
  .extend(
    'documents',
    { scope: 'file' },
    async ({ app }): Promise<Documents> =>
      Object.fromEntries(
        await Promise.all(API_NAMES.map(async (name) => [name, await fetchDocument(app, name)])),
      ) as Documents,
  )
  /** The same documents with every $ref resolved, to check answers against. */
  .extend(
    'dereferenced',
    { scope: 'file' },
    async ({ documents }): Promise<Documents> =>
      Object.fromEntries(
        await Promise.all(
          API_NAMES.map(async (name) => [
            name,
            await dereference(structuredClone(documents[name]) as never),
          ]),
        ),
      ) as unknown as Documents,
  );

/** `GET /api/admin/v1/operators/:id` for every operation of a document. */
function documentedRoutes(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map(
      (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
    ),
  );
}

/** `POST /api/user/v1/Login` for every /api route the server serves that is a call of an API. */
function servedCalls(t: TestApp): string[] {
  // Not calls of an API: the load balancers' probes and these documents themselves.
  const notCalls = new Set<string>([...HEALTH_PATHS, ...DOCS_PATHS]);
  return servedRoutes(t.app)
    .filter(({ path }) => path.startsWith('/api/') && !notCalls.has(path))
    .flatMap(({ path, methods }) =>
      // Fastify answers HEAD for every GET by itself.
      methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${path}`),
    );
}

const documentedCalls = (documents: Documents) =>
  API_NAMES.flatMap((name) => documentedRoutes(documents[name]));

describe('every route and every document', () => {
  it('documents every /api route the server serves', ({ app, documents }) => {
    const served = servedCalls(app);
    expect(served.length).toBeGreaterThan(100);
    const inDocuments = new Set(documentedCalls(documents));
    expect(served.filter((route) => !inDocuments.has(route))).toEqual([]);
  });

  it('lists only routes the server serves, each in one document', ({ app, documents }) => {
    const isServed = new Set(servedCalls(app));
    const documented = documentedCalls(documents);
    expect(documented.filter((route) => !isServed.has(route))).toEqual([]);
    expect(new Set(documented).size).toBe(documented.length);
  });

  it('keeps the member API under its own names, and the counter its 201', ({ documents }) => {
    const member = documents.member;
    expect(member.paths['/api/user/v1/Login']?.post?.operationId).toBe('login');
    expect(member.paths['/api/generico/v1/getCEP']?.post?.responses).toHaveProperty('404');
    expect(member.paths['/api/generico/v1/getCEP']?.post?.responses).toHaveProperty('502');
    expect(member.paths['/api/user/v1/check-password-code']?.post?.responses).toHaveProperty('406');
    const use = documents.partner.paths['/api/partner/v1/uses']?.post;
    expect(Object.keys(use?.responses ?? {})).toContain('201');
    expect(use?.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual(['header Idempotency-Key']);
    const lista = member.paths['/api/clube/v1/get-parceiro-lista']?.post;
    expect(lista?.parameters?.map((p) => `${p.in} ${p.name}`)).toContain('query busca');
  });
});

describe.each(API_NAMES)('the %s document', (name) => {
  it('is a valid OpenAPI 3.1 document', async ({ documents }) => {
    const document = documents[name];
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('is readable at its page: every call with its credentials and statuses', async ({
    app: t,
    documents,
  }) => {
    const document = documents[name];
    const response = await t.app.inject({ method: 'GET', url: `${DOCS_PATH}/${name}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    for (const methods of Object.values(document.paths))
      for (const operation of Object.values(methods))
        expect(response.body).toContain(`id="${operation.operationId}"`);
    for (const scheme of Object.keys(document.components.securitySchemes))
      expect(response.body).toContain(`<code>${scheme}</code>`);
  });
});

describe('the documentation pages', () => {
  it('are public (no api key), link every document and run no script under the strict CSP', async ({
    app: t,
  }) => {
    const response = await t.app.inject({ method: 'GET', url: DOCS_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain(
      `script-src ${CONTENT_SECURITY_POLICY.scriptSrc.join(' ')}`,
    );
    expect(response.body).not.toMatch(/<script|https?:\/\/(?!json-schema)/i);
    for (const name of API_NAMES) {
      expect(response.body).toContain(`href="${DOCS_PATH}/${name}"`);
      expect(response.body).toContain(`href="${DOCS_PATH}/${name}.json"`);
    }
  });

  it('describe the credentials of each API', ({ documents }) => {
    expect(documents.member.components.securitySchemes).toMatchObject({
      memberApiKey: { type: 'apiKey', in: 'header', name: 'api_key' },
      memberBearer: { type: 'http', scheme: 'bearer' },
    });
    expect(documents.admin.components.securitySchemes).toMatchObject({
      consoleSession: { type: 'apiKey', in: 'cookie', name: 'clube_admin' },
      consoleHeader: { type: 'apiKey', in: 'header', name: 'x-clube-console' },
    });
    expect(documents.partner.components.securitySchemes).toMatchObject({
      partnerSession: { type: 'apiKey', in: 'cookie', name: 'clube_parceiro' },
      partnerHeader: { type: 'apiKey', in: 'header', name: 'x-clube-parceiro' },
    });
    const login = documents.member.paths['/api/user/v1/Login']!.post!;
    expect(login.security).toEqual([{ memberApiKey: [] }]);
    const cliente = documents.member.paths['/api/clube/v1/get-cliente']!.post!;
    expect(cliente.security).toEqual([{ memberApiKey: [], memberBearer: [] }]);
    const createOperator = documents.admin.paths['/api/admin/v1/operators']!.post!;
    expect(createOperator.security).toEqual([{ consoleSession: [], consoleHeader: [] }]);
    const signInCall = documents.admin.paths['/api/admin/v1/session']!.post!;
    expect(signInCall.security).toEqual([{ consoleHeader: [] }]);
  });
});

/*
 * Real answers against the documents: every GET the documents list without a required parameter,
 * and the member's reads that take only the card's identity, called with the right credentials on
 * the demo data; each answer's status is documented and its body fits that status's schema.
 */

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });

function operationOf(
  dereferenced: Documents,
  name: ApiName,
  method: string,
  path: string,
): OpenApiOperation {
  const operation =
    dereferenced[name].paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${path} is not in the ${name} document`);
  return operation;
}

/** The answer's status is documented for the call, and its body fits the schema given there. */
function expectDocumentedAnswer(
  dereferenced: Documents,
  name: ApiName,
  method: string,
  path: string,
  response: LightMyRequestResponse,
) {
  const answer = operationOf(dereferenced, name, method, path).responses[response.statusCode] as
    OpenApiResponse | undefined;
  expect(
    answer,
    `${method} ${path} answered ${response.statusCode}: ${response.body}`,
  ).toBeDefined();
  const [mediaType, content] = Object.entries(answer!.content ?? {})[0]!;
  expect(response.headers['content-type']).toContain(mediaType);
  const body = mediaType === 'application/json' ? response.json() : response.body;
  const check = ajv.compile(content.schema as JsonSchema);
  expect(check(body), `${method} ${path}: ${ajv.errorsText(check.errors)}`).toBe(true);
}

const getsWithoutParameters = (documents: Documents, name: ApiName) =>
  Object.entries(documents[name].paths).flatMap(([path, methods]) =>
    methods.get && !methods.get.parameters?.some((p) => p.required) ? [path] : [],
  );

describe('real answers', () => {
  const memberAccount = DEMO_ACCOUNTS.demo;

  it('of the member API fit its document', async ({ app: t, documents, dereferenced }) => {
    const answer = await call(t.app, endpoints.login, {
      username: memberAccount.login,
      password: memberAccount.password,
    });
    expectDocumentedAnswer(dereferenced, 'member', 'POST', endpoints.login.path, answer);
    const session: LoginResponse = await login(t.app, memberAccount.login, memberAccount.password);
    const token = session.token.token;
    const card = session.empresas[0]!;
    const cardIdentity = { idCliente: card.idCliente, idPerfil: card.idPerfil };

    for (const path of getsWithoutParameters(documents, 'member')) {
      const response = await call(t.app, { method: 'GET', path }, undefined, { token });
      expect(response.statusCode, path).toBe(200);
      expectDocumentedAnswer(dereferenced, 'member', 'GET', path, response);
    }
    const identityReads = Object.values(endpoints).filter(
      (e) => 'body' in e && e.body === identity && !('write' in e),
    );
    expect(identityReads.length).toBeGreaterThan(8);
    for (const e of identityReads) {
      const response = await call(t.app, e, cardIdentity, { token });
      expectDocumentedAnswer(dereferenced, 'member', e.method, e.path, response);
    }
    // An error answer fits too: no token.
    const refused = await call(t.app, endpoints.getCliente, cardIdentity);
    expect(refused.statusCode).toBe(401);
    expectDocumentedAnswer(dereferenced, 'member', 'POST', endpoints.getCliente.path, refused);
  });

  it('of the console API fit its document', async ({ app: t, documents, dereferenced }) => {
    const admin = DEMO_OPERATORS.admin as unknown as TestOperator;
    const cookie = await signIn(t.app, admin);
    const paths = getsWithoutParameters(documents, 'admin');
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const response = await t.app.inject({
        method: 'GET',
        url: path,
        headers: { cookie: `clube_admin=${cookie}` },
      });
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
      expectDocumentedAnswer(dereferenced, 'admin', 'GET', path, response);
    }
  });

  it('of the partner counter API fit its document', async ({ app: t, documents, dereferenced }) => {
    const staff = await signInStaff(
      t.app,
      DEMO_PARTNER_STAFF[0].email,
      DEMO_PARTNER_STAFF_PASSWORD,
    );
    for (const path of getsWithoutParameters(documents, 'partner')) {
      const response = await t.app.inject({
        method: 'GET',
        url: path,
        headers: { cookie: staff.cookie },
      });
      expect(response.statusCode, path).toBe(200);
      expectDocumentedAnswer(dereferenced, 'partner', 'GET', path, response);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/partner/v1/me' });
    expect(anonymous.statusCode).toBe(401);
    expectDocumentedAnswer(dereferenced, 'partner', 'GET', '/api/partner/v1/me', anonymous);
  });
});
