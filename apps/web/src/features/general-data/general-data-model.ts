import {
  formatDate,
  MIN_NASCIMENTO,
  onlyDigits,
  parseBrDate,
  RECORD_MESSAGES,
  todayInBrazil,
  type CustomerProfile,
  type Identity,
  type RequestBody,
} from '@clube/contract';
import type { FieldMessages, FormIssues } from '../../lib/form/form-issues';

/** docs/product.md#general-data and the screen's own texts. */
export const GENERAL_DATA_TEXTS = {
  saved: RECORD_MESSAGES.generalDataSaved,
  emergencyRequired: RECORD_MESSAGES.emergencyContactRequired,
  requiredEmpty: 'Campos obrigatórios vazios!',
  checkFields: 'Confira os campos destacados.',
  loadFailed: 'Não foi possível carregar seus dados.',
} as const;

export const CONTACTS = [1, 2, 3] as const;
export type ContactNumber = (typeof CONTACTS)[number];

type ContactFields = { [N in ContactNumber as `contato${N}Nome`]: string } & {
  [N in ContactNumber as `contato${N}Telefone`]: string;
} & { [N in ContactNumber as `contato${N}Parentesco`]: number };

/** What the form holds: phones masked and dates dd/mm/yyyy as shown; emergency contacts flat. */
export type GeneralDataForm = ContactFields & {
  nome: string;
  /** Read-only, masked. */
  cpf: string;
  email: string;
  telefone1: string;
  telefone2: string;
  /** dd/mm/yyyy as typed, '' while empty; sent as yyyy-mm-dd. */
  nascimento: string;
  /** 0 = the disabled placeholder (not chosen). */
  idSexo: number;
  /** Read-only, dd/mm/yyyy. */
  dataAdmissao: string;
  /** A data URL (new photo), the current photo's URL, or ''. */
  foto: string;
};
export type GeneralDataField = keyof GeneralDataForm;

export const contactField = {
  nome: (n: ContactNumber) => `contato${n}Nome` as const,
  telefone: (n: ContactNumber) => `contato${n}Telefone` as const,
  parentesco: (n: ContactNumber) => `contato${n}Parentesco` as const,
};

/** The fields shown on the Emergência tab (the others are on Básicos). */
export function isEmergencyField(field: string): boolean {
  return field.startsWith('contato');
}

/** Under each wrong field; the toast is the screen's (docs/product.md#general-data). */
export const GENERAL_DATA_FIELD_MESSAGES = {
  nome: 'Informe o nome.',
  idSexo: 'Escolha o sexo.',
  nascimento: 'Use uma data real, no formato dd/mm/aaaa.',
  email: 'Confira o e-mail (ex.: nome@dominio.com.br).',
  phone: 'Informe DDD e número completos.',
  contactNome: 'Informe o nome do contato.',
  contactTelefone: 'Informe o telefone do contato.',
  contactParentesco: 'Escolha o grau de parentesco.',
} as const;

/** A phone left empty or complete: DDD and 8 or 9 digits (what the server accepts). */
function isPhoneOk(masked: string): boolean {
  const digits = onlyDigits(masked).length;
  return digits === 0 || digits === 10 || digits === 11;
}

