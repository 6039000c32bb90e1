import { endpoints } from '@clube/contract';
import { describe, expect } from 'vitest';
import { call } from '../helpers/app.js';
import { FORBIDDEN, identityOf, type RecordsWorld, recordsTest } from '../helpers/records-world.js';

const it = recordsTest();
it.beforeAll(async ({ records: w }) => {
  const other = w.me.cards[1]!.empresa_id;
  await w.t.database.db
    .insertInto('servico')
    .values([
      {
        empresa_id: w.empresa.id,
        nome: 'Assistência funeral',
        descricao: 'Cobertura 24 h.',
        ordem: 2,
      },
      {
        empresa_id: w.empresa.id,
        nome: 'Telemedicina',
        descricao: 'Consultas por vídeo.',
        ordem: 1,
      },
      { empresa_id: other, nome: 'Seguro de vida', descricao: 'Outra empresa.', ordem: 1 },
    ])
    .execute();
});

const servicos = (w: RecordsWorld, body: unknown, token = w.token) =>
  call(w.t.app, endpoints.getServicos, body, { token });

describe('POST /api/clube/v1/get-servicos', () => {
  it("answers the services of the card's company, in order", async ({ records: w }) => {
    const response = await servicos(w, identityOf(w.me.cards[0]!));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { nome: 'Telemedicina', descricao: 'Consultas por vídeo.' },
      { nome: 'Assistência funeral', descricao: 'Cobertura 24 h.' },
    ]);
  });

  it("answers a dependent with its company's services", async ({ records: w }) => {
    const response = await servicos(w, identityOf(w.me.dependent));
    expect(response.json()).toHaveLength(2);
  });

  it('answers the other company of my other card', async ({ records: w }) => {
    const response = await servicos(w, identityOf(w.me.cards[1]!));
    expect(response.json()).toEqual([{ nome: 'Seguro de vida', descricao: 'Outra empresa.' }]);
  });

  it("refuses another member's card with 403", async ({ records: w }) => {
    expect((await servicos(w, identityOf(w.someoneElse.cards[0]!))).json()).toEqual(FORBIDDEN);
  });
});
