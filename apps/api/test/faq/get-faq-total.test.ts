import { endpoints } from '@clube/contract';
import type { Kysely } from 'kysely';
import { describe, expect } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import { call } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';

const it = apiTest();

async function insertCategory(
  db: Kysely<Database>,
  nome: string,
  ordem: number,
  items: [string, string, number][],
) {
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
  it('answers an empty list while there is no FAQ', async ({ member }) => {
    const response = await member.call(endpoints.getFaqTotal);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers every category in order with its items in order, answers as stored', async ({
    db,
    member,
  }) => {
    await insertCategory(db, 'Novidades', 3, []);
    await insertCategory(db, 'Pagamentos', 2, [
      ['Sem resposta?', '', 1],
      ['Como pago?', '<p>Com <strong>boleto</strong>.</p>', 0],
    ]);
    await insertCategory(db, 'Cadastro', 1, [['Como entro?', '<p>Com seu CPF.</p>', 1]]);

    const response = await member.call(endpoints.getFaqTotal);
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

  it('answers 401 without a token', async ({ app }) => {
    const response = await call(app.app, endpoints.getFaqTotal);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
