import { describe, expect, it } from 'vitest';
import { endpoints, errorStatuses } from '../src/endpoints.js';
import { id } from '../src/schemas/common.js';

describe('endpoints', () => {
  it('covers every call of docs/product.md#api-calls, our logout and the profile password change, with a unique path', () => {
    const paths = Object.values(endpoints).map((e) => e.path);
    // 42, plus the partner counter's 'Meus usos', report of a use and savings of the year, and
    // discovery's favourite toggle and partner cities, the notices' list and two read marks, and
    // the notice consent (read, save) and the push device (key, register, remove).
    expect(paths).toHaveLength(55);
    expect(endpoints.logout).toMatchObject({ method: 'POST', auth: 'token' });
    expect(endpoints.exportMyData).toMatchObject({ method: 'POST', auth: 'token' });
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(p).toMatch(/^\/api\/(user|clube|generico|taDodoi)\/v1\//);
  });

  it('lets only the key-only calls skip the token', () => {
    const keyOnly = Object.entries(endpoints)
      .filter(([, e]) => e.auth === 'key')
      .map(([name]) => name)
      .sort();
    expect(keyOnly).toEqual([
      'checkPasswordCode',
      'getAjudaEmpresa',
      'login',
      'requestPasswordChange',
    ]);
  });

  it('gives every call its error statuses by kind, plus its own', () => {
    expect(errorStatuses(endpoints.getAllSex)).toEqual([400, 401, 403, 429, 500, 503]);
    expect(errorStatuses(endpoints.login)).toEqual([400, 401, 404, 413, 415, 429, 500, 503]);
    expect(errorStatuses(endpoints.insereAvaliacao)).toEqual([
      400, 401, 403, 404, 409, 413, 415, 429, 500, 503,
    ]);
    // A POST without a body in the contract still meets clients that send one.
    expect(errorStatuses(endpoints.logout)).toEqual([400, 401, 403, 413, 415, 429, 500, 503]);
  });
});

describe('id', () => {
  it('accepts numbers and digit strings', () => {
    expect(id.parse(7)).toBe(7);
    expect(id.parse('42')).toBe(42);
  });
  it.each([0, -1, 1.5, '', 'abc', '1e3', true, null])('rejects %s', (value) => {
    expect(id.safeParse(value).success).toBe(false);
  });
});

describe('insertDependenteBody', () => {
  const valid = {
    idCliente: 1,
    idPerfil: 5,
    nome: 'Ana Souza',
    cpf: '153.509.460-56',
    email: '',
    telefone1: '(11) 98765-4321',
    telefone2: '',
    nascimento: '2015-06-01',
    idSexo: 2,
    idGrauParentesco: 2,
  };
  it('normalises masked input and applies the documented defaults', () => {
    const parsed = endpoints.insertDependente.body.parse(valid);
    expect(parsed.cpf).toBe('15350946056');
    expect(parsed.telefone1).toBe('11987654321');
    expect(parsed.dataAdmissao).toBe('2023-10-07');
    expect(parsed.foto).toBe('');
  });
  it('refuses a CPF with wrong check digits', () => {
    const result = endpoints.insertDependente.body.safeParse({ ...valid, cpf: '153.509.460-57' });
    expect(result.success).toBe(false);
  });
  it('refuses an unset sex (0)', () => {
    expect(endpoints.insertDependente.body.safeParse({ ...valid, idSexo: 0 }).success).toBe(false);
  });
});

describe('insereAvaliacaoBody', () => {
  const base = { idCliente: 1, idPerfil: 5, idServicoParceiro: 1, idParceiro: 3, comentario: '' };
  it.each([0, 6, 2.5])('refuses nota %s', (nota) => {
    expect(endpoints.insereAvaliacao.body.safeParse({ ...base, nota }).success).toBe(false);
  });
  it('refuses a comment over 8000 characters', () => {
    const r = endpoints.insereAvaliacao.body.safeParse({
      ...base,
      nota: 5,
      comentario: 'a'.repeat(8001),
    });
    expect(r.success).toBe(false);
  });
  it('accepts 8000 characters exactly', () => {
    const r = endpoints.insereAvaliacao.body.safeParse({
      ...base,
      nota: 5,
      comentario: 'a'.repeat(8000),
    });
    expect(r.success).toBe(true);
  });
});