function isBirthDateOk(text: string): boolean {
  if (text === '') return true;
  const iso = parseBrDate(text);
  return iso !== null && iso >= MIN_NASCIMENTO && iso <= todayInBrazil();
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** docs/product.md#general-data: profile 5 must keep contact 1 whole (name, relationship, phone). */
function missingFirstContact(form: GeneralDataForm): FieldMessages<GeneralDataForm> {
  const missing: FieldMessages<GeneralDataForm> = {};
  if (form.contato1Nome.trim() === '')
    missing.contato1Nome = GENERAL_DATA_FIELD_MESSAGES.contactNome;
  if (form.contato1Parentesco === 0)
    missing.contato1Parentesco = GENERAL_DATA_FIELD_MESSAGES.contactParentesco;
  if (onlyDigits(form.contato1Telefone) === '')
    missing.contato1Telefone = GENERAL_DATA_FIELD_MESSAGES.contactTelefone;
  return missing;
}

function malformedFields(
  form: GeneralDataForm,
  withEmergency: boolean,
): FieldMessages<GeneralDataForm> {
  const wrong: FieldMessages<GeneralDataForm> = {};
  if (!isBirthDateOk(form.nascimento)) wrong.nascimento = GENERAL_DATA_FIELD_MESSAGES.nascimento;
  if (form.email.trim() !== '' && !EMAIL.test(form.email.trim()))
    wrong.email = GENERAL_DATA_FIELD_MESSAGES.email;
  if (!isPhoneOk(form.telefone1)) wrong.telefone1 = GENERAL_DATA_FIELD_MESSAGES.phone;
  if (!isPhoneOk(form.telefone2)) wrong.telefone2 = GENERAL_DATA_FIELD_MESSAGES.phone;
  if (withEmergency) {
    for (const n of CONTACTS) {
      const field = contactField.telefone(n);
      if (!isPhoneOk(form[field])) wrong[field] = GENERAL_DATA_FIELD_MESSAGES.phone;
    }
  }
  return wrong;
}

/**
 * The form's check (docs/product.md#general-data): for profile 5, contact 1 whole first ('Obrigatório 1
 * Contato de Emergência', nothing sent); then nome and Sexo; then what the server would refuse
 * (a date that is not a real past day, a half-typed phone, an e-mail without a domain).
 */
export function generalDataIssues(
  form: GeneralDataForm,
  withEmergency: boolean,
): FormIssues<GeneralDataForm> {
  if (withEmergency) {
    const missing = missingFirstContact(form);
    if (Object.keys(missing).length > 0)
      return { summary: GENERAL_DATA_TEXTS.emergencyRequired, fields: missing };
  }
  const empty: FieldMessages<GeneralDataForm> = {};
  if (form.nome.trim() === '') empty.nome = GENERAL_DATA_FIELD_MESSAGES.nome;
  if (form.idSexo === 0) empty.idSexo = GENERAL_DATA_FIELD_MESSAGES.idSexo;
  if (Object.keys(empty).length > 0)
    return { summary: GENERAL_DATA_TEXTS.requiredEmpty, fields: empty };
  const wrong = malformedFields(form, withEmergency);
  if (Object.keys(wrong).length > 0)
    return { summary: GENERAL_DATA_TEXTS.checkFields, fields: wrong };
  return null;
}

export function toGeneralDataForm(profile: CustomerProfile): GeneralDataForm {
  const { emergencia: e } = profile;
  return {
    nome: profile.nome,
    cpf: profile.cpf,
    email: profile.email,
    telefone1: profile.telefone1,
    telefone2: profile.telefone2,
    nascimento: formatDate(profile.nascimento),
    idSexo: profile.idSexo,
    dataAdmissao: formatDate(profile.dataAdmissao),
    foto: profile.foto,
    contato1Nome: e.nome1,
    contato1Telefone: e.telefone1,
    contato1Parentesco: e.idParentesco1,
    contato2Nome: e.nome2,
    contato2Telefone: e.telefone2,
    contato2Parentesco: e.idParentesco2,
    contato3Nome: e.nome3,
    contato3Telefone: e.telefone3,
    contato3Parentesco: e.idParentesco3,
  };
}

/**
 * The update-cliente body. The read-only cpf and dataAdmissao are not sent; the contacts only for
 * profile 5 (left out, the stored ones stay).
 */
export function toGeneralDataBody(
  form: GeneralDataForm,
  identity: Identity,
  withEmergency: boolean,
): RequestBody<'updateCliente'> {
  const body: RequestBody<'updateCliente'> = {
    ...identity,
    nome: form.nome.trim(),
    email: form.email.trim(),
    telefone1: form.telefone1,
    telefone2: form.telefone2,
    idSexo: form.idSexo,
    nascimento: form.nascimento === '' ? '' : (parseBrDate(form.nascimento) ?? form.nascimento),
    foto: form.foto,
  };
  if (!withEmergency) return body;
  return {
    ...body,
    emergencia: {
      nome1: form.contato1Nome.trim(),
      telefone1: form.contato1Telefone,
      idParentesco1: form.contato1Parentesco,
      nome2: form.contato2Nome.trim(),
      telefone2: form.contato2Telefone,
      idParentesco2: form.contato2Parentesco,
      nome3: form.contato3Nome.trim(),
      telefone3: form.contato3Telefone,
      idParentesco3: form.contato3Parentesco,
    },
  };
}
