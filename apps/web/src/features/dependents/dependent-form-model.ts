import {
  CPF_MASKED_LENGTH,
  DEFAULT_DATA_ADMISSAO,
  formatDate,
  isValidCpf,
  MIN_NASCIMENTO,
  parseBrDate,
  todayInBrazil,
  type Dependent,
  type Identity,
  type RequestBody,
} from '@clube/contract';
import type { FieldMessages, FormIssues } from '../../lib/form/form-issues';

/** docs/product.md#dependents and the screens' own texts. */
export const DEPENDENT_TEXTS = {
  invalidCpf: 'CPF inválido!',
  requiredEmpty: 'Campos obrigatórios vazios!',
  invalidBirthDate: 'Data de nascimento inválida!',
  deleted: 'Dependente deletado com sucesso!',
  loaded: 'Dependente carregado com sucesso!',
  saved: 'Dependente adicionado com sucesso!',
  empty: 'Você ainda não tem dependentes cadastrados.',
} as const;

/** docs/product.md#add-or-update-a-dependent: update mode when a chosen dependent id is held, otherwise add mode. */
export type DependentFormMode = 'add' | 'update';

/** What the form holds: masked CPF, phones and birth date (dd/mm/yyyy) as typed. */
export interface DependentForm {
  nome: string;
  cpf: string;
  email: string;
  telefone1: string;
  telefone2: string;
  /** dd/mm/yyyy as typed, '' while empty; sent as yyyy-mm-dd. */
  nascimento: string;
  dataAdmissao: string;
  /** 0 = the disabled placeholder (not chosen). */
  idSexo: number;
  idGrauParentesco: number;
  /** A data URL (new photo), the current '/media/…' URL, or ''. */
  foto: string;
}
export type DependentField = keyof DependentForm;

export const EMPTY_DEPENDENT_FORM: DependentForm = {
  nome: '',
  cpf: '',
  email: '',
  telefone1: '',
  telefone2: '',
  nascimento: '',
  dataAdmissao: DEFAULT_DATA_ADMISSAO,
  idSexo: 0,
  idGrauParentesco: 0,
  foto: '',
};

export type DependentValidation =
  | { ok: true }
  | {
      ok: false;
      message: (typeof DEPENDENT_TEXTS)['invalidCpf' | 'requiredEmpty' | 'invalidBirthDate'];
      /** The field to focus. */
      field: DependentField;
      /** Raises the CPF-invalid flag (red CPF field) of docs/product.md#add-or-update-a-dependent. */
      cpfInvalid: boolean;
    };

const invalidCpf: DependentValidation = {
  ok: false,
  message: DEPENDENT_TEXTS.invalidCpf,
  field: 'cpf',
  cpfInvalid: true,
};

/** A typed birth date that is a real day, not in the future and not before 1900. */
export function isValidBirthDate(text: string): boolean {
  const iso = parseBrDate(text);
  return iso !== null && iso >= MIN_NASCIMENTO && iso <= todayInBrazil();
}

/** The required fields left empty, in the order of the form (docs/product.md#add-or-update-a-dependent). */
type RequiredField = 'nome' | 'cpf' | 'nascimento' | 'idSexo';

function emptyRequiredFields(form: DependentForm, mode: DependentFormMode): RequiredField[] {
  const required: [RequiredField, boolean][] = [
    ['nome', form.nome.trim() === ''],
    ['cpf', mode === 'add' && form.cpf === ''],
    ['nascimento', form.nascimento === ''],
    ['idSexo', form.idSexo === 0],
  ];
  return required.filter(([, isEmpty]) => isEmpty).map(([field]) => field);
}

/** Under each wrong field; the toast is the screen's (DEPENDENT_TEXTS). */
export const DEPENDENT_FIELD_MESSAGES = {
  invalidCpf: 'Confira os 11 dígitos do CPF.',
  invalidBirthDate: 'Use uma data real, no formato dd/mm/aaaa.',
  required: {
    nome: 'Informe o nome.',
    cpf: 'Informe o CPF.',
    nascimento: 'Informe a data de nascimento.',
    idSexo: 'Escolha o sexo.',
  } satisfies Record<RequiredField, string>,
} as const;

/**
 * The form's check for react-hook-form: the toast and focus of validateDependent, and a message
 * under every field at fault (all the empty required ones, not only the first).
 */
export function dependentIssues(
  form: DependentForm,
  mode: DependentFormMode,
): FormIssues<DependentForm> {
  const check = validateDependent(form, mode);
  if (check.ok) return null;
  let fields: FieldMessages<DependentForm>;
  if (check.message === DEPENDENT_TEXTS.requiredEmpty) {
    fields = Object.fromEntries(
      emptyRequiredFields(form, mode).map((field) => [
        field,
        DEPENDENT_FIELD_MESSAGES.required[field],
      ]),
    );
  } else if (check.message === DEPENDENT_TEXTS.invalidCpf) {
    fields = { cpf: DEPENDENT_FIELD_MESSAGES.invalidCpf };
  } else {
    fields = { [check.field]: DEPENDENT_FIELD_MESSAGES.invalidBirthDate };
  }
  return { summary: check.message, fields };
}

/**
 * docs/product.md#add-or-update-a-dependent, exactly. Add: a CPF that is typed but not 14 characters, or 14 characters failing the
 * check digits, is 'CPF inválido!'; nome, nascimento, idSexo and cpf are required. Update: the
 * CPF must pass the check digits (empty fails); nome, nascimento and idSexo are required.
 * One addition of ours, checked last: a birth date typed but incomplete or not a real
 * past day is 'Data de nascimento inválida!' (the server would refuse it).
 */
export function validateDependent(
  form: DependentForm,
  mode: DependentFormMode,
): DependentValidation {
  const cpfFails =
    mode === 'add'
      ? form.cpf !== '' && (form.cpf.length !== CPF_MASKED_LENGTH || !isValidCpf(form.cpf))
      : !isValidCpf(form.cpf);
  if (cpfFails) return invalidCpf;

  const [firstEmpty] = emptyRequiredFields(form, mode);
  if (firstEmpty) {
    return {
      ok: false,
      message: DEPENDENT_TEXTS.requiredEmpty,
      field: firstEmpty,
      cpfInvalid: false,
    };
  }
  if (!isValidBirthDate(form.nascimento)) {
    return {
      ok: false,
      message: DEPENDENT_TEXTS.invalidBirthDate,
      field: 'nascimento',
      cpfInvalid: false,
    };
  }
  return { ok: true };
}

/** The form of a loaded dependent (get-dependente-unico answers CPF and phones masked, dates ISO). */
export function toDependentForm(dependent: Dependent): DependentForm {
  return {
    nome: dependent.nome,
    cpf: dependent.cpf,
    email: dependent.email,
    telefone1: dependent.telefone1,
    telefone2: dependent.telefone2,
    nascimento: formatDate(dependent.nascimento),
    dataAdmissao: dependent.dataAdmissao || DEFAULT_DATA_ADMISSAO,
    idSexo: dependent.idSexo,
    idGrauParentesco: dependent.idGrauParentesco,
    foto: dependent.foto,
  };
}

/** The insert-dependente body (update adds idDependente). */
export function toDependentBody(
  form: DependentForm,
  holder: Identity,
): RequestBody<'insertDependente'> {
  return {
    ...holder,
    ...form,
    nome: form.nome.trim(),
    email: form.email.trim(),
    nascimento: parseBrDate(form.nascimento) ?? form.nascimento,
  };
}
