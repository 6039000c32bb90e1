import {
  endpoints,
  maskCpf,
  TOO_MANY_WRITES_MESSAGE,
  type Endpoint,
  type EndpointName,
} from '@clube/contract';
import { describe, expect } from 'vitest';
import type { Cliente } from '../../src/db/schema.js';
import { MEMBER_WRITES } from '../../src/plugins/security.js';
import { call, tokenFor } from '../helpers/app.js';
import { createMember, insertEmpresa, uniqueCpf, type TestMember } from '../helpers/factories.js';
import { apiTest } from '../helpers/fixture.js';

/*
 * The member write limit reads the contract's `write` flag: every call flagged there is
 * counted, and nothing else is. A body below names another member's card, so the first call is
 * refused (403) without storing anything, and still counts.
 */

const it = apiTest({ memberWritesPerMinute: 1 })
  .extend('empresa', { scope: 'file' }, ({ db }) => insertEmpresa(db, { create_dependents: 1 }))
  /** The member whose card and dependent the bodies name. */
  .extend('victim', { scope: 'file' }, ({ db, empresa }) =>
    createMember(db, { empresas: [empresa] }),
  )
  /** A member of its own for each test, signed in: the limit counts per member. */
  .extend('fresh', async ({ app, db, empresa }) => {
    const member = await createMember(db, { empresas: [empresa] });
    return { member, token: await tokenFor(app.app, member.usuario) };
  });

const identityOf = (card: Cliente) => ({ idCliente: card.id, idPerfil: card.perfil_id });
const NO_CONTACTS = {
  nome1: '',
  telefone1: '',
  idParentesco1: 0,
  nome2: '',
  telefone2: '',
  idParentesco2: 0,
  nome3: '',
  telefone3: '',
  idParentesco3: 0,
};
const dependentForm = (card: Cliente) => ({
  ...identityOf(card),
  nome: 'Lucas Pereira',
  cpf: maskCpf(uniqueCpf()),
  email: 'lucas@example.com',
  telefone1: '(11) 98765-4321',
  telefone2: '',
  nascimento: '2014-03-09',
  dataAdmissao: '2023-10-07',
  idSexo: 1,
  idGrauParentesco: 1,
  foto: '',
});

/** A well-formed body of each write call, naming the victim's card or dependent. */
const WRITE_BODIES: Partial<Record<EndpointName, (them: TestMember) => unknown>> = {
  insertDependente: (them) => dependentForm(them.cards[0]!),
  updateDependente: (them) => ({
    ...dependentForm(them.cards[0]!),
    idDependente: them.dependent.id,
  }),
  deleteDependente: (them) => ({ idDependente: them.dependent.id }),
  insereAvaliacao: (them) => ({
    ...identityOf(them.cards[0]!),
    idServicoParceiro: 1,
    idParceiro: 1,
    nota: 5,
    comentario: 'Ótimo.',
  }),
  favoritarParceiro: (them) => ({
    ...identityOf(them.cards[0]!),
    idServicoParceiro: 1,
    idParceiro: 1,
    favorito: true,
  }),
  updateCliente: (them) => ({
    ...identityOf(them.cards[0]!),
    nome: 'Ana Beatriz Souza',
    email: 'ana@example.com',
    telefone1: '(11) 98765-4321',
    telefone2: '',
    idSexo: 2,
    nascimento: '1988-02-29',
    foto: '',
    emergencia: NO_CONTACTS,
  }),
  updateClienteEndereco: (them) => ({
    ...identityOf(them.cards[0]!),
    cep: '22010-000',
    logradouro: 'Avenida Atlântica',
    numero: '1702',
    complemento: '',
    bairro: 'Copacabana',
    cidade: 'Rio de Janeiro',
    uf: 'RJ',
  }),
  updateProfile: (them) => ({
    ...identityOf(them.cards[0]!),
    login: them.usuario.login,
    nome: 'Maria Clara da Silva',
    email: 'maria.clara@example.com',
    telefone: '(21) 99876-5432',
    foto: '',
  }),
  cancelarAgendamento: (them) => ({ ...identityOf(them.cards[0]!), codigo: 'CNS-000000' }),
  reportarUso: (them) => ({ ...identityOf(them.cards[0]!), idUso: 1, comentario: '' }),
  marcarAvisoLido: (them) => ({ ...identityOf(them.cards[0]!), idAviso: 1 }),
  marcarAvisosLidos: (them) => identityOf(them.cards[0]!),
  salvarPreferenciasAvisos: () => ({
    preferencias: [{ tipo: 'senha_alterada', push: false, email: false }],
  }),
  registrarPush: () => ({
    endpoint: 'https://fcm.googleapis.com/fcm/send/limite',
    keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
  }),
  removerPush: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/de-ninguem' }),
};

/**
 * Writes that name no one else (they act on the token's own person): their body above is refused
 * for its own reason, with this status, and still counts.
 */
const FIRST_STATUS: Partial<Record<EndpointName, number>> = {
  /** A security notice switched off. */
  salvarPreferenciasAvisos: 422,
  /** This test app sends no push notifications. */
  registrarPush: 409,
  /** No such subscription of the caller. */
  removerPush: 404,
};

// Every call of the contract's table is served (test/contract-table.test.ts checks it).
const all = Object.entries(endpoints) as [EndpointName, Endpoint][];
const writes = all.filter(([, e]) => e.write);

describe('writes per member and minute', () => {
  it('counts exactly the calls the contract flags as writes', () => {
    const flagged = all.filter(([, e]) => e.write).map(([, e]) => e.path);
    expect([...MEMBER_WRITES].sort()).toEqual(flagged.sort());
    expect(MEMBER_WRITES).toContain(endpoints.insertDependente.path);
    expect(MEMBER_WRITES).not.toContain(endpoints.getDependentes.path);
  });

  it('has a well-formed body in this test for every write', () => {
    const untested = writes.filter(([name]) => !WRITE_BODIES[name]);
    expect(untested.map(([name]) => name)).toEqual([]);
  });

  it.for(writes)(
    'answers 429 to a member past the limit on %s, storing nothing',
    async ([name, e], { app, victim, fresh: { token } }) => {
      const body = WRITE_BODIES[name]!(victim);
      const first = await call(app.app, e, body, { token });
      expect(first.statusCode, first.body).toBe(FIRST_STATUS[name] ?? 403);
      const second = await call(app.app, e, body, { token });
      expect(second.statusCode).toBe(429);
      expect(second.json()).toEqual({
        message: TOO_MANY_WRITES_MESSAGE,
        code: 'TOO_MANY_REQUESTS',
      });
    },
  );

  it('does not count reads or the password change', async ({
    app,
    victim,
    fresh: { member, token },
  }) => {
    const card = identityOf(member.cards[0]!);
    for (let i = 0; i < 3; i += 1) {
      expect((await call(app.app, endpoints.getDependentes, card, { token })).statusCode).toBe(200);
    }
    const changed = await call(
      app.app,
      endpoints.changePassword,
      { oldpass: member.usuario.password, newpass: 'nova-senha-1' },
      { token },
    );
    expect(changed.statusCode).toBe(200);
    const { token: fresh } = changed.json<{ token: { token: string } }>().token;
    const write = await call(
      app.app,
      endpoints.deleteDependente,
      { idDependente: victim.dependent.id },
      { token: fresh },
    );
    expect(write.statusCode).toBe(403);
  });
});
