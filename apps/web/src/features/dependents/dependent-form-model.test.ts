import { describe, expect, it } from 'vitest';
import {
  type DependentForm,
  type DependentFormMode,
  dependentIssues,
  EMPTY_DEPENDENT_FORM,
  toDependentBody,
  validateDependent,
} from './dependent-form-model';

const VALID: DependentForm = {
  ...EMPTY_DEPENDENT_FORM,
  nome: 'Lucas Souza',
  cpf: '529.982.247-25',
  nascimento: '18/06/2012',
  idSexo: 1,
};

const INVALID_CPF = { ok: false, message: 'CPF inválido!', field: 'cpf', cpfInvalid: true };
const required = (field: keyof DependentForm) => ({
  ok: false,
  message: 'Campos obrigatórios vazios!',
  field,
  cpfInvalid: false,
});

const INVALID_BIRTH_DATE = {
  ok: false,
  message: 'Data de nascimento inválida!',
  field: 'nascimento',
  cpfInvalid: false,
};

/** docs/product.md#add-or-update-a-dependent "Dependent, add" and "Dependent, update", case by case. */
const TABLE: [DependentFormMode, string, Partial<DependentForm>, unknown][] = [
  ['add', 'a complete form', {}, { ok: true }],
  ['add', 'no kinship (not required)', { idGrauParentesco: 0 }, { ok: true }],
  ['add', 'a CPF with a wrong check digit', { cpf: '529.982.247-24' }, INVALID_CPF],
  ['add', 'a CPF of 13 characters', { cpf: '529.982.247-2' }, INVALID_CPF],
  ['add', 'a CPF of 3 characters', { cpf: '529' }, INVALID_CPF],
  ['add', 'a CPF of one repeated digit', { cpf: '111.111.111-11' }, INVALID_CPF],
  ['add', 'a 14-character CPF that is not masked digits', { cpf: '5299822472500' }, INVALID_CPF],
  [
    'add',
    'an invalid CPF even when other fields are empty (CPF first)',
    { cpf: '123', nome: '' },
    INVALID_CPF,
  ],
  ['add', 'an empty CPF', { cpf: '' }, required('cpf')],
  ['add', 'an empty name', { nome: '' }, required('nome')],
  ['add', 'a name of spaces', { nome: '   ' }, required('nome')],
  ['add', 'no birth date', { nascimento: '' }, required('nascimento')],
  ['add', 'no sex (0)', { idSexo: 0 }, required('idSexo')],
  ['add', 'everything empty', EMPTY_DEPENDENT_FORM, required('nome')],
  ['update', 'a complete form', {}, { ok: true }],
  ['update', 'an empty CPF (fails the check digits)', { cpf: '' }, INVALID_CPF],
  ['update', 'a CPF with a wrong check digit', { cpf: '529.982.247-24' }, INVALID_CPF],
  ['update', 'a CPF of 13 characters', { cpf: '529.982.247-2' }, INVALID_CPF],
  ['update', 'an empty name', { nome: '' }, required('nome')],
  ['update', 'no birth date', { nascimento: '' }, required('nascimento')],
  ['update', 'no sex (0)', { idSexo: 0 }, required('idSexo')],
  ['update', 'no kinship (not required)', { idGrauParentesco: 0 }, { ok: true }],
  // Beyond the basic rules: a typed birth date must be a real past day (the server refuses anything else).
  ['add', 'an incomplete birth date', { nascimento: '18/06/20' }, INVALID_BIRTH_DATE],
  ['add', 'a birth date that does not exist', { nascimento: '31/02/2012' }, INVALID_BIRTH_DATE],
  ['update', 'a future birth date', { nascimento: '01/01/2999' }, INVALID_BIRTH_DATE],
  [
    'add',
    'required fields before the birth date check',
    { nascimento: '1', nome: '' },
    required('nome'),
  ],
];

describe('validateDependent', () => {
  it.each(TABLE)('%s: %s', (mode, _case, patch, expected) => {
    expect(validateDependent({ ...VALID, ...patch }, mode)).toEqual(expected);
  });
});

describe('dependentIssues', () => {
  it('is null for a form that may be sent', () => {
    expect(dependentIssues(VALID, 'add')).toBeNull();
  });

  it('names every empty required field, in form order, under the screen toast', () => {
    expect(dependentIssues(EMPTY_DEPENDENT_FORM, 'add')).toEqual({
      summary: 'Campos obrigatórios vazios!',
      fields: {
        nome: 'Informe o nome.',
        cpf: 'Informe o CPF.',
        nascimento: 'Informe a data de nascimento.',
        idSexo: 'Escolha o sexo.',
      },
    });
  });

  it('marks only the CPF when it is wrong, even with other fields empty (CPF first)', () => {
    expect(dependentIssues({ ...VALID, cpf: '123', nome: '' }, 'add')).toEqual({
      summary: 'CPF inválido!',
      fields: { cpf: 'Confira os 11 dígitos do CPF.' },
    });
  });

  it('marks the birth date when it is not a real past day', () => {
    expect(dependentIssues({ ...VALID, nascimento: '31/02/2012' }, 'update')).toEqual({
      summary: 'Data de nascimento inválida!',
      fields: { nascimento: 'Use uma data real, no formato dd/mm/aaaa.' },
    });
  });
});

describe('toDependentBody', () => {
  it("sends the holder's ids with the form, trimmed, and the birth date as ISO", () => {
    expect(
      toDependentBody(
        { ...VALID, nome: ' Lucas ', email: ' l@x.com ' },
        { idCliente: 10, idPerfil: 5 },
      ),
    ).toEqual({
      ...VALID,
      nome: 'Lucas',
      email: 'l@x.com',
      nascimento: '2012-06-18',
      idCliente: 10,
      idPerfil: 5,
    });
  });
});
