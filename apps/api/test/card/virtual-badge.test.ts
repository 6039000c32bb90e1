import { endpoints, maskCpf, type VirtualBadge } from '@clube/contract';
import { describe, expect } from 'vitest';
import { call } from '../helpers/app.js';
import { FORBIDDEN, identityOf, type RecordsWorld, recordsTest } from '../helpers/records-world.js';

const it = recordsTest();
it.beforeAll(async ({ records: w }) => {
  const db = w.t.database.db;
  await db
    .updateTable('empresa')
    .set({ imagem_rodape_carteirinha: '/media/rodape-1' })
    .where('id', '=', w.empresa.id)
    .execute();
  await db
    .updateTable('cliente')
    .set({ validade_carteirinha: '2027-06-30', numero_carteirinha: '0001234567' })
    .where('id', 'in', [w.me.cards[0]!.id, w.me.dependent.id])
    .execute();
});

const badge = (w: RecordsWorld, body: unknown, token = w.token) =>
  call(w.t.app, endpoints.virtualBadge, body, { token });

describe('POST /api/clube/v1/virtual-badge', () => {
  it("answers the card's fields with the company's footer image", async ({ records: w }) => {
    const card = w.me.cards[0]!;
    const response = await badge(w, identityOf(card));
    expect(response.statusCode).toBe(200);
    expect(response.json<VirtualBadge>()).toEqual({
      idCliente: card.id,
      idPerfil: card.perfil_id,
      nome: card.nome,
      cpf: maskCpf(card.cpf),
      imagemRodape: '/media/rodape-1',
      numero: '0001234567',
      validade: '2027-06-30',
      codigo: { segredo: expect.stringMatching(/^[A-Z2-7]{32}$/), passo: 30, digitos: 6 },
    });
  });

  it('gives a card the same code secret each time', async ({ records: w }) => {
    const card = w.me.cards[0]!;
    const first = (await badge(w, identityOf(card))).json<{ codigo: { segredo: string } }>();
    const again = (await badge(w, identityOf(card))).json<{ codigo: { segredo: string } }>();
    expect(again.codigo.segredo).toBe(first.codigo.segredo);
  });

  it("answers a dependent's own card", async ({ records: w }) => {
    const dep = w.me.dependent;
    const response = await badge(w, identityOf(dep));
    expect(response.statusCode).toBe(200);
    expect(response.json<VirtualBadge>()).toMatchObject({
      idCliente: dep.id,
      idPerfil: dep.perfil_id,
      nome: dep.nome,
      cpf: maskCpf(dep.cpf),
    });
  });

  it("answers '' for a card without validity", async ({ records: w }) => {
    const response = await badge(w, identityOf(w.me.cards[1]!));
    expect(response.json<VirtualBadge>()).toMatchObject({ validade: '', imagemRodape: '' });
  });

  it("refuses another member's card and dependent with 403", async ({ records: w }) => {
    expect((await badge(w, identityOf(w.someoneElse.cards[0]!))).json()).toEqual(FORBIDDEN);
    expect((await badge(w, identityOf(w.someoneElse.dependent))).statusCode).toBe(403);
  });
});
