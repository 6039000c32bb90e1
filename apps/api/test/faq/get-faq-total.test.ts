import { endpoints } from '@clube/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, tokenFor, type TestApp } from '../helpers/app.js';
import { createMember, insertEmpresa } from '../helpers/factories.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const member = await createMember(t.database.db, {
    empresas: [await insertEmpresa(t.database.db)],
  });
  token = await tokenFor(t.app, member.usuario);
});
afterAll(() => t.close());

const faq = (options: { token?: string } = { token }) =>
  call(t.app, endpoints.getFaqTotal, undefined, options);

async function insertCategory(nome: string, ordem: number, items: [string, string, number][]) {
  const db = t.database.db;
  const { id } = await db
    .insertInto('faq_categoria')
    .values({ nome, ordem })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [pergunta, resposta, itemOrdem] of items) {
    await db
      .insertInto('faq_item')
      .values({ categoria_id: id, pergunta, resposta, ordem: itemOrdem })
      .execute();
  }
}

describe('GET /api/clube/v1/get-faq-total', () => {
  it('answers an empty list while there is no FAQ', async () => {
    const response = await faq();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers every category in order with its items in order, answers as stored', async () => {
    await insertCategory('Novidades', 3, []);
    await insertCategory('Pagamentos', 2, [
      ['Sem resposta?', '', 1],
      ['Como pago?', '<p>Com <strong>boleto</strong>.</p>', 0],
    ]);
    await insertCategory('Cadastro', 1, [['Como entro?', '<p>Com seu CPF.</p>', 1]]);

    const response = await faq();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.json()).toEqual([
      {
        categoria: 'Cadastro',
        conteudo: [{ pergunta: 'Como entro?', resposta: '<p>Com seu CPF.</p>' }],
      },
      {
        categoria: 'Pagamentos',
        conteudo: [
          { pergunta: 'Como pago?', resposta: '<p>Com <strong>boleto</strong>.</p>' },
          { pergunta: 'Sem resposta?', resposta: '' },
        ],
      },
      { categoria: 'Novidades', conteudo: [] },
    ]);
  });

  it('answers 401 without a token', async () => {
    const response = await faq({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
