/** Constants and limits both apps use. No zod here: the web bundle imports this without the schemas. */

/** Six characters at least (docs/product.md#input-rules) (a new password is chosen by the member). */
export const MIN_NEW_PASSWORD_LENGTH = 6;
export const SHORT_PASSWORD_MESSAGE = `A nova senha deve ter pelo menos ${MIN_NEW_PASSWORD_LENGTH} caracteres.`;
export const SAME_PASSWORD_MESSAGE = 'A nova senha deve ser diferente da senha atual.';

/** Limits shared by the client forms and the server. */
export const LIMITS = {
  name: 120,
  email: 254,
  password: 128,
  phoneDigits: 11,
  text: 500,
  comment: 8000,
  search: 100,
  /** A photo is sent as a data URL; 2 MiB of image is ~2.8 MB of base64. */
  photoBytes: 2 * 1024 * 1024,
  photoDataUrl: 2_900_000,
  /**
   * Stored photos of one member (their own and their dependents', as re-encoded by the server: a
   * phone photo takes 50–300 KB once capped at 1024 px).
   */
  photoQuotaBytes: 5 * 1024 * 1024,
  /** Writes (dependents, ratings) one member may make per minute, across all instances. */
  memberWritesPerMinute: 30,
} as const;

export const ERROR_CODES = {
  invalidInput: 'INVALID_INPUT',
  invalidApiKey: 'INVALID_API_KEY',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  expired: 'EXPIRED',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  internal: 'INTERNAL',
  /** The database cannot answer now (locked, busy, down, disk full): 503 with Retry-After. */
  unavailable: 'UNAVAILABLE',
  badCredentials: 'BAD_CREDENTIALS',
  /** The member must change the first-access password before anything else (403). */
  passwordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
  /** The member must accept the terms before anything else (403). */
  termsRequired: 'TERMS_REQUIRED',
  /** The card already has as many dependents as its company allows. */
  dependentLimit: 'DEPENDENT_LIMIT',
  /** The member's photos already fill their quota (LIMITS.photoQuotaBytes). */
  photoQuotaExceeded: 'PHOTO_QUOTA_EXCEEDED',
  /** An outside service the call depends on (the CEP provider) failed or timed out. */
  providerUnavailable: 'PROVIDER_UNAVAILABLE',
  /** The acting identity's company has no attendance (Tá Dodói) enabled (403). */
  attendanceDisabled: 'ATTENDANCE_DISABLED',
  /** An operator-console write without the console's header (CSRF defence, 403). */
  consoleHeaderRequired: 'CONSOLE_HEADER_REQUIRED',
  /** Integration API: unknown, wrong or revoked client id and secret (401). */
  invalidCredentials: 'INVALID_CREDENTIALS',
  /** Integration API: the credential lacks the call's scope (403). */
  missingScope: 'MISSING_SCOPE',
  /** An Idempotency-Key sent again with another body or on another call (422). */
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  /** Integration API: the member's card in this company is already ended (409). */
  alreadyDeactivated: 'ALREADY_DEACTIVATED',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** 413 when a new photo would pass the member's quota (LIMITS.photoQuotaBytes). */
export const PHOTO_QUOTA_MESSAGE =
  'Limite de espaço para fotos atingido. Remova ou troque fotos antigas antes de enviar outra.';

/** 429 when a member passes LIMITS.memberWritesPerMinute. */
export const TOO_MANY_WRITES_MESSAGE =
  'Muitas alterações em pouco tempo. Aguarde um minuto e tente novamente.';

export const RECOVERY_TYPES = { email: 1, sms: 2 } as const;

/** Server messages of password recovery (docs/product.md#password-recovery). */
export const RECOVERY_MESSAGES = {
  codeSent: 'Se houver um contato cadastrado, o código foi enviado.',
  cpfNotFound: 'CPF não encontrado!',
  invalidCode: 'Código inválido!',
  expiredCode: 'Código expirado!',
  cpfRequired: 'Informe o CPF usado para pedir o código.',
  tooManyCodes: 'Você já pediu 3 códigos na última hora. Aguarde e tente novamente.',
  tooManyRequests: 'Muitas tentativas de recuperação. Aguarde um pouco e tente novamente.',
  paused:
    'Muitos códigos errados: a recuperação de senha desta conta está pausada por 24 horas. Se não foi você, fale com o atendimento.',
} as const;

/** Partner types by position in get-parceiros (docs/product.md#constants-and-delays). */
export const PARTNER_TYPES = { national: 0, exclusive: 1, local: 2 } as const;

export const EXCLUSIVE_MENU_NAME = 'Parceiros Meu Clube';

export const PARTNER_PAGE_SIZE = 50;

/** Profile ids of the `perfil` table: a card's `idPerfil` (docs/product.md#members-cards-and-companies). */
export const PROFILES = { dependente: 1, titular: 5, agregado: 7, conveniado: 9 } as const;

/** Profile id 5 sees the Emergência tab and must keep one emergency contact (docs/product.md#general-data). */
export const PROFILE_WITH_EMERGENCY = PROFILES.titular;

/** Profile id 9 has no Contrato menu item (docs/product.md#members-cards-and-companies). */
export const PROFILE_WITHOUT_CONTRACT = PROFILES.conveniado;

/** docs/product.md#constants-and-delays: the admission date a new dependent gets when the form sends none. */
export const DEFAULT_DATA_ADMISSAO = '2023-10-07';

/** Earliest birth date the server accepts (typos such as 0990 or 1090). */
export const MIN_NASCIMENTO = '1900-01-01';

/** Server messages a member can meet on the dependent form (shown as toasts). */
export const DEPENDENT_MESSAGES = {
  duplicateCpf: 'Já existe um dependente com este CPF.',
  titularCpf: 'O CPF do dependente não pode ser o do titular.',
  creationDisabled: 'Sua empresa não permite cadastrar dependentes.',
  /** docs/decisions/009-dependent-cpf-of-a-member.md */
  memberCpf:
    'Este CPF é de um associado titular do clube e não pode ser cadastrado como dependente.',
  limitReached: (max: number) => `Este cartão já tem o máximo de ${max} dependentes.`,
} as const;

/** Server messages the web app also shows by itself, by status (docs/product.md#messages-and-errors). */
export const USER_MESSAGES = {
  badCredentials: 'Credenciais Inválidas!',
  wrongCurrentPassword: 'Senha atual inválida!',
  passwordChanged: 'Senha trocada com sucesso!',
} as const;

/** Messages of the member's records: general data, address, profile (docs/product.md#general-data, #my-address, #profile). */
export const RECORD_MESSAGES = {
  generalDataSaved: 'Dados atualizados!',
  emergencyContactRequired: 'Obrigatório 1 Contato de Emergência',
  addressSaved: 'Dados atualizados com sucesso!',
  cepNotFound: 'CEP inexistente nos correios!',
  cepProviderFailed: 'Problemas com a API!',
  profileSaved: 'Dados atualizados!',
  profilePasswordChanged: 'Senha alterada com sucesso!',
} as const;

export const PARTNER_MESSAGES = {
  ratingSent: 'Avaliação enviada com sucesso!',
  /** The 409 of a second rating, and the heading the detail page shows in place of the form. */
  alreadyRated: 'Você já avaliou este parceiro',
} as const;

/** Server messages of Tá Dodói (docs/product.md#attendance, #prescriptions, #appointments). */
export const TADODOI_MESSAGES = {
  appointmentCancelled: 'Agendamento cancelado!',
  attendanceDisabled: 'O atendimento não está liberado para este cartão.',
  alreadyCancelled: 'Este agendamento já foi cancelado.',
  notCancellable: 'Este agendamento não pode ser cancelado.',
  alreadyStarted: 'Esta consulta já começou e não pode mais ser cancelada.',
  documentNotFound: 'Documento não encontrado.',
  documentLinkRefused: 'Link do documento inválido ou expirado.',
} as const;

/** Video-service types and their button labels (docs/product.md#constants-and-delays). */
export const VIDEO_SERVICE_LABELS = {
  TELEMEDICINA: 'Telemedicina Livre',
  ESPECIALIDADE: 'Telemedicina Especializada',
  PSICOLOGIA: 'Apoio Psicológico',
  NUTRICAO: 'Apoio Nutricional',
  FITNESS: 'Apoio Fitness',
  TREINO: 'Treinos',
} as const;
export type VideoServiceType = keyof typeof VIDEO_SERVICE_LABELS;

/**
 * The header that makes a write safe to repeat (a double tap, a retry after a lost answer): the
 * client sends one fresh UUID per submission attempt and the server answers a repeat with the
 * stored answer of the first (insert-dependente, update-dependente).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** 'Perto de mim': the farthest radius a member may ask for, and the default one. */
export const NEAR_ME_MAX_RADIUS_KM = 50;
/** The position's decimals sent to the server: 3 (about 100 m) is all a distance list needs. */
export const POSITION_DECIMALS = 3;
/** How many of the latest visible comments the partner detail shows. */
export const LATEST_COMMENTS = 5;
