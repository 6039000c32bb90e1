import { endpoints } from '@clube/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/app.js';
import {
  createDependentsWorld,
  dependentPayload,
  dependentRowsOf,
  send,
  type DependentsWorld,
} from '../dependents/setup.js';

let w: DependentsWorld;
beforeAll(async () => {
  w = await createDependentsWorld();
});
afterAll(() => w.t.close());

const myCard = () => w.me.cards[0]!;

describe('validation answers a member can read', () => {
  it.each([
    ['a number past any id', 9007199254740991],
    ['an id as a long digit string', '99999999999'],
  ])('answers %s with a Portuguese message, not library notation', async (_what, idCliente) => {
    const response = await call(
      w.t.app,
      endpoints.getDependentes,
      { idCliente, idPerfil: myCard().perfil_id },
      { token: w.token },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Campo 'idCliente' inválido: identificador inválido",
      code: 'INVALID_INPUT',
    });
  });

  it('says how long a name may be in words', async () => {
    const response = await send(
      w.t.app,
      endpoints.insertDependente,
      dependentPayload(myCard(), { nome: 'a'.repeat(121) }),
      { token: w.token },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "Campo 'nome' inválido: deve ter no máximo 120 caracteres",
    );
  });

  it.each([
    ['a NUL', 'Ana\u0000Maria'],
    ['a right-to-left override', 'Ana \u202eairaM'],
  ])('refuses a name with %s and stores nothing', async (_what, nome) => {
    const before = await dependentRowsOf(w, myCard().id);
    const response = await send(
      w.t.app,
      endpoints.insertDependente,
      dependentPayload(myCard(), { nome }),
      { token: w.token },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Campo 'nome' inválido: contém caracteres invisíveis ou de controle não permitidos",
      code: 'INVALID_INPUT',
    });
    expect(await dependentRowsOf(w, myCard().id)).toEqual(before);
  });
});
