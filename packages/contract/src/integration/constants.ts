/**
 * Constants of the integration API (`/api/integration/v1`): a client company's systems register
 * and deactivate its members and receive its events. No zod here. docs/integration.md,
 * docs/decisions/105–108.
 */
export const INTEGRATION_API_PREFIX = '/api/integration/v1';

/** What a credential may do; each route needs one. */
export const INTEGRATION_SCOPES = ['members:read', 'members:write', 'uses:read'] as const;
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];

export const INTEGRATION_SCOPE_LABELS: Record<IntegrationScope, string> = {
  'members:read': 'Ler membros',
  'members:write': 'Cadastrar e desativar membros',
  'uses:read': 'Ler usos de benefícios',
};

export const INTEGRATION_LIMITS = {
  /** Members one upsert request may carry. */
  membersPerRequest: 1000,
  /** Requests one credential may make a minute (INTEGRATION_RATE_LIMIT_PER_MINUTE overrides). */
  requestsPerMinute: 120,
  /** Uses one page of `GET /uses` may carry (default `usesPerPageDefault`). */
  usesPerPageMax: 500,
  usesPerPageDefault: 100,
  /** Credentials and webhook endpoints a company may have at once. */
  perCompany: 20,
} as const;

/**
 * The machine code of a row refused by a bulk upsert (request-level refusals use ERROR_CODES:
 * INVALID_CREDENTIALS, MISSING_SCOPE, IDEMPOTENCY_KEY_REUSED, ALREADY_DEACTIVATED, NOT_FOUND…).
 */
export const INVALID_ROW_CODE = 'INVALID_ROW';

export const INTEGRATION_MESSAGES = {
  invalidCredentials:
    'Credencial inválida: envie o client id e o segredo em Authorization: Basic (client_id:segredo).',
  missingScope: (scope: string) => `Esta credencial não tem a permissão '${scope}'.`,
  idempotencyKeyReused:
    'Esta Idempotency-Key já foi usada com outro corpo de requisição. Use uma chave nova para um pedido novo.',
  idempotencyKeyOtherRoute: 'Esta Idempotency-Key já foi usada em outra operação.',
  tooMany: 'Muitas requisições desta credencial. Aguarde um minuto e tente novamente.',
  memberNotFound: 'Membro não encontrado nesta empresa.',
  alreadyDeactivated: 'Este membro já está desativado nesta empresa.',
  date: 'data inválida: use aaaa-mm-dd',
  period: 'período inválido: a data inicial deve ser anterior ou igual à final',
  page: 'página inválida',
  perPage: `itens por página: de 1 a ${INTEGRATION_LIMITS.usesPerPageMax}`,
  duplicateCpf: (index: number) => `CPF repetido na requisição (já está no item ${index})`,
} as const;

/** What a company's systems can be told (webhooks). */
export const WEBHOOK_EVENTS = [
  'member.created',
  'member.updated',
  'member.deactivated',
  'card.ended',
  'use.registered',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'member.created': 'Membro cadastrado',
  'member.updated': 'Membro alterado',
  'member.deactivated': 'Membro desativado',
  'card.ended': 'Cartão encerrado',
  'use.registered': 'Uso de benefício registrado',
};

/** The Standard Webhooks headers every delivery carries. */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

export const WEBHOOK_MESSAGES = {
  httpsOnly: 'O endereço do webhook deve usar https://.',
  privateAddress:
    'O endereço do webhook aponta para uma rede privada, local ou reservada; use um endereço público.',
  unresolvable: 'Não foi possível encontrar o servidor deste endereço.',
  notFound: 'Webhook não encontrado.',
  deliveryNotFound: 'Entrega não encontrada.',
  tooMany: 'Esta empresa já tem o máximo de webhooks.',
  resent: 'Entrega colocada na fila para reenvio.',
} as const;
