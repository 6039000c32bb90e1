import { endpoints, maskCpf } from '@clube/contract';
import {
  adminEndpoints,
  adminMember,
  createMemberResponse,
  MEMBER_ADMIN_MESSAGES as M,
  type CreateMemberBody,
} from '@clube/contract/admin';
import type { Kysely } from 'kysely';
import { describe, expect } from 'vitest';
import type { Database, Empresa } from '../../src/db/schema.js';
import { adminCall, dumpTables, signedInOperator } from '../admin/members-world.js';
import { call, login, tokenFor, type TestApp } from '../helpers/app.js';
import {
  createMember,
  insertEmpresa,
  PERFIL,
  uniqueCpf,
  type TestMember,
} from '../helpers/factories.js';
import { apiTest } from '../helpers/fixture.js';

/**
 * One sign-in (the CPF) is shared by every company card of a person. Staff of a company where the
 * person holds one card, while they also hold a card elsewhere, must neither learn the other
 * company's data nor gain power over the shared sign-in: every console write that touches a
 * person is tried here as an operator and as a support of such a company.
 */

/** What only B's records and the shared sign-in hold. */
const SIGN_IN = { nome: 'Sofia Sinal', email: 'sofia@beta.example', telefone: '21988887777' };
/** What A's card holds (A's staff typed it). */
const CARD_A = { nome: 'Sofia da Alfa', email: 'sofia@alfa.example', telefone1: '1133334444' };

/** A person with a card in A (A's data) and one in B (the sign-in's data). */
async function personInAAndB(
  db: Kysely<Database>,
  empresaA: Empresa,
  empresaB: Empresa,
): Promise<TestMember> {
  const person = await createMember(db, { empresas: [empresaA, empresaB], usuario: SIGN_IN });
  const cardA = person.cards[0]!;
  await db.updateTable('cliente').set(CARD_A).where('id', '=', cardA.id).execute();
  await db
    .updateTable('cliente')
    .set({ nome: SIGN_IN.nome, email: SIGN_IN.email, telefone1: SIGN_IN.telefone })
    .where('id', '=', person.cards[1]!.id)
    .execute();
  return person;
}

