import { randomUUID } from 'node:crypto';
import { endpoints, type Dependent, type DependentCard } from '@clube/contract';
import { describe, expect } from 'vitest';
import { call } from '../helpers/app.js';
import {
  dependentPayload,
  FORBIDDEN,
  PNG_DATA_URL,
  send,
  type DependentsWorld,
  dependentsTest,
} from './setup.js';

const remove = endpoints.deleteDependente;

const it = dependentsTest();

const myCard = (w: DependentsWorld) => w.me.cards[0]!;
const db = (w: DependentsWorld) => w.t.database.db;
const rowOf = (w: DependentsWorld, id: number) =>
  db(w).selectFrom('cliente').selectAll().where('id', '=', id).executeTakeFirst();

async function addDependent(w: DependentsWorld, nome: string, foto = '') {
  const response = await send(
    w.t.app,
    endpoints.insertDependente,
    dependentPayload(myCard(w), { nome, foto }),
    { token: w.token },
  );
  expect(response.statusCode).toBe(200);
  const saved = response.json<Dependent>();
  await db(w)
    .insertInto('contato_emergencia')
    .values({
      cliente_id: saved.idDependente,
      ordem: 1,
      nome: 'Contato',
      telefone: '11999998888',
      grau_parentesco_id: 0,
    })
    .execute();
  return saved;
}

const listOfMyCard = async (w: DependentsWorld) =>
  (
    await call(
      w.t.app,
      endpoints.getDependentes,
      { idCliente: myCard(w).id, idPerfil: myCard(w).perfil_id },
      { token: w.token },
    )
  ).json<DependentCard[]>();

const contactsOf = (w: DependentsWorld, id: number) =>
  db(w).selectFrom('contato_emergencia').select('id').where('cliente_id', '=', id).execute();

