import { describe, expect, it } from 'vitest';
import { getCepBody, updateEnderecoBody } from '../src/schemas/address.js';
import { updateClienteBody } from '../src/schemas/customers.js';
import { changePasswordBody } from '../src/schemas/user.js';

describe('CEP', () => {
  it.each(['01001-000', '01001000', ' 01001-000 '])('accepts %j as 8 digits', (cep) => {
    expect(getCepBody.parse({ cep })).toEqual({ cep: '01001000' });
  });
  it.each(['0100100', '010010000', '01001-00a', '0100100a', 'abcde-fgh', ''])(
    'refuses %j',
    (cep) => {
      expect(getCepBody.safeParse({ cep }).success).toBe(false);
    },
  );
});

describe('updateEnderecoBody', () => {
  const valid = {
    idCliente: 1,
    idPerfil: 5,
    cep: '01001-000',
    logradouro: 'Praça da Sé',
    numero: '1',
  };
  it('fills the optional fields and upper-cases the UF', () => {
    expect(updateEnderecoBody.parse({ ...valid, uf: 'sp' })).toMatchObject({
      cep: '01001000',
      complemento: '',
      bairro: '',
      cidade: '',
      uf: 'SP',
    });
  });
  it.each([
    ['logradouro', '   '],
    ['numero', ''],
    ['uf', 'São'],
  ])('refuses %s = %j', (field, value) => {
    expect(updateEnderecoBody.safeParse({ ...valid, [field]: value }).success).toBe(false);
  });
});

describe('updateClienteBody', () => {
  const blankContacts = {
    nome1: '',
    telefone1: '',
    idParentesco1: 0,
    nome2: '',
    telefone2: '',
    idParentesco2: 0,
    nome3: '',
    telefone3: '',
    idParentesco3: 0,
  };
  const valid = {
    idCliente: 1,
    idPerfil: 5,
    nome: 'Ana',
    email: '',
    telefone1: '(11) 98765-4321',
    telefone2: '',
    idSexo: 2,
    nascimento: '1990-05-20',
    foto: '',
    emergencia: blankContacts,
  };
  it('strips the phone masks, also of the emergency contacts', () => {
    const parsed = updateClienteBody.parse({
      ...valid,
      emergencia: { ...blankContacts, telefone1: '(21) 3333-4444' },
    });
    expect(parsed.telefone1).toBe('11987654321');
    expect(parsed.emergencia?.telefone1).toBe('2133334444');
  });
  it.each([
    ['telefone1', '(11) 98765-43210'],
    ['email', 'ana@'],
    ['idSexo', 0],
    ['nascimento', '2999-01-01'],
    ['nome', ' '],
  ])('refuses %s = %j', (field, value) => {
    expect(updateClienteBody.safeParse({ ...valid, [field]: value }).success).toBe(false);
  });
  it('refuses an emergency phone of 12 digits', () => {
    const emergencia = { ...blankContacts, telefone2: '119876543210' };
    expect(updateClienteBody.safeParse({ ...valid, emergencia }).success).toBe(false);
  });
});

describe('changePasswordBody', () => {
  it('needs both passwords', () => {
    expect(changePasswordBody.safeParse({ oldpass: 'a', newpass: '' }).success).toBe(false);
    expect(changePasswordBody.safeParse({ oldpass: '', newpass: 'b' }).success).toBe(false);
    expect(changePasswordBody.safeParse({ oldpass: 'a', newpass: 'b' }).success).toBe(true);
  });
});