/** The shared sign-in as stored: what a takeover would change. */
const signInRow = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('usuario')
    .select(['nome', 'email', 'telefone', 'senha_hash', 'token_version', 'alterar_senha'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** The member still acts as their card in B (the last one made) with a token they had before. */
async function stillSignedInToB(t: TestApp, person: TestMember, token: string) {
  const cardB = person.cards.at(-1)!;
  const response = await call(
    t.app,
    endpoints.getDependentes,
    { idCliente: cardB.id, idPerfil: cardB.perfil_id },
    { token },
  );
  return response.statusCode === 200;
}

const expectNothingOfB = (body: string) => {
  expect(body).not.toContain(SIGN_IN.nome);
  expect(body).not.toContain(SIGN_IN.email);
  expect(body).not.toContain(SIGN_IN.telefone);
  expect(body).not.toContain('Beta');
};

const it = apiTest().extend('world', { scope: 'file' }, async ({ app, db }) => {
  const empresaA = await insertEmpresa(db, { nome: 'Alfa' });
  const empresaB = await insertEmpresa(db, { nome: 'Beta' });
  const empresaC = await insertEmpresa(db, { nome: 'Gama' });
  return {
    empresaA,
    empresaB,
    empresaC,
    admin: await signedInOperator(app.app, db, 'admin'),
    /** Operator of A and C: reaches one of the person's cards, never the one in B. */
    operatorA: await signedInOperator(app.app, db, 'operator', [empresaA.id, empresaC.id]),
    supportA: await signedInOperator(app.app, db, 'support', [empresaA.id]),
    /** Operator of A and B: reaches every card of the person. */
    operatorAB: await signedInOperator(app.app, db, 'operator', [empresaA.id, empresaB.id]),
  };
});

describe('a new card for a CPF that signs in elsewhere', () => {
  const body = (empresaA: Empresa, cpf: string): CreateMemberBody => ({
    cpf: maskCpf(cpf),
    nome: 'Nome Digitado',
    email: 'digitado@alfa.example',
    telefone: '(11) 95555-4444',
    nascimento: '1990-01-01',
    idEmpresa: empresaA.id,
    idPerfil: PERFIL.titular,
    numeroCarteirinha: 'A-77',
    validadeCarteirinha: '',
  });

  it('as operator: adds the card, shows only what was typed, leaves the sign-in and its sessions alone', async ({
    db,
    app: t,
    world: { empresaA, empresaB, operatorA },
  }) => {
    const onlyB = await createMember(db, { empresas: [empresaB], usuario: SIGN_IN });
    const token = await tokenFor(t.app, onlyB.usuario);
    const before = await signInRow(db, onlyB.usuario.id);

    const response = await adminCall(t.app, operatorA, adminEndpoints.createMember, {
      body: body(empresaA, onlyB.usuario.login),
    });
    expect(response.statusCode).toBe(200);
    expectNothingOfB(response.body);
    const created = createMemberResponse.parse(response.json());
    expect(created).toMatchObject({ novoAssociado: false, senhaProvisoria: null });
    expect(created.member).toMatchObject({
      nome: 'Nome Digitado',
      email: 'digitado@alfa.example',
      acessoTotal: false,
    });
    expect(await signInRow(db, onlyB.usuario.id)).toEqual(before);
    expect(await stillSignedInToB(t, onlyB, token)).toBe(true);
    // …and the person's page and the list show the same, never the sign-in's data.
    const page = await adminCall(t.app, operatorA, adminEndpoints.getMember, {
      params: { id: onlyB.usuario.id },
    });
    expect(page.statusCode).toBe(200);
    expectNothingOfB(page.body);
  });

  it('as support: refused, nothing written', async ({
    db,
    app: t,
    world: { empresaA, empresaB, supportA },
  }) => {
    const onlyB = await createMember(db, { empresas: [empresaB], usuario: SIGN_IN });
    const before = await dumpTables(db);
    const response = await adminCall(t.app, supportA, adminEndpoints.createMember, {
      body: body(empresaA, onlyB.usuario.login),
    });
    expect(response.statusCode).toBe(403);
    expect(await dumpTables(db)).toBe(before);
  });

  it('a brand-new CPF still gets its first password on screen', async ({
    app: t,
    world: { empresaA, operatorA },
  }) => {
    const response = await adminCall(t.app, operatorA, adminEndpoints.createMember, {
      body: body(empresaA, uniqueCpf()),
    });
    expect(response.statusCode).toBe(200);
    const created = createMemberResponse.parse(response.json());
    expect(created.novoAssociado).toBe(true);
    expect(created.senhaProvisoria).toMatch(/^[A-Za-z2-9]{10}$/);
    expect(created.member.acessoTotal).toBe(true);
  });
});

describe('reading a person who also holds a card elsewhere', () => {
  it.for(['operator', 'support'] as const)(
    'as %s of A: the page and the list show A’s card data, and say the reach is partial',
    async (role, { db, app: t, world: { empresaA, empresaB, operatorA, supportA } }) => {
      const who = role === 'operator' ? operatorA : supportA;
      const person = await personInAAndB(db, empresaA, empresaB);
      const page = await adminCall(t.app, who, adminEndpoints.getMember, {
        params: { id: person.usuario.id },
      });
      expect(page.statusCode).toBe(200);
      expectNothingOfB(page.body);
      expect(adminMember.parse(page.json())).toMatchObject({
        nome: CARD_A.nome,
        email: CARD_A.email,
        telefone: CARD_A.telefone1,
        acessoTotal: false,
      });
      const list = await adminCall(t.app, who, adminEndpoints.listMembers, {
        query: { busca: person.usuario.login },
      });
      expect(list.statusCode).toBe(200);
      expectNothingOfB(list.body);
      expect(list.json().data[0]).toMatchObject({ nome: CARD_A.nome, email: CARD_A.email });
    },
  );
});

describe('adding a card to a person who also holds a card elsewhere', () => {
  it('as operator: the new card takes A’s data, never the sign-in’s', async ({
    db,
    app: t,
    world: { empresaA, empresaB, empresaC, operatorA },
  }) => {
    const person = await personInAAndB(db, empresaA, empresaB);
    const response = await adminCall(t.app, operatorA, adminEndpoints.addMemberCard, {
      params: { id: person.usuario.id },
      body: { idEmpresa: empresaC.id, idPerfil: PERFIL.titular, numeroCarteirinha: 'C-1' },
    });
    expect(response.statusCode).toBe(200);
    expectNothingOfB(response.body);
    const card = await db
      .selectFrom('cliente')
      .select(['nome', 'email', 'telefone1'])
      .where('usuario_id', '=', person.usuario.id)
      .where('empresa_id', '=', empresaC.id)
      .executeTakeFirstOrThrow();
    expect(card).toEqual(CARD_A);
  });

  it('as support: refused, nothing written', async ({
    db,
    app: t,
    world: { empresaA, empresaB, supportA },
  }) => {
    const person = await personInAAndB(db, empresaA, empresaB);
    const before = await dumpTables(db);
    const response = await adminCall(t.app, supportA, adminEndpoints.addMemberCard, {
      params: { id: person.usuario.id },
      body: { idEmpresa: empresaA.id, idPerfil: PERFIL.titular, numeroCarteirinha: 'A-2' },
    });
    expect(response.statusCode).toBe(403);
    expect(await dumpTables(db)).toBe(before);
  });
});

describe('a password reset of a person who also holds a card elsewhere', () => {
  it.for(['operator', 'support'] as const)(
    'as %s of A: a password on screen is refused (403), the sign-in and its sessions untouched',
    async (role, { db, app: t, world: { empresaA, empresaB, operatorA, supportA } }) => {
      const who = role === 'operator' ? operatorA : supportA;
      const person = await personInAAndB(db, empresaA, empresaB);
      const token = await tokenFor(t.app, person.usuario);
      const before = await dumpTables(db);
      const response = await adminCall(t.app, who, adminEndpoints.resetMemberPassword, {
        params: { id: person.usuario.id },
        body: { entrega: 'tela' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(M.screenOutOfReach);
      expect(await dumpTables(db)).toBe(before);
      expect(await stillSignedInToB(t, person, token)).toBe(true);
      expect(
        (await login(t.app, person.usuario.login, person.usuario.password)).token,
      ).toBeTruthy();
    },
  );

  it.for(['operator', 'support'] as const)(
    'as %s of A: by e-mail or SMS it goes only to the contact on file, never to a typed address, never on screen',
    async (role, { db, app: t, world: { empresaA, empresaB, operatorA, supportA } }) => {
      const who = role === 'operator' ? operatorA : supportA;
      for (const [entrega, destino] of [
        ['email', SIGN_IN.email],
        ['sms', SIGN_IN.telefone],
      ] as const) {
        const person = await personInAAndB(db, empresaA, empresaB);
        const sent = await db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow();
        const response = await adminCall(t.app, who, adminEndpoints.resetMemberPassword, {
          params: { id: person.usuario.id },
          body: { entrega, email: 'atacante@example.com', telefone: '11900000000' },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().senhaProvisoria).toBeNull();
        const rows = await db
          .selectFrom('outbox')
          .select(['canal', 'destino', 'corpo'])
          .orderBy('id')
          .execute();
        const added = rows.slice(Number(sent.n));
        expect(added.map((r) => [r.canal, r.destino])).toEqual([[entrega, destino]]);
        expect(JSON.stringify(added)).not.toContain('atacante');
        expect(JSON.stringify(added)).not.toContain('11900000000');
        const password = /provisória(?: é)?: ([A-Za-z2-9]{10})/.exec(added[0]!.corpo)?.[1];
        expect(password).toBeDefined();
        expect(response.body).not.toContain(password);
      }
    },
  );

  it('an operator of every company of the person (and an admin) may still show it on screen', async ({
    db,
    app: t,
    world: { empresaA, empresaB, admin, operatorAB },
  }) => {
    for (const who of [operatorAB, admin]) {
      const person = await personInAAndB(db, empresaA, empresaB);
      const response = await adminCall(t.app, who, adminEndpoints.resetMemberPassword, {
        params: { id: person.usuario.id },
        body: { entrega: 'tela' },
      });
      expect(response.statusCode).toBe(200);
      const { senhaProvisoria } = response.json<{ senhaProvisoria: string }>();
      expect((await login(t.app, person.usuario.login, senhaProvisoria)).alterarSenha).toBe(true);
    }
  });
});

describe('unlocking a person who also holds a card elsewhere', () => {
  it.for(['operator', 'support'] as const)(
    'as %s of A: 403, nothing written',
    async (role, { db, app: t, world: { empresaA, empresaB, operatorA, supportA } }) => {
      const who = role === 'operator' ? operatorA : supportA;
      const person = await personInAAndB(db, empresaA, empresaB);
      const before = await dumpTables(db);
      const response = await adminCall(t.app, who, adminEndpoints.unlockMember, {
        params: { id: person.usuario.id },
      });
      expect(response.statusCode).toBe(403);
      if (role === 'operator') expect(response.json().message).toBe(M.signInOutOfReach);
      expect(await dumpTables(db)).toBe(before);
    },
  );

  it('an operator of every company of the person may', async ({
    db,
    app: t,
    world: { empresaA, empresaB, operatorAB },
  }) => {
    const person = await personInAAndB(db, empresaA, empresaB);
    const response = await adminCall(t.app, operatorAB, adminEndpoints.unlockMember, {
      params: { id: person.usuario.id },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('ending the card in A of a person who also holds a card elsewhere', () => {
  it('as operator: the card in A ends, the sessions the person uses in B go on', async ({
    db,
    app: t,
    world: { empresaA, empresaB, operatorA },
  }) => {
    const person = await personInAAndB(db, empresaA, empresaB);
    const token = await tokenFor(t.app, person.usuario);
    const response = await adminCall(t.app, operatorA, adminEndpoints.endMemberCard, {
      params: { id: person.cards[0]!.id },
    });
    expect(response.statusCode).toBe(200);
    expectNothingOfB(response.body);
    expect(await stillSignedInToB(t, person, token)).toBe(true);
  });

  it('as operator through a contract write that ends the card: the sessions in B go on', async ({
    db,
    app: t,
    world: { empresaA, empresaB, operatorA },
  }) => {
    const person = await personInAAndB(db, empresaA, empresaB);
    const token = await tokenFor(t.app, person.usuario);
    const response = await adminCall(t.app, operatorA, adminEndpoints.createContract, {
      params: { id: person.cards[0]!.id },
      body: {
        status: 'Encerrado',
        formaPagamento: 'Pix',
        valorMensal: '10,00',
        inicio: '2024-01-01',
        fim: '2024-12-31',
        plano: 'Básico',
      },
    });
    expect(response.statusCode).toBe(200);
    const card = await db
      .selectFrom('cliente')
      .select('encerrado_em')
      .where('id', '=', person.cards[0]!.id)
      .executeTakeFirstOrThrow();
    expect(card.encerrado_em).not.toBeNull();
    expect(await stillSignedInToB(t, person, token)).toBe(true);
  });

  it.for(['end', 'reactivate'] as const)(
    'as support (%s): 403, nothing written',
    async (step, { db, app: t, world: { empresaA, empresaB, supportA } }) => {
      const person = await personInAAndB(db, empresaA, empresaB);
      const before = await dumpTables(db);
      const endpoint =
        step === 'end' ? adminEndpoints.endMemberCard : adminEndpoints.reactivateMemberCard;
      const response = await adminCall(t.app, supportA, endpoint, {
        params: { id: person.cards[0]!.id },
      });
      expect(response.statusCode).toBe(403);
      expect(await dumpTables(db)).toBe(before);
    },
  );
});

describe('staff of A never reach the card in B itself', () => {
  it.for(['operator', 'support'] as const)(
    'as %s of A: every card write on B’s card is 403',
    async (role, { db, app: t, world: { empresaA, empresaB, operatorA, supportA } }) => {
      const who = role === 'operator' ? operatorA : supportA;
      const person = await personInAAndB(db, empresaA, empresaB);
      const before = await dumpTables(db);
      for (const endpoint of [adminEndpoints.endMemberCard, adminEndpoints.reactivateMemberCard]) {
        const response = await adminCall(t.app, who, endpoint, {
          params: { id: person.cards[1]!.id },
        });
        expect(response.statusCode).toBe(403);
      }
      expect(await dumpTables(db)).toBe(before);
    },
  );
});
