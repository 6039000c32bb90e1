/**
 * Constants of the operator console's API (docs/decisions/029-admin-session-auth.md). No zod here:
 * the console can import paths, roles and texts without the schemas.
 */
export const ADMIN_API_PREFIX = '/api/admin/v1';

/**
 * Every admin request that is not a GET carries this header with this value, else 403
 * (a cross-site form or image cannot set a custom header: the CSRF defence).
 */
export const ADMIN_CONSOLE_HEADER = 'x-clube-console';
export const ADMIN_CONSOLE_HEADER_VALUE = '1';

/** The session cookie: HttpOnly, SameSite=Strict, Path=/api/admin, Secure behind TLS. */
export const ADMIN_SESSION_COOKIE = 'clube_admin';

export const ADMIN_ROLES = ['admin', 'operator', 'support'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  admin: 'Administrador',
  operator: 'Operador',
  support: 'Suporte',
};

/** The verbs every resource answers, and the special ones a few resources add. */
export const ADMIN_ACTIONS = [
  'list',
  'read',
  'create',
  'update',
  'delete',
  'resetPassword',
  'unlock',
  'endSessions',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/**
 * What the console manages (docs/product.md#operator-console).
 */
export const ADMIN_RESOURCES = [
  'operators',
  'companies',
  'members',
  'imports',
  'audit',
  'partners',
  'banners',
  'faq',
  'services',
  'contracts',
  'invoices',
  'prescriptions',
  'appointments',
  'reports',
  'categories',
  'partnerStaff',
  'uses',
  'integrations',
  'campaigns',
] as const;
export type AdminResource = (typeof ADMIN_RESOURCES)[number];

export const ADMIN_RESOURCE_LABELS: Record<AdminResource, string> = {
  operators: 'Operadores',
  companies: 'Empresas',
  members: 'Membros',
  imports: 'Importações',
  audit: 'Auditoria',
  partners: 'Parceiros',
  banners: 'Banners',
  faq: 'Perguntas frequentes',
  services: 'Serviços',
  contracts: 'Contratos',
  invoices: 'Faturas',
  prescriptions: 'Receitas',
  appointments: 'Agendamentos',
  reports: 'Relatórios',
  categories: 'Categorias de parceiros',
  partnerStaff: 'Atendentes de parceiros',
  uses: 'Usos de benefícios',
  integrations: 'Integrações',
  campaigns: 'Campanhas',
};

/** Lists: page size default and ceiling. */
export const ADMIN_LIST = { perPageDefault: 25, perPageMax: 100 } as const;

/** Operators' passwords are longer than members' (they open every member's record). */
export const MIN_OPERATOR_PASSWORD_LENGTH = 10;

/** The sentences the console shows from the API's answers, and the API sends. */
export const ADMIN_MESSAGES = {
  badCredentials: 'E-mail ou senha incorretos.',
  badCode: 'Código inválido. Confira o aplicativo autenticador e tente de novo.',
  consoleHeaderRequired: 'Requisição recusada: use o console para fazer alterações.',
  sessionExpired: 'Sua sessão expirou. Entre novamente.',
  secondFactorPending: 'Confirme o código do aplicativo autenticador para entrar.',
  passwordChangeRequired: 'Troque sua senha antes de continuar.',
  passwordChanged: 'Senha alterada. Entre novamente com a nova senha.',
  wrongCurrentPassword: 'A senha atual está incorreta.',
  samePassword: 'A nova senha deve ser diferente da atual.',
  shortPassword: `A senha deve ter pelo menos ${MIN_OPERATOR_PASSWORD_LENGTH} caracteres.`,
  signedOut: 'Você saiu do console.',
  emailTaken: 'Já existe um operador com este e-mail.',
  notYourself: 'Você não pode desativar a si mesmo nem mudar o seu próprio papel.',
  sessionsEnded: 'Sessões encerradas.',
  totpReset:
    'Autenticação em dois fatores redefinida: o operador cadastrará um novo código ao entrar.',
  companyRequired: 'Escolha ao menos uma empresa para operadores e suporte.',
  unknownCompany: 'Empresa não encontrada.',
} as const;
