import { endpoints, errorStatuses } from '@clube/contract';
import {
  ADMIN_CONSOLE_HEADER,
  ADMIN_CONSOLE_HEADER_VALUE,
  ADMIN_SESSION_COOKIE,
  adminEndpoints,
  adminErrorStatuses,
} from '@clube/contract/admin';
import { integrationEndpoints, integrationErrorStatuses } from '@clube/contract/integration';
import {
  PARTNER_COUNTER_HEADER,
  PARTNER_COUNTER_HEADER_VALUE,
  PARTNER_SESSION_COOKIE,
  partnerEndpoints,
  partnerErrorStatuses,
} from '@clube/contract/partner';
import { secureCookieName } from '../../lib/cookie-session.js';
import type { ApiDescription, DocumentedEndpoint, SecurityScheme } from './openapi.js';

/** How the calls of every API are reached; each document lists the ones it names. */
export const SECURITY_SCHEMES = {
  memberApiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'api_key',
    description: 'A chave fixa do cliente do aplicativo, em toda chamada da API do associado.',
  },
  memberBearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'O token que /api/user/v1/Login responde: `Authorization: bearer {token}`.',
  },
  consoleSession: {
    type: 'apiKey',
    in: 'cookie',
    name: ADMIN_SESSION_COOKIE,
    description: `A sessão do operador, posta pelo servidor ao entrar (HttpOnly, SameSite=Strict; \`${secureCookieName(ADMIN_SESSION_COOKIE)}\` por HTTPS).`,
  },
  consoleHeader: {
    type: 'apiKey',
    in: 'header',
    name: ADMIN_CONSOLE_HEADER,
    description: `Valor fixo \`${ADMIN_CONSOLE_HEADER_VALUE}\` em toda chamada do console que não é GET (defesa contra CSRF): sem ele, 403.`,
  },
  partnerSession: {
    type: 'apiKey',
    in: 'cookie',
    name: PARTNER_SESSION_COOKIE,
    description: `A sessão do atendente do parceiro, posta pelo servidor ao entrar (\`${secureCookieName(PARTNER_SESSION_COOKIE)}\` por HTTPS).`,
  },
  partnerHeader: {
    type: 'apiKey',
    in: 'header',
    name: PARTNER_COUNTER_HEADER,
    description: `Valor fixo \`${PARTNER_COUNTER_HEADER_VALUE}\` em toda chamada do balcão que não é GET (defesa contra CSRF): sem ele, 403.`,
  },
  integrationBasic: {
    type: 'http',
    scheme: 'basic',
    description:
      'A credencial de uma empresa cliente, criada no console: `Authorization: Basic` com o client id e o segredo.',
  },
} as const satisfies Record<string, SecurityScheme>;

export type SchemeName = keyof typeof SECURITY_SCHEMES;

/** An endpoint table with what its document needs; its `auth` values name schemes of the list above. */
function describeApi<E extends DocumentedEndpoint>(
  api: ApiDescription<E> & {
    auth: Readonly<Record<NonNullable<E['auth']>, readonly SchemeName[]>> | readonly SchemeName[];
    writeHeader?: SchemeName;
  },
): ApiDescription {
  return api as unknown as ApiDescription;
}

/**
 * Every API's document, served at /api/docs/<name>.json and listed at /api/docs. Adding an
 * endpoint table of the contract is one entry here; the tests then check that its routes are
 * served and its document is valid.
 */
export const API_DOCUMENTS = {
  member: describeApi({
    title: 'Clube: API do associado',
    description:
      'As chamadas do aplicativo do associado, com os nomes e os status do produto: o que outro cliente precisa para falar com o servidor. Toda chamada leva o cabeçalho `api_key`; as autenticadas levam também o token. Erros respondem `{ message, code }` com a mensagem em português.',
    endpoints,
    errorStatuses,
    auth: { key: ['memberApiKey'], token: ['memberApiKey', 'memberBearer'] },
    groupBy: 'service',
  }),
  admin: describeApi({
    title: 'Clube: API do console',
    description:
      'As chamadas do console de operação: sessão por cookie (com segundo fator), permissões por papel e escopo por empresa, e o cabeçalho do console em toda escrita. Erros respondem `{ message, code }` com a mensagem em português.',
    endpoints: adminEndpoints,
    errorStatuses: adminErrorStatuses,
    auth: { public: [], pending: ['consoleSession'], session: ['consoleSession'] },
    writeHeader: 'consoleHeader',
  }),
  partner: describeApi({
    title: 'Clube: API do balcão do parceiro',
    description:
      'As chamadas do aplicativo do balcão: o atendente entra com e-mail e senha, confere o cartão do associado e registra o uso. Erros respondem `{ message, code }` com a mensagem em português.',
    endpoints: partnerEndpoints,
    errorStatuses: partnerErrorStatuses,
    auth: { public: [], session: ['partnerSession'] },
    writeHeader: 'partnerHeader',
    // A registered use answers 201, its repetition with the same key too.
    successStatus: (endpoint) => ('idempotent' in endpoint ? 201 : 200),
  }),
  integration: describeApi({
    title: 'Clube: API de integração',
    description:
      'As chamadas dos sistemas de uma empresa cliente: associados em lote, desativação e leitura, os usos de benefícios nos parceiros, com a credencial da empresa e o escopo de cada chamada. Erros respondem `{ message, code }` com a mensagem em português.',
    endpoints: integrationEndpoints,
    errorStatuses: integrationErrorStatuses,
    auth: ['integrationBasic'],
  }),
} satisfies Record<string, ApiDescription>;

export type ApiName = keyof typeof API_DOCUMENTS;
export const API_NAMES = Object.keys(API_DOCUMENTS) as ApiName[];
