import { describe, expect, it } from 'vitest';
import { type GeneralDataForm, generalDataIssues, toGeneralDataBody } from './general-data-model';

const FORM: GeneralDataForm = {
  nome: 'Maria Clara Souza',
  cpf: '529.982.247-25',
  email: '',
  telefone1: '',
  telefone2: '',
  nascimento: '',
  idSexo: 2,
  dataAdmissao: '15/03/2021',
  foto: '',
  contato1Nome: 'Ricardo',
  contato1Telefone: '(11) 97654-3210',
  contato1Parentesco: 1,
  contato2Nome: '',
  contato2Telefone: '',
  contato2Parentesco: 0,
  contato3Nome: '',
  contato3Telefone: '',
  contato3Parentesco: 0,
};

describe('general data check', () => {
  it('accepts a form with contact 1 whole and contacts 2 and 3 empty', () => {
    expect(generalDataIssues(FORM, true)).toBeNull();
  });

  it.each([
    ['contato1Nome', { contato1Nome: '  ' }],
    ['contato1Parentesco', { contato1Parentesco: 0 }],
    ['contato1Telefone', { contato1Telefone: '' }],
  ] as const)('profile 5 without %s is blocked with the documented message', (field, change) => {
    const issues = generalDataIssues({ ...FORM, ...change }, true);
    expect(issues?.summary).toBe('Obrigatório 1 Contato de Emergência');
    expect(Object.keys(issues?.fields ?? {})).toEqual([field]);
  });

  it('other profiles are not held to the emergency contact', () => {
    expect(
      generalDataIssues(
        { ...FORM, contato1Nome: '', contato1Parentesco: 0, contato1Telefone: '' },
        false,
      ),
    ).toBeNull();
  });

  it('requires nome and Sexo', () => {
    const issues = generalDataIssues({ ...FORM, nome: '', idSexo: 0 }, true);
    expect(issues?.summary).toBe('Campos obrigatórios vazios!');
    expect(Object.keys(issues?.fields ?? {})).toEqual(['nome', 'idSexo']);
  });

  it('refuses a birth date that is not a real past day, and half-typed phones', () => {
    for (const nascimento of ['31/02/1990', '12/04/19', '01/01/1899']) {
      expect(generalDataIssues({ ...FORM, nascimento }, true)?.fields).toHaveProperty('nascimento');
    }
    expect(generalDataIssues({ ...FORM, contato2Telefone: '(11) 9' }, true)?.fields).toHaveProperty(
      'contato2Telefone',
    );
    expect(generalDataIssues({ ...FORM, telefone1: '(11) 3456-7890' }, true)).toBeNull();
  });
});

describe('general data body', () => {
  it('sends the birth date as yyyy-mm-dd, no read-only fields, contacts only for profile 5', () => {
    const identity = { idCliente: 10, idPerfil: 5 };
    const body = toGeneralDataBody({ ...FORM, nascimento: '12/04/1988' }, identity, true);
    expect(body.nascimento).toBe('1988-04-12');
    expect(body).not.toHaveProperty('cpf');
    expect(body).not.toHaveProperty('dataAdmissao');
    expect(body.emergencia?.nome1).toBe('Ricardo');
    expect(toGeneralDataBody(FORM, identity, false)).not.toHaveProperty('emergencia');
  });
});
