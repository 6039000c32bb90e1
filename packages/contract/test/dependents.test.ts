import { describe, expect, it } from 'vitest';
import { todayInBrazil } from '../src/plain-dates.js';
import { insertDependenteBody, nascimento } from '../src/schemas/dependents.js';

describe('nascimento', () => {
  it("accepts today's date in Brazil and a date in the past", () => {
    expect(nascimento.safeParse(todayInBrazil()).success).toBe(true);
    expect(nascimento.safeParse('1990-05-20').success).toBe(true);
  });
  it.each(['2999-01-01', '1899-12-31', '2015-02-30', '20/05/1990', ''])('refuses %s', (value) => {
    expect(nascimento.safeParse(value).success).toBe(false);
  });
});

describe('insertDependenteBody', () => {
  it('treats a missing kinship as 0 (not informed)', () => {
    const parsed = insertDependenteBody.parse({
      idCliente: 1,
      idPerfil: 5,
      nome: 'Ana',
      cpf: '529.982.247-25',
      email: '',
      telefone1: '',
      telefone2: '',
      nascimento: '2015-06-01',
      idSexo: 2,
    });
    expect(parsed.idGrauParentesco).toBe(0);
  });
});
