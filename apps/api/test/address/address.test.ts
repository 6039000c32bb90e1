import { endpoints, type Address, type UpdateEnderecoBody } from '@clube/contract';
import { describe, expect } from 'vitest';
import type { Cliente } from '../../src/db/schema.js';
import { call } from '../helpers/app.js';
import {
  clienteRow,
  FORBIDDEN,
  identityOf,
  type RecordsWorld,
  recordsTest,
} from '../helpers/records-world.js';

const it = recordsTest();
it.beforeAll(async ({ records: w }) => {
  await w.t.database.db
    .updateTable('cliente')
    .set({
      cep: '01310100',
      logradouro: 'Avenida Paulista',
      numero: '1578',
      complemento: 'ap 12',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
    })
    .where('id', '=', w.me.cards[0]!.id)
    .execute();
});

const myCard = (w: RecordsWorld) => w.me.cards[0]!;
const getEndereco = (w: RecordsWorld, body: unknown, token = w.token) =>
  call(w.t.app, endpoints.getClienteEndereco, body, { token });
const updateEndereco = (w: RecordsWorld, body: unknown, token = w.token) =>
  call(w.t.app, endpoints.updateClienteEndereco, body, { token });

function form(card: Cliente, overrides: Partial<UpdateEnderecoBody> = {}): UpdateEnderecoBody {
  return {
    ...identityOf(card),
    cep: '22010-000',
    logradouro: 'Avenida Atlântica',
    numero: '1702',
    complemento: '',
    bairro: 'Copacabana',
    cidade: 'Rio de Janeiro',
    uf: 'RJ',
    ...overrides,
  };
}

describe('POST /api/clube/v1/get-cliente-endereco', () => {
  it("answers the card's address, the CEP masked", async ({ records: w }) => {
    const response = await getEndereco(w, identityOf(myCard(w)));
    expect(response.statusCode).toBe(200);
    expect(response.json<Address>()).toEqual({
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      numero: '1578',
      complemento: 'ap 12',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
    });
  });

  it("refuses another member's card with 403", async ({ records: w }) => {
    const response = await getEndereco(w, identityOf(w.someoneElse.cards[0]!));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
  });
});

describe('POST /api/clube/v1/update-cliente-endereco', () => {
  it('saves the address and answers "Dados atualizados com sucesso!"', async ({ records: w }) => {
    const card = w.me.cards[1]!;
    const response = await updateEndereco(w, form(card, { complemento: 'bloco B', uf: 'rj' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Dados atualizados com sucesso!' });
    expect(await clienteRow(w, card.id)).toMatchObject({
      cep: '22010000',
      logradouro: 'Avenida Atlântica',
      numero: '1702',
      complemento: 'bloco B',
      bairro: 'Copacabana',
      cidade: 'Rio de Janeiro',
      uf: 'RJ',
    });
    expect((await getEndereco(w, identityOf(card))).json<Address>().cep).toBe('22010-000');
  });

  it.for<[string, Partial<UpdateEnderecoBody>, string]>([
    ['a CEP of 7 digits', { cep: '2201000' }, "Campo 'cep' inválido"],
    ['a CEP with letters', { cep: '2201000a' }, "Campo 'cep' inválido"],
    ['no street', { logradouro: ' ' }, "Campo 'logradouro' inválido"],
    ['no number', { numero: '' }, "Campo 'numero' inválido"],
    ['a UF that is not two letters', { uf: 'RJX' }, "Campo 'uf' inválido"],
  ])(
    'refuses %s with 400 naming the field, nothing changed',
    async ([_case, change, message], { records: w }) => {
      const before = await clienteRow(w, myCard(w).id);
      const response = await updateEndereco(w, form(myCard(w), change));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
      expect(await clienteRow(w, myCard(w).id)).toEqual(before);
    },
  );

  it("refuses another member's card with 403 and changes nothing", async ({ records: w }) => {
    const theirs = w.someoneElse.cards[0]!;
    const before = await clienteRow(w, theirs.id);
    const response = await updateEndereco(w, form(theirs));
    expect(response.statusCode).toBe(403);
    expect(await clienteRow(w, theirs.id)).toEqual(before);
  });

  it("refuses my card id under another member's token with 403", async ({ records: w }) => {
    const before = await clienteRow(w, myCard(w).id);
    const response = await updateEndereco(w, form(myCard(w)), w.otherToken);
    expect(response.statusCode).toBe(403);
    expect(await clienteRow(w, myCard(w).id)).toEqual(before);
  });
});
