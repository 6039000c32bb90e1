import {
  maskCpf,
  maskPhone,
  MIN_NEW_PASSWORD_LENGTH,
  onlyDigits,
  RECORD_MESSAGES,
  SAME_PASSWORD_MESSAGE,
  SHORT_PASSWORD_MESSAGE,
  USER_MESSAGES,
  type Identity,
  type RequestBody,
} from '@clube/contract';
import type { FieldMessages, FormIssues } from '../../lib/form/form-issues';
import type { Session } from '../../lib/session';

/** docs/product.md#profile and the screen's own texts. */
export const PROFILE_TEXTS = {
  saved: RECORD_MESSAGES.profileSaved,
  passwordChanged: RECORD_MESSAGES.profilePasswordChanged,
  passwordFailed: USER_MESSAGES.badCredentials,
  mismatch: 'Senhas diferentes!',
  samePassword: SAME_PASSWORD_MESSAGE,
  shortPassword: SHORT_PASSWORD_MESSAGE,
  requiredEmpty: 'Campos obrigatórios vazios!',
  fillPasswords: 'Preencha todos os campos.',
  checkFields: 'Confira os campos destacados.',
} as const;

export interface ProfileForm {
  nome: string;
  email: string;
  /** Masked (00) 00000-0000. */
  telefone: string;
  /** A data URL (new photo), the current photo's URL, or ''. */
  foto: string;
}

export interface PasswordForm {
  oldpass: string;
  newpass: string;
  confirm: string;
}

export const PROFILE_FIELD_MESSAGES = {
  nome: 'Informe o nome.',
  email: 'Confira o e-mail (ex.: nome@dominio.com.br).',
  telefone: 'Informe DDD e número completos.',
  empty: {
    oldpass: 'Informe a senha atual.',
    newpass: 'Informe a nova senha.',
    confirm: 'Confirme a nova senha.',
  },
  mismatch: 'As duas senhas não são iguais.',
  short: `Use pelo menos ${MIN_NEW_PASSWORD_LENGTH} caracteres.`,
  same: 'Escolha uma senha diferente da atual.',
  wrongCurrent: 'Confira a senha atual.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The login shown (disabled) on the profile: the CPF, masked. */
export function profileLogin(session: Session): string {
  return maskCpf(session.login);
}

export function toProfileForm(session: Session): ProfileForm {
  return {
    nome: session.nome,
    email: session.email,
    telefone: maskPhone(session.telefone),
    foto: session.foto,
  };
}

export function profileIssues(form: ProfileForm): FormIssues<ProfileForm> {
  if (form.nome.trim() === '')
    return { summary: PROFILE_TEXTS.requiredEmpty, fields: { nome: PROFILE_FIELD_MESSAGES.nome } };
  const wrong: FieldMessages<ProfileForm> = {};
  if (form.email.trim() !== '' && !EMAIL.test(form.email.trim()))
    wrong.email = PROFILE_FIELD_MESSAGES.email;
  const phoneDigits = onlyDigits(form.telefone).length;
  if (phoneDigits !== 0 && phoneDigits !== 10 && phoneDigits !== 11)
    wrong.telefone = PROFILE_FIELD_MESSAGES.telefone;
  return Object.keys(wrong).length > 0
    ? { summary: PROFILE_TEXTS.checkFields, fields: wrong }
    : null;
}

/** docs/product.md#api-calls update-profile: the card's ids, the login as stored, the edited fields. */
export function toProfileBody(
  form: ProfileForm,
  session: Session,
  identity: Identity,
): RequestBody<'updateProfile'> {
  return {
    ...identity,
    login: session.login,
    nome: form.nome.trim(),
    email: form.email.trim(),
    telefone: form.telefone,
    foto: form.foto,
  };
}

function bothNew(message: string): FieldMessages<PasswordForm> {
  return { newpass: message, confirm: message };
}

/**
 * docs/product.md#profile: new and confirm must match, else 'Senhas diferentes!' with red fields and focus. Also
 * checked here, what the server refuses and the screen would report as 'Credenciais Inválidas!'
 * (a misleading message): an empty field, a new password under the minimum or equal to the current.
 */
export function passwordIssues(form: PasswordForm): FormIssues<PasswordForm> {
  const fields = ['oldpass', 'newpass', 'confirm'] as const;
  const empty = fields.filter((field) => form[field] === '');
  if (empty.length > 0) {
    return {
      summary: PROFILE_TEXTS.fillPasswords,
      fields: Object.fromEntries(empty.map((f) => [f, PROFILE_FIELD_MESSAGES.empty[f]])),
    };
  }
  if (form.newpass !== form.confirm)
    return { summary: PROFILE_TEXTS.mismatch, fields: bothNew(PROFILE_FIELD_MESSAGES.mismatch) };
  if (form.newpass.length < MIN_NEW_PASSWORD_LENGTH)
    return { summary: PROFILE_TEXTS.shortPassword, fields: bothNew(PROFILE_FIELD_MESSAGES.short) };
  if (form.newpass === form.oldpass)
    return { summary: PROFILE_TEXTS.samePassword, fields: bothNew(PROFILE_FIELD_MESSAGES.same) };
  return null;
}

/** "Baixar meus dados" (LGPD). */
export const MY_DATA_TEXTS = {
  lead: 'Baixe um arquivo com todos os dados que o Clube guarda sobre você e seus dependentes.',
  downloaded: 'Arquivo com seus dados baixado.',
  summaryLead:
    'O resumo é uma página para ler ou imprimir; o arquivo JSON serve para levar seus dados a outro serviço.',
  summaryButton: 'Baixar resumo para ler',
  summaryDownloaded: 'Resumo dos seus dados baixado.',
  failed: 'Não foi possível baixar seus dados. Tente novamente.',
} as const;
