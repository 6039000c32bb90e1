import { endpoints, maskCpf, type Dependent, type DependentCard } from '@clube/contract';
import { describe, expect } from 'vitest';
import { call } from '../helpers/app.js';
import { insertCliente, PERFIL } from '../helpers/factories.js';
import type { Cliente } from '../../src/db/schema.js';
import { FORBIDDEN, send, dependentsTest } from './setup.js';

let card: Cliente;
let zeca: Cliente;
let ana: Cliente;
let alvaro: Cliente;

const it = dependentsTest();
it.beforeAll(async ({ dependents: w }) => {
  const db = w.t.database.db;
  card = w.me.cards[0]!;
  await db
    .updateTable('cliente')
    .set({ nome: 'Bruno Lima' })
    .where('id', '=', w.me.dependent.id)
    .execute();
  const dependentOf = (values: Partial<Cliente>) =>
    insertCliente(db, {
      titular_id: card.id,
      empresa_id: card.empresa_id,
      perfil_id: PERFIL.dependente,
      ...values,
    });
  zeca = await dependentOf({ nome: 'Zeca Lima', sexo_id: 1, grau_parentesco_id: 1 });
  ana = await dependentOf({
    nome: 'Ana Lima',
    sexo_id: 2,
    grau_parentesco_id: 2,
    nascimento: '2010-01-31',
    telefone1: '11912345678',
    email: 'ana@example.com',
  });
  alvaro = await dependentOf({ nome: 'Álvaro Lima', sexo_id: null, grau_parentesco_id: null });
  await dependentOf({ nome: '', cpf: '', anonimizado_em: '2026-01-01T00:00:00.000Z' });
});

describe('POST /api/clube/v1/get-dependentes', () => {
  it('lists the live dependents of the card by name, with labels and masked CPF', async ({
    dependents: w,
  }) => {
    const response = await call(
      w.t.app,
      endpoints.getDependentes,
      { idCliente: card.id, idPerfil: card.perfil_id },
      { token: w.token },
    );
    expect(response.statusCode).toBe(200);
    const list = response.json<DependentCard[]>();
    expect(list.map((d) => d.nome)).toEqual(['Álvaro Lima', 'Ana Lima', 'Bruno Lima', 'Zeca Lima']);
    expect(list[1]).toEqual({
      idDependente: ana.id,
      nome: 'Ana Lima',
      nascimento: '2010-01-31',
      grau: 'Cônjuge',
      sexo: 'Feminino',
      cpf: maskCpf(ana.cpf),
    });
    expect(list[0]).toMatchObject({ idDependente: alvaro.id, grau: '', sexo: '' });
    expect(list[3]).toMatchObject({ idDependente: zeca.id, grau: 'Filho(a)', sexo: 'Masculino' });
  });

  it('answers an empty list for a card without dependents', async ({ dependents: w }) => {
    const other = w.me.cards[1]!;
    const response = await call(
      w.t.app,
      endpoints.getDependentes,
      { idCliente: other.id, idPerfil: other.perfil_id },
      { token: w.token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("refuses another member's card with 403", async ({ dependents: w }) => {
    const theirs = w.someoneElse.cards[0]!;
    const response = await call(
      w.t.app,
      endpoints.getDependentes,
      { idCliente: theirs.id, idPerfil: theirs.perfil_id },
      { token: w.token },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
  });

  it('refuses a dependent named as the holder with 403', async ({ dependents: w }) => {
    const response = await call(
      w.t.app,
      endpoints.getDependentes,
      { idCliente: ana.id, idPerfil: PERFIL.dependente },
      { token: w.token },
    );
    expect(response.statusCode).toBe(403);
  });

  it('refuses a request without a token with 401', async ({ dependents: w }) => {
    const response = await call(w.t.app, endpoints.getDependentes, {
      idCliente: card.id,
      idPerfil: card.perfil_id,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/clube/v1/get-dependente-unico', () => {
  it('answers the dependent as the form shows it (masked CPF and phones, ISO dates)', async ({
    dependents: w,
  }) => {
    const response = await call(
      w.t.app,
      endpoints.getDependenteUnico,
      { idCliente: card.id, idPerfil: card.perfil_id, idDependente: ana.id },
      { token: w.token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<Dependent>()).toEqual({
      idDependente: ana.id,
      nome: 'Ana Lima',
      cpf: maskCpf(ana.cpf),
      email: 'ana@example.com',
      telefone1: '(11) 91234-5678',
      telefone2: '',
      nascimento: '2010-01-31',
      dataAdmissao: '2023-10-07',
      idSexo: 2,
      idGrauParentesco: 2,
      foto: '',
    });
  });

  it('answers 0 for options not informed', async ({ dependents: w }) => {
    const response = await call(
      w.t.app,
      endpoints.getDependenteUnico,
      { idCliente: card.id, idPerfil: card.perfil_id, idDependente: alvaro.id },
      { token: w.token },
    );
    expect(response.json<Dependent>()).toMatchObject({ idSexo: 0, idGrauParentesco: 0 });
  });

  it("refuses another member's dependent with 403", async ({ dependents: w }) => {
    const response = await call(
      w.t.app,
      endpoints.getDependenteUnico,
      { idCliente: card.id, idPerfil: card.perfil_id, idDependente: w.someoneElse.dependent.id },
      { token: w.token },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
  });

  it("refuses my dependent named under another member's card with 403", async ({
    dependents: w,
  }) => {
    const theirs = w.someoneElse.cards[0]!;
    const response = await send(
      w.t.app,
      endpoints.getDependenteUnico,
      { idCliente: theirs.id, idPerfil: theirs.perfil_id, idDependente: ana.id },
      { token: w.otherToken },
    );
    expect(response.statusCode).toBe(403);
  });

  it('refuses a holder card named as the dependent with 403', async ({ dependents: w }) => {
    const response = await call(
      w.t.app,
      endpoints.getDependenteUnico,
      { idCliente: card.id, idPerfil: card.perfil_id, idDependente: w.me.cards[1]!.id },
      { token: w.token },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('GET lookups', () => {
  it('lists the sex options', async ({ dependents: w }) => {
    const response = await call(w.t.app, endpoints.getAllSex, undefined, { token: w.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { idSexo: 1, nome: 'Masculino' },
      { idSexo: 2, nome: 'Feminino' },
    ]);
  });

  it('lists the kinship options', async ({ dependents: w }) => {
    const response = await call(w.t.app, endpoints.getAllGrauParentesco, undefined, {
      token: w.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { idGrauParentesco: 1, nome: 'Filho(a)' },
      { idGrauParentesco: 2, nome: 'Cônjuge' },
    ]);
  });

  it('needs a token', async ({ dependents: w }) => {
    expect((await call(w.t.app, endpoints.getAllSex)).statusCode).toBe(401);
  });
});
