import { endpoints } from '@clube/contract';
import { describe, expect } from 'vitest';
import { call } from '../helpers/app.js';
import {
  dependentPayload,
  dependentRowsOf,
  dependentsTest,
  send,
  type DependentsWorld,
} from '../dependents/setup.js';

const it = dependentsTest();

const myCard = (w: DependentsWorld) => w.me.cards[0]!;

describe('validation answers a member can read', () => {
  it.for([
    ['a number past any id', 9007199254740991],
    ['an id as a long digit string', '99999999999'],
  ] as const)(
    'answers %s with a Portuguese message, not library notation',
    async ([, idCliente], { dependents: w }) => {
      const response = await call(
        w.t.app,
        endpoints.getDependentes,
        { idCliente, idPerfil: myCard(w).perfil_id },
        { token: w.token },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "Campo 'idCliente' inválido: identificador inválido",
        code: 'INVALID_INPUT',
      });
    },
  );

  it('says how long a name may be in words', async ({ dependents: w }) => {
    const response = await send(
      w.t.app,
      endpoints.insertDependente,
      dependentPayload(myCard(w), { nome: 'a'.repeat(121) }),
      { token: w.token },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "Campo 'nome' inválido: deve ter no máximo 120 caracteres",
    );
  });

  it.for([
    ['a NUL', 'Ana\u0000Maria'],
    ['a right-to-left override', 'Ana \u202eairaM'],
  ] as const)('refuses a name with %s and stores nothing', async ([, nome], { dependents: w }) => {
    const before = await dependentRowsOf(w, myCard(w).id);
    const response = await send(
      w.t.app,
      endpoints.insertDependente,
      dependentPayload(myCard(w), { nome }),
      { token: w.token },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Campo 'nome' inválido: contém caracteres invisíveis ou de controle não permitidos",
      code: 'INVALID_INPUT',
    });
    expect(await dependentRowsOf(w, myCard(w).id)).toEqual(before);
  });
});
