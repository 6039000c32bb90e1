/**
 * Constants of the partner counter's API (the `/parceiro` app used by a partner's staff at the
 * counter). No zod here: the counter app imports paths, names and texts without the schemas.
 * docs/decisions/070-card-code-scheme.md, 071-partner-staff-sessions.md.
 */
export const PARTNER_API_PREFIX = '/api/partner/v1';

/** Every partner API request that is not a GET carries this header with this value, else 403 (CSRF). */
export const PARTNER_COUNTER_HEADER = 'x-clube-parceiro';
export const PARTNER_COUNTER_HEADER_VALUE = '1';

/** The session cookie: `__Host-` prefixed behind TLS (Secure), plain on http (local and demo). */
export const PARTNER_SESSION_COOKIE = 'clube_parceiro';

/** A counter session: a shift on a shared device. */
export const PARTNER_SESSION = {
  idleHours: 8,
  absoluteHours: 14,
} as const;

/** Staff passwords: as long as operators' (they see members' names and photos). */
export const MIN_STAFF_PASSWORD_LENGTH = 10;

export const COUNTER_LIMITS = {
  /** Checks one staff account may make a minute (429 beyond). */
  checksPerMinute: 30,
  /** Invalid codes (wrong, expired or used) in a row before the staff account is held. */
  invalidCodesBeforeLockout: 10,
  /** How long the hold lasts, in minutes. */
  invalidCodesLockoutMinutes: 15,
  /** A check's `verificacao` may register a use for this long, in minutes. */
  verificationMinutes: 5,
  /** A registered use may be undone by its staff for this long, in minutes. */
  undoMinutes: 10,
  /** Largest purchase value or saving, in cents (R$ 1.000.000,00). */
  maxCents: 100_000_000,
  /** Longest comment of a member's report of a use. */
  reportComment: 500,
} as const;

/** Why a check refused a card (`valido: false`). */
export const CHECK_REASONS = [
  'CODIGO_INVALIDO',
  'CODIGO_EXPIRADO',
  'CODIGO_USADO',
  'CARTAO_VENCIDO',
  'SEM_BENEFICIO',
  'CARTAO_NAO_ENCONTRADO',
] as const;
export type CheckReason = (typeof CHECK_REASONS)[number];

/** The sentence the counter shows for each reason (what the staff can act on). */
export const CHECK_REASON_MESSAGES: Record<CheckReason, string> = {
  CODIGO_INVALIDO: 'Código incorreto, confira os números com o cliente',
  CODIGO_EXPIRADO: 'Código expirado, peça para atualizar a tela',
  CODIGO_USADO: 'Código já usado, peça para aguardar o próximo código',
  CARTAO_VENCIDO: 'Cartão vencido',
  SEM_BENEFICIO: 'Cartão de outra empresa sem este benefício',
  CARTAO_NAO_ENCONTRADO: 'Cartão não encontrado, confira o número ou o CPF',
};

export const PARTNER_COUNTER_MESSAGES = {
  valid: 'Cartão válido',
  invalid: 'Cartão inválido',
  badCredentials: 'E-mail ou senha incorretos.',
  lockedOut: 'Muitas tentativas. Aguarde alguns minutos e tente de novo.',
  sessionExpired: 'Sua sessão expirou. Entre novamente.',
  passwordChangeRequired: 'Troque a senha temporária antes de continuar.',
  passwordChanged: 'Senha alterada.',
  wrongCurrentPassword: 'A senha atual está incorreta.',
  samePassword: 'A nova senha deve ser diferente da atual.',
  headerRequired: 'Requisição recusada: use o aplicativo do parceiro.',
  signedOut: 'Você saiu.',
  tooManyChecks: 'Muitas consultas em pouco tempo. Aguarde um minuto.',
  invalidCodesLockout:
    'Muitos códigos inválidos seguidos. As consultas desta conta estão suspensas por alguns minutos.',
  verificationExpired: 'Consulta expirada. Confira o cartão de novo.',
  verificationUsed: 'Este código já foi usado para registrar um uso. Confira o cartão de novo.',
  offerNotFound: 'Oferta não encontrada para este cliente.',
  useNotFound: 'Uso não encontrado.',
  undoExpired: 'Só é possível desfazer um uso até 10 minutos depois do registro.',
  alreadyUndone: 'Este uso já foi desfeito.',
  useRegistered: 'Uso registrado',
  useUndone: 'Uso desfeito',
  cardOrCpfRequired: 'Informe o número do cartão ou o CPF',
  codeFormat: 'O código tem 6 dígitos',
  qrInvalid: 'QR code não é de um cartão do clube',
  savingRequired: 'Informe a economia ou o valor da compra',
  centsInvalid: 'valor inválido',
} as const;
