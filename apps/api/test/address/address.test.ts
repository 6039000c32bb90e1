import { endpoints, type Address, type UpdateEnderecoBody } from '@clube/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cliente } from '../../src/db/schema.js';
import { call } from '../helpers/app.js';
import {
  clienteRow,
  createRecordsWorld,
  FORBIDDEN,
  identityOf,
  type RecordsWorld,
} from '../helpers/records-world.js';

let w: RecordsWorld;
beforeAll(async () => {
  w = await createRecordsWorld();
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
afterAll(() => w.t.close());

const myCard = () => w.me.cards[0]!;
const getEndereco = (body: unknown, token = w.token) =>
  call(w.t.app, endpoints.getClienteEndereco, body, { token });
const updateEndereco = (body: unknown, token = w.token) =>
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
  it("answers the card's address, the CEP masked", async () => {
    const response = await getEndereco(identityOf(myCard()));
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

  it("refuses another member's card with 403", async () => {
    const response = await getEndereco(identityOf(w.someoneElse.cards[0]!));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
  });
});

describe('POST /api/clube/v1/update-cliente-endereco', () => {
  it('saves the address and answers "Dados atualizados com sucesso!"', async () => {
    const card = w.me.cards[1]!;
    const response = await updateEndereco(form(card, { complemento: 'bloco B', uf: 'rj' }));
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
    expect((await getEndereco(identityOf(card))).json<Address>().cep).toBe('22010-000');
  });

  it.each<[string, Partial<UpdateEnderecoBody>, string]>([
    ['a CEP of 7 digits', { cep: '2201000' }, "Campo 'cep' inválido"],
    ['a CEP with letters', { cep: '2201000a' }, "Campo 'cep' inválido"],
    ['no street', { logradouro: ' ' }, "Campo 'logradouro' inválido"],
    ['no number', { numero: '' }, "Campo 'numero' inválido"],
    ['a UF that is not two letters', { uf: 'RJX' }, "Campo 'uf' inválido"],
  ])('refuses %s with 400 naming the field, nothing changed', async (_case, change, message) => {
    const before = await clienteRow(w, myCard().id);
    const response = await updateEndereco(form(myCard(), change));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(await clienteRow(w, myCard().id)).toEqual(before);
  });

  it("refuses another member's card with 403 and changes nothing", async () => {
    const theirs = w.someoneElse.cards[0]!;
    const before = await clienteRow(w, theirs.id);
    const response = await updateEndereco(form(theirs));
    expect(response.statusCode).toBe(403);
    expect(await clienteRow(w, theirs.id)).toEqual(before);
  });

  it("refuses my card id under another member's token with 403", async () => {
    const before = await clienteRow(w, myCard().id);
    const response = await updateEndereco(form(myCard()), w.otherToken);
    expect(response.statusCode).toBe(403);
    expect(await clienteRow(w, myCard().id)).toEqual(before);
  });
});