describe('POST /api/clube/v1/delete-dependente', () => {
  it('deletes the dependent with its data and answers the updated list', async ({
    dependents: w,
  }) => {
    const gone = await addDependent(w, 'Davi Rezende', PNG_DATA_URL);
    const stays = await addDependent(w, 'Clara Rezende');
    const response = await call(
      w.t.app,
      remove,
      { idDependente: gone.idDependente },
      { token: w.token },
    );
    expect(response.statusCode).toBe(200);
    const list = response.json<DependentCard[]>();
    expect(list.map((d) => d.idDependente)).not.toContain(gone.idDependente);
    expect(list.map((d) => d.idDependente)).toContain(stays.idDependente);
    expect(list).toEqual(await listOfMyCard(w));
    expect(await rowOf(w, gone.idDependente)).toBeUndefined();
    expect(await contactsOf(w, gone.idDependente)).toEqual([]);
    const photo = await db(w)
      .selectFrom('midia')
      .select('id')
      .where('id', '=', gone.foto.replace('/media/', ''))
      .executeTakeFirst();
    expect(photo).toBeUndefined();
  });

  it('anonymises a dependent whose contract must stay, and leaves it out of the list', async ({
    dependents: w,
  }) => {
    const kept = await addDependent(w, 'Heitor Rezende');
    const { id: contratoId } = await db(w)
      .insertInto('contrato')
      .values({
        cliente_id: kept.idDependente,
        status: 'Encerrado',
        forma_pagamento: 'Pix',
        valor_mensal_centavos: 4990,
        inicio: '2024-01-01',
        fim: '2025-01-01',
        plano: 'Plano Dependente',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Card data an operator filled in: erased like the rest (docs/decisions/026-lgpd-retention.md).
    await db(w)
      .updateTable('cliente')
      .set({
        data_admissao: '2024-01-01',
        numero_carteirinha: '000123-02',
        validade_carteirinha: '2027-12-31',
      })
      .where('id', '=', kept.idDependente)
      .execute();

    const response = await call(
      w.t.app,
      remove,
      { idDependente: kept.idDependente },
      { token: w.token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<DependentCard[]>().map((d) => d.idDependente)).not.toContain(
      kept.idDependente,
    );

    const row = await rowOf(w, kept.idDependente);
    expect(row).toMatchObject({
      nome: '',
      cpf: '',
      email: '',
      telefone1: '',
      telefone2: '',
      uc: '',
      foto: '',
      nascimento: null,
      data_admissao: null,
      sexo_id: null,
      grau_parentesco_id: null,
      cep: '',
      logradouro: '',
      numero: '',
      complemento: '',
      bairro: '',
      cidade: '',
      uf: '',
      numero_carteirinha: '',
      validade_carteirinha: null,
    });
    expect(row?.anonimizado_em).not.toBeNull();
    expect(await contactsOf(w, kept.idDependente)).toEqual([]);
    const contrato = await db(w)
      .selectFrom('contrato')
      .select('id')
      .where('id', '=', contratoId)
      .executeTakeFirst();
    expect(contrato).toEqual({ id: contratoId });

    const unico = await call(
      w.t.app,
      endpoints.getDependenteUnico,
      { idCliente: myCard(w).id, idPerfil: myCard(w).perfil_id, idDependente: kept.idDependente },
      { token: w.token },
    );
    // Erased: the acting-identity check treats it like an id that does not exist (403).
    expect(unico.statusCode).toBe(403);
    const again = await call(
      w.t.app,
      remove,
      { idDependente: kept.idDependente },
      { token: w.token },
    );
    expect(again.statusCode).toBe(403);
  });

  it('lets the CPF of a deleted dependent be added again', async ({ dependents: w }) => {
    const body = dependentPayload(myCard(w));
    const first = await send(w.t.app, endpoints.insertDependente, body, { token: w.token });
    const { idDependente } = first.json<Dependent>();
    await db(w)
      .insertInto('receita')
      .values({
        cliente_id: idDependente,
        descricao: 'Receita',
        medico: 'Dra. X',
        especialidade: 'Pediatria',
        documento_id: null,
        created_at: '2025-01-01T00:00:00.000Z',
      })
      .execute();
    expect((await call(w.t.app, remove, { idDependente }, { token: w.token })).statusCode).toBe(
      200,
    );
    const again = await send(w.t.app, endpoints.insertDependente, body, { token: w.token });
    expect(again.statusCode).toBe(200);
  });

  describe('stored answers of double-tap protection', () => {
    const storedKeys = async (w: DependentsWorld, keys: string[]) =>
      (
        await db(w)
          .selectFrom('idempotencia')
          .select('chave')
          .where('chave', 'in', keys)
          .orderBy('chave')
          .execute()
      ).map((row) => row.chave);

    it("forgets the answers that hold the deleted dependent's data, so a key cannot replay them", async ({
      dependents: w,
    }) => {
      const body = dependentPayload(myCard(w), { nome: 'Clara Apagada' });
      const insertKey = randomUUID();
      const inserted = await send(w.t.app, endpoints.insertDependente, body, {
        token: w.token,
        key: insertKey,
      });
      const { idDependente } = inserted.json<Dependent>();
      const updateKey = randomUUID();
      const updated = await send(
        w.t.app,
        endpoints.updateDependente,
        { ...body, idDependente, nome: 'Clara Atualizada' },
        { token: w.token, key: updateKey },
      );
      expect(updated.statusCode).toBe(200);
      expect(await storedKeys(w, [insertKey, updateKey])).toHaveLength(2);

      const deleted = await call(w.t.app, remove, { idDependente }, { token: w.token });
      expect(deleted.statusCode).toBe(200);
      expect(await storedKeys(w, [insertKey, updateKey])).toEqual([]);

      const repeated = await send(w.t.app, endpoints.insertDependente, body, {
        token: w.token,
        key: insertKey,
      });
      expect(repeated.statusCode).toBe(200);
      expect(repeated.headers['idempotent-replayed']).toBeUndefined();
      expect(repeated.json<Dependent>().idDependente).not.toBe(idDependente);
    });

    it("keeps the answers about the member's other dependents", async ({ dependents: w }) => {
      const gone = await addDependent(w, 'Pedro Removido');
      const staying = dependentPayload(myCard(w), { nome: 'Sofia Fica' });
      const key = randomUUID();
      const first = await send(w.t.app, endpoints.insertDependente, staying, {
        token: w.token,
        key,
      });

      await call(w.t.app, remove, { idDependente: gone.idDependente }, { token: w.token });

      const replayed = await send(w.t.app, endpoints.insertDependente, staying, {
        token: w.token,
        key,
      });
      expect(replayed.headers['idempotent-replayed']).toBe('true');
      expect(replayed.json()).toEqual(first.json());
    });
  });

  it("refuses another member's dependent with 403 and deletes nothing", async ({
    dependents: w,
  }) => {
    const theirs = w.someoneElse.dependent;
    const before = await rowOf(w, theirs.id);
    const response = await call(w.t.app, remove, { idDependente: theirs.id }, { token: w.token });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
    expect(await rowOf(w, theirs.id)).toEqual(before);
  });

  it('refuses a company card named as the dependent with 403', async ({ dependents: w }) => {
    const response = await call(
      w.t.app,
      remove,
      { idDependente: myCard(w).id },
      { token: w.token },
    );
    expect(response.statusCode).toBe(403);
    expect(await rowOf(w, myCard(w).id)).toBeDefined();
  });

  it('refuses an id that does not exist with 403', async ({ dependents: w }) => {
    const response = await call(w.t.app, remove, { idDependente: 987_654 }, { token: w.token });
    expect(response.statusCode).toBe(403);
  });
});
