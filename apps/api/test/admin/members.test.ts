import { endpoints, maskCpf } from '@clube/contract';
import {
  adminEndpoints,
  adminMember,
  cardChangeResponse,
  createMemberResponse,
  listMembersResponse,
  type CreateMemberBody,
} from '@clube/contract/admin';
import { describe, expect } from 'vitest';
import type { Empresa } from '../../src/db/schema.js';
import { call, login, tokenFor } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';
import {
  createMember,
  insertEmpresa,
  PERFIL,
  uniqueCpf,
  type TestMember,
} from '../helpers/factories.js';
import {
  adminCall,
  auditRows,
  dumpTables,
  signedInOperator,
  type SignedInOperator,
} from './members-world.js';

let empresaA: Empresa;
let empresaB: Empresa;
let admin: SignedInOperator;
let operatorA: SignedInOperator;
let supportA: SignedInOperator;
/** Holds a card in A and one in B. */
let both: TestMember;
/** Holds a card only in B. */
let onlyB: TestMember;

const newMember = (overrides: Partial<CreateMemberBody> = {}): CreateMemberBody => ({
  cpf: maskCpf(uniqueCpf()),
  nome: 'Joana Prado',
  email: 'joana@example.com',
  telefone: '(11) 91234-5678',
  nascimento: '1985-03-09',
  idEmpresa: empresaA.id,
  idPerfil: PERFIL.titular,
  numeroCarteirinha: '7788',
  validadeCarteirinha: '2027-12-31',
  ...overrides,
});

const cardOf = (m: TestMember, empresa: Empresa) => {
  const card = m.cards.find((c) => c.empresa_id === empresa.id);
  if (!card) throw new Error('no card');
  return card;
};

const it = apiTest();
it.beforeAll(async ({ app, db }) => {
  empresaA = await insertEmpresa(db, { nome: 'Alfa' });
  empresaB = await insertEmpresa(db, { nome: 'Beta' });
  admin = await signedInOperator(app.app, db, 'admin');
  operatorA = await signedInOperator(app.app, db, 'operator', [empresaA.id]);
  supportA = await signedInOperator(app.app, db, 'support', [empresaA.id]);
  both = await createMember(db, {
    empresas: [empresaA, empresaB],
    usuario: { nome: 'Bruno Ambos', email: 'bruno@example.com' },
  });
  onlyB = await createMember(db, {
    empresas: [empresaB],
    usuario: { nome: 'Carla Beta', email: '' },
  });
});

describe('GET /api/admin/v1/members', () => {
  it('finds a member by CPF masked, by digits, by the first digits, and by part of the name', async ({
    app,
  }) => {
    const cpf = both.usuario.login;
    for (const busca of [maskCpf(cpf), cpf, maskCpf(cpf).slice(0, 7), 'bruno AMB']) {
      const response = await adminCall(app.app, admin, adminEndpoints.listMembers, {
        query: { busca },
      });
      expect(response.statusCode).toBe(200);
      const page = listMembersResponse.parse(response.json());
      expect(page.data.map((m) => m.id)).toContain(both.usuario.id);
      expect(page.data.find((m) => m.id === both.usuario.id)).toMatchObject({
        cpf: maskCpf(cpf),
        nome: 'Bruno Ambos',
      });
    }
  });

  it('finds a name whatever its accents and capitals: "joao" finds "João Pedro Almeida"', async ({
    app,
    db,
  }) => {
    const joao = await createMember(db, {
      empresas: [empresaA],
      usuario: { nome: 'João Pedro Almeida' },
    });
    for (const busca of ['joao', 'JOÃO pedro', 'pedro almeida', 'Joao  Pedro']) {
      const response = await adminCall(app.app, operatorA, adminEndpoints.listMembers, {
        query: { busca },
      });
      const { data } = listMembersResponse.parse(response.json());
      expect(
        data.map((m) => m.nome),
        busca,
      ).toEqual(['João Pedro Almeida']);
      expect(data[0]?.id).toBe(joao.usuario.id);
    }
    const none = await adminCall(app.app, operatorA, adminEndpoints.listMembers, {
      query: { busca: 'joão_' },
    });
    expect(listMembersResponse.parse(none.json()).data).toEqual([]);
  });

  it('finds a member by the name they gave themselves in the app', async ({ app, db }) => {
    const renamed = await createMember(db, {
      empresas: [empresaA],
      usuario: { nome: 'Renata Souza' },
    });
    const token = await tokenFor(app.app, renamed.usuario);
    const card = cardOf(renamed, empresaA);
    const saved = await call(
      app.app,
      endpoints.updateProfile,
      {
        idCliente: card.id,
        idPerfil: card.perfil_id,
        login: renamed.usuario.login,
        nome: 'Renata Conceição',
        email: 'renata@example.com',
        telefone: '(11) 98765-4321',
        foto: '',
      },
      { token },
    );
    expect(saved.statusCode).toBe(200);
    const response = await adminCall(app.app, operatorA, adminEndpoints.listMembers, {
      query: { busca: 'conceicao' },
    });
    expect(listMembersResponse.parse(response.json()).data.map((m) => m.id)).toEqual([
      renamed.usuario.id,
    ]);
  });

  it('sorts by last sign-in with those who never signed in last, both ways', async ({ app }) => {
    await login(app.app, both.usuario.login, both.usuario.password);
    for (const order of ['asc', 'desc']) {
      const response = await adminCall(app.app, admin, adminEndpoints.listMembers, {
        query: { sort: 'ultimoAcessoEm', order, perPage: 100 },
      });
      const { data } = listMembersResponse.parse(response.json());
      expect(data[0]?.ultimoAcessoEm).not.toBeNull();
      expect(data.at(-1)?.ultimoAcessoEm).toBeNull();
    }
  });

  it('pages with the total', async ({ app }) => {
    const response = await adminCall(app.app, admin, adminEndpoints.listMembers, {
      query: { perPage: 1, page: 2, sort: 'nome' },
    });
    const page = listMembersResponse.parse(response.json());
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.data).toHaveLength(1);
  });

  it('shows an operator and a support only members with a card of their companies, and only those cards', async ({
    app,
  }) => {
    for (const who of [operatorA, supportA]) {
      const response = await adminCall(app.app, who, adminEndpoints.listMembers, {
        query: { perPage: 100 },
      });
      expect(response.statusCode).toBe(200);
      const page = listMembersResponse.parse(response.json());
      const ids = page.data.map((m) => m.id);
      expect(ids).toContain(both.usuario.id);
      expect(ids).not.toContain(onlyB.usuario.id);
      expect(page.data.find((m) => m.id === both.usuario.id)?.cartoes).toEqual([
        {
          idCliente: cardOf(both, empresaA).id,
          idEmpresa: empresaA.id,
          empresa: 'Alfa',
          status: 'ativo',
        },
      ]);
    }
    const byCpf = await adminCall(app.app, operatorA, adminEndpoints.listMembers, {
      query: { busca: onlyB.usuario.login },
    });
    expect(byCpf.json()).toEqual({ data: [], total: 0 });
  });
});

describe('GET /api/admin/v1/members/:id', () => {
  it('answers the member, their cards with dependents, last sign-in and lock state', async ({
    app,
  }) => {
    await login(app.app, both.usuario.login, both.usuario.password);
    const response = await adminCall(app.app, admin, adminEndpoints.getMember, {
      params: { id: both.usuario.id },
    });
    expect(response.statusCode).toBe(200);
    const page = adminMember.parse(response.json());
    expect(page).toMatchObject({
      id: both.usuario.id,
      nome: 'Bruno Ambos',
      cpf: maskCpf(both.usuario.login),
      alterarSenha: false,
      bloqueado: false,
    });
    expect(Date.now() - Date.parse(page.ultimoAcessoEm ?? '')).toBeLessThan(60_000);
    expect(page.cartoes.map((c) => c.idEmpresa)).toEqual([empresaA.id, empresaB.id]);
    expect(page.cartoes[0]).toMatchObject({
      status: 'ativo',
      encerradoEm: null,
      perfil: 'titular',
      dependentes: [{ id: both.dependent.id, cpf: maskCpf(both.dependent.cpf) }],
    });
  });

  it('shows an operator and a support only the cards of their companies', async ({ app }) => {
    for (const who of [operatorA, supportA]) {
      const response = await adminCall(app.app, who, adminEndpoints.getMember, {
        params: { id: both.usuario.id },
      });
      expect(response.statusCode).toBe(200);
      expect(adminMember.parse(response.json()).cartoes.map((c) => c.idEmpresa)).toEqual([
        empresaA.id,
      ]);
    }
  });

  it('refuses a member of another company (403) and answers 404 to an admin for none', async ({
    app,
  }) => {
    for (const who of [operatorA, supportA]) {
      const response = await adminCall(app.app, who, adminEndpoints.getMember, {
        params: { id: onlyB.usuario.id },
      });
      expect(response.statusCode).toBe(403);
    }
    const unknown = await adminCall(app.app, operatorA, adminEndpoints.getMember, {
      params: { id: 999_999 },
    });
    expect(unknown.statusCode).toBe(403);
    const missing = await adminCall(app.app, admin, adminEndpoints.getMember, {
      params: { id: 999_999 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Associado não encontrado.');
  });
});

describe('POST /api/admin/v1/members', () => {
  it('creates a member with a card; the first password works once and must be changed', async ({
    app,
    db,
  }) => {
    const body = newMember();
    const response = await adminCall(app.app, operatorA, adminEndpoints.createMember, { body });
    expect(response.statusCode).toBe(200);
    const created = createMemberResponse.parse(response.json());
    expect(created.novoAssociado).toBe(true);
    expect(created.senhaProvisoria).toMatch(/^[A-Za-z2-9]{10}$/);
    expect(created.member).toMatchObject({
      nome: 'Joana Prado',
      cpf: body.cpf,
      telefone: '11912345678',
      alterarSenha: true,
      cartoes: [
        {
          idEmpresa: empresaA.id,
          idPerfil: PERFIL.titular,
          numeroCarteirinha: '7788',
          validadeCarteirinha: '2027-12-31',
          status: 'ativo',
        },
      ],
    });

    const session = await login(app.app, body.cpf, created.senhaProvisoria ?? '');
    expect(session).toMatchObject({ alterarSenha: true, aceiteTermo: true, nome: 'Joana Prado' });
    expect(session.empresas.map((e) => e.idEmpresa)).toEqual([empresaA.id]);

    // The audit row: who, what, the CPF masked and never the password.
    const [row] = await auditRows(db, 'members', created.member.id);
    expect(row).toMatchObject({
      operador_id: operatorA.id,
      acao: 'create',
      empresa_id: empresaA.id,
    });
    expect(row?.campos).not.toContain(created.senhaProvisoria);
    expect(row?.campos).not.toContain(body.cpf.replace(/\D/g, ''));
    expect(JSON.parse(row?.campos ?? '{}')).toMatchObject({
      nome: { to: 'Joana Prado' },
      cartao: { to: { idEmpresa: empresaA.id, numeroCarteirinha: '7788' } },
    });
    // The member page shows the trail.
    expect(created.member.auditoria[0]).toMatchObject({
      action: 'create',
      operatorId: operatorA.id,
    });
  });

  it('adds the card to a CPF that already signs in, keeping their data and password unseen and unchanged', async ({
    app,
    db,
  }) => {
    const response = await adminCall(app.app, operatorA, adminEndpoints.createMember, {
      body: newMember({ cpf: onlyB.usuario.login, nome: 'Outro Nome' }),
    });
    expect(response.statusCode).toBe(200);
    const created = createMemberResponse.parse(response.json());
    expect(created).toMatchObject({ novoAssociado: false, senhaProvisoria: null });
    // The operator is shown what they typed for their card, never the other company's data.
    expect(created.member).toMatchObject({
      id: onlyB.usuario.id,
      nome: 'Outro Nome',
      acessoTotal: false,
    });
    const signIn = await db
      .selectFrom('usuario')
      .select(['nome', 'email'])
      .where('id', '=', onlyB.usuario.id)
      .executeTakeFirstOrThrow();
    expect(signIn).toEqual({ nome: 'Carla Beta', email: '' });
    // The operator sees only their company's card.
    expect(created.member.cartoes.map((c) => c.idEmpresa)).toEqual([empresaA.id]);
    const session = await login(app.app, onlyB.usuario.login, onlyB.usuario.password);
    expect(session.empresas.map((e) => e.idEmpresa).sort()).toEqual(
      [empresaA.id, empresaB.id].sort(),
    );

    const again = await adminCall(app.app, operatorA, adminEndpoints.createMember, {
      body: newMember({ cpf: onlyB.usuario.login }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este associado já tem um cartão nesta empresa.');
  });

  it('refuses a company out of scope (operator) and any create (support): 403, nothing written', async ({
    app,
    db,
  }) => {
    const before = await dumpTables(db);
    const attempts: [SignedInOperator, CreateMemberBody][] = [
      [operatorA, newMember({ idEmpresa: empresaB.id })],
      [supportA, newMember()],
    ];
    for (const [who, body] of attempts) {
      const response = await adminCall(app.app, who, adminEndpoints.createMember, { body });
      expect(response.statusCode).toBe(403);
    }
    expect(await dumpTables(db)).toBe(before);
  });

  it('validates like the member app: CPF check digits, phone, e-mail, dates, profile', async ({
    app,
    db,
  }) => {
    const before = await dumpTables(db);
    const cases: [Partial<CreateMemberBody>, RegExp][] = [
      [{ cpf: '529.982.247-26' }, /CPF inválido!/],
      [{ telefone: '1234' }, /DDD e 8 ou 9 dígitos/],
      [{ email: 'joana@' }, /e-mail inválido/],
      [{ nascimento: '1985-02-30' }, /data válida/],
      [{ nascimento: '2999-01-01' }, /data futura/],
      [{ validadeCarteirinha: '31/12/2027' }, /data válida/],
      [{ nome: '' }, /informe o nome/],
      [{ idPerfil: PERFIL.dependente }, /Perfil inexistente/],
      [{ idPerfil: 4242 }, /Perfil inexistente/],
    ];
    for (const [override, message] of cases) {
      const response = await adminCall(app.app, admin, adminEndpoints.createMember, {
        body: newMember(override),
      });
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const noCompany = await adminCall(app.app, admin, adminEndpoints.createMember, {
      body: newMember({ idEmpresa: 999_999 }),
    });
    expect(noCompany.statusCode).toBe(404);
    expect(await dumpTables(db)).toBe(before);
  });
});

describe('POST /api/admin/v1/members/:id/cards', () => {
  it('lets an admin add a card in another company', async ({ app, db }) => {
    const m = await createMember(db, { empresas: [empresaB] });
    const response = await adminCall(app.app, admin, adminEndpoints.addMemberCard, {
      params: { id: m.usuario.id },
      body: { idEmpresa: empresaA.id, idPerfil: PERFIL.conveniado, numeroCarteirinha: 'X-1' },
    });
    expect(response.statusCode).toBe(200);
    const { member } = cardChangeResponse.parse(response.json());
    expect(member.cartoes.find((c) => c.idEmpresa === empresaA.id)).toMatchObject({
      idPerfil: PERFIL.conveniado,
      perfil: 'conveniado',
      numeroCarteirinha: 'X-1',
      validadeCarteirinha: '',
    });
    const [row] = await auditRows(db, 'members', m.usuario.id);
    expect(row).toMatchObject({ acao: 'addCard', empresa_id: empresaA.id });
  });

  it('refuses an operator a member they cannot see, and a support any card: 403, nothing written', async ({
    app,
    db,
  }) => {
    const m = await createMember(db, { empresas: [empresaB] });
    const before = await dumpTables(db);
    const attempts: [SignedInOperator, number][] = [
      [operatorA, m.usuario.id],
      [supportA, both.usuario.id],
    ];
    for (const [who, id] of attempts) {
      const response = await adminCall(app.app, who, adminEndpoints.addMemberCard, {
        params: { id },
        body: { idEmpresa: empresaA.id, idPerfil: PERFIL.titular, numeroCarteirinha: '1' },
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await dumpTables(db)).toBe(before);
  });
});

describe('ending and reactivating a card', () => {
  it('ends a card today: gone from sign-in, refused to the old token, the LGPD clock started; reactivating brings it back', async ({
    app,
    db,
  }) => {
    const m = await createMember(db, { empresas: [empresaA, empresaB] });
    const token = await tokenFor(app.app, m.usuario);
    const cardA = cardOf(m, empresaA);

    const ended = await adminCall(app.app, operatorA, adminEndpoints.endMemberCard, {
      params: { id: cardA.id },
    });
    expect(ended.statusCode).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(),
    );
    expect(cardChangeResponse.parse(ended.json())).toMatchObject({
      message: 'Cartão encerrado.',
      member: { cartoes: [{ idCliente: cardA.id, status: 'encerrado', encerradoEm: today }] },
    });
    const row = await db
      .selectFrom('cliente')
      .select('encerrado_em')
      .where('id', '=', cardA.id)
      .executeTakeFirstOrThrow();
    expect(row.encerrado_em).toBe(today);

    // The old token can no longer act as the ended card. The operator does not reach the card in
    // B, so the member's sessions (which B shares) go on; a new sign-in offers only the live card.
    const old = await call(
      app.app,
      endpoints.getDependentes,
      { idCliente: cardA.id, idPerfil: cardA.perfil_id },
      { token },
    );
    expect(old.statusCode).toBe(403);
    const cardB = cardOf(m, empresaB);
    const other = await call(
      app.app,
      endpoints.getDependentes,
      { idCliente: cardB.id, idPerfil: cardB.perfil_id },
      { token },
    );
    expect(other.statusCode).toBe(200);
    const session = await login(app.app, m.usuario.login, m.usuario.password);
    expect(session.empresas.map((e) => e.idEmpresa)).toEqual([empresaB.id]);

    const twice = await adminCall(app.app, operatorA, adminEndpoints.endMemberCard, {
      params: { id: cardA.id },
    });
    expect(twice.statusCode).toBe(409);

    const back = await adminCall(app.app, operatorA, adminEndpoints.reactivateMemberCard, {
      params: { id: cardA.id },
    });
    expect(back.statusCode).toBe(200);
    const again = await login(app.app, m.usuario.login, m.usuario.password);
    expect(again.empresas.map((e) => e.idEmpresa).sort()).toEqual(
      [empresaA.id, empresaB.id].sort(),
    );
    const trail = await auditRows(db, 'members', m.usuario.id);
    expect(trail.map((r) => r.acao)).toEqual(['endCard', 'reactivateCard']);
    expect(JSON.parse(trail[0]?.campos ?? '{}')).toEqual({
      encerradoEm: { from: null, to: today },
    });
  });

  it('refuses another company’s card to an operator, and any card to a support: 403, nothing written', async ({
    app,
    db,
  }) => {
    const m = await createMember(db, { empresas: [empresaA, empresaB] });
    const before = await dumpTables(db);
    const attempts: [SignedInOperator, number][] = [
      [operatorA, cardOf(m, empresaB).id],
      [supportA, cardOf(m, empresaA).id],
      // A dependent is not a card to end.
      [operatorA, m.dependent.id],
      // A card that does not exist looks the same as one out of scope.
      [operatorA, 999_999],
    ];
    for (const [who, idCliente] of attempts) {
      for (const endpoint of [adminEndpoints.endMemberCard, adminEndpoints.reactivateMemberCard]) {
        const response = await adminCall(app.app, who, endpoint, { params: { id: idCliente } });
        expect(response.statusCode).toBe(403);
      }
    }
    expect(await dumpTables(db)).toBe(before);
  });
});

describe('POST /api/admin/v1/members/:id/reset-password', () => {
  it('lets a support reset: the old token dies, the new password must be changed', async ({
    app,
    db,
  }) => {
    const m = await createMember(db, { empresas: [empresaA] });
    const token = await tokenFor(app.app, m.usuario);
    const response = await adminCall(app.app, supportA, adminEndpoints.resetMemberPassword, {
      params: { id: m.usuario.id },
      body: { entrega: 'tela' },
    });
    expect(response.statusCode).toBe(200);
    const { senhaProvisoria } = response.json<{ senhaProvisoria: string }>();
    expect(senhaProvisoria).toMatch(/^[A-Za-z2-9]{10}$/);

    const card = cardOf(m, empresaA);
    const old = await call(
      app.app,
      endpoints.getDependentes,
      { idCliente: card.id, idPerfil: card.perfil_id },
      { token },
    );
    expect(old.statusCode).toBe(401);
    const wrong = await call(app.app, endpoints.login, {
      username: m.usuario.login,
      password: m.usuario.password,
    });
    expect(wrong.statusCode).toBe(404);
    const session = await login(app.app, m.usuario.login, senhaProvisoria);
    expect(session.alterarSenha).toBe(true);

    const [row] = await auditRows(db, 'members', m.usuario.id);
    expect(row).toMatchObject({ operador_id: supportA.id, acao: 'resetPassword' });
    expect(row?.campos).not.toContain(senhaProvisoria);
  });

  it('sends the temporary password by e-mail through the outbox, or says there is no e-mail', async ({
    app,
    db,
  }) => {
    const m = await createMember(db, {
      empresas: [empresaA],
      usuario: { email: 'lia@example.com', nome: 'Lia' },
    });
    const response = await adminCall(app.app, operatorA, adminEndpoints.resetMemberPassword, {
      params: { id: m.usuario.id },
      body: { entrega: 'email' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Senha redefinida. A senha provisória foi enviada por e-mail.',
      senhaProvisoria: null,
    });
    const mail = await db
      .selectFrom('outbox')
      .selectAll()
      .where('destino', '=', 'lia@example.com')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ canal: 'email', status: 'pendente' });
    const senha = /senha provisória é: (\S+)/.exec(mail.corpo)?.[1] ?? '';
    expect((await login(app.app, m.usuario.login, senha)).alterarSenha).toBe(true);

    const noEmail = await createMember(db, {
      empresas: [empresaA],
      usuario: { email: '' },
    });
    const refused = await adminCall(app.app, operatorA, adminEndpoints.resetMemberPassword, {
      params: { id: noEmail.usuario.id },
      body: { entrega: 'email' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'O associado não tem e-mail cadastrado: escolha outra forma de entrega.',
    );
  });

  it('refuses a member of another company: 403, nothing written', async ({ app, db }) => {
    const m = await createMember(db, { empresas: [empresaB] });
    const before = await dumpTables(db);
    for (const who of [operatorA, supportA]) {
      const response = await adminCall(app.app, who, adminEndpoints.resetMemberPassword, {
        params: { id: m.usuario.id },
        body: { entrega: 'tela' },
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await dumpTables(db)).toBe(before);
  });
});

describe('an admin and an operator of two companies', () => {
  it('lets an admin do every write on a member of any company', async ({ app }) => {
    const body = newMember({ idEmpresa: empresaB.id });
    const created = createMemberResponse.parse(
      (await adminCall(app.app, admin, adminEndpoints.createMember, { body })).json(),
    );
    const id = created.member.id;
    const idCliente = created.member.cartoes[0]?.idCliente ?? 0;
    const steps = [
      await adminCall(app.app, admin, adminEndpoints.addMemberCard, {
        params: { id },
        body: { idEmpresa: empresaA.id, idPerfil: PERFIL.agregado, numeroCarteirinha: 'A-9' },
      }),
      await adminCall(app.app, admin, adminEndpoints.endMemberCard, { params: { id: idCliente } }),
      await adminCall(app.app, admin, adminEndpoints.reactivateMemberCard, {
        params: { id: idCliente },
      }),
      await adminCall(app.app, admin, adminEndpoints.resetMemberPassword, {
        params: { id },
        body: { entrega: 'tela' },
      }),
      await adminCall(app.app, admin, adminEndpoints.unlockMember, { params: { id } }),
    ];
    expect(steps.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const page = adminMember.parse(
      (await adminCall(app.app, admin, adminEndpoints.getMember, { params: { id } })).json(),
    );
    expect(page.auditoria.map((a) => a.action)).toEqual([
      'unlock',
      'resetPassword',
      'reactivateCard',
      'endCard',
      'addCard',
      'create',
    ]);
  });

  it('lets an operator of A and B add a B card to a member of A, but not an operator of A alone', async ({
    app,
    db,
  }) => {
    const operatorAB = await signedInOperator(app.app, db, 'operator', [empresaA.id, empresaB.id]);
    const m = await createMember(db, { empresas: [empresaA] });
    const card = { idEmpresa: empresaB.id, idPerfil: PERFIL.titular, numeroCarteirinha: 'B-1' };
    const refused = await adminCall(app.app, operatorA, adminEndpoints.addMemberCard, {
      params: { id: m.usuario.id },
      body: card,
    });
    expect(refused.statusCode).toBe(403);
    const added = await adminCall(app.app, operatorAB, adminEndpoints.addMemberCard, {
      params: { id: m.usuario.id },
      body: card,
    });
    expect(added.statusCode).toBe(200);
    expect(cardChangeResponse.parse(added.json()).member.cartoes.map((c) => c.idEmpresa)).toEqual([
      empresaA.id,
      empresaB.id,
    ]);
    // Operator A still sees only the A card.
    const seenByA = adminMember.parse(
      (
        await adminCall(app.app, operatorA, adminEndpoints.getMember, {
          params: { id: m.usuario.id },
        })
      ).json(),
    );
    expect(seenByA.cartoes.map((c) => c.idEmpresa)).toEqual([empresaA.id]);
    // …nor the audit rows of the B card.
    expect(seenByA.auditoria).toEqual([]);
    const seenByAB = adminMember.parse(
      (
        await adminCall(app.app, operatorAB, adminEndpoints.getMember, {
          params: { id: m.usuario.id },
        })
      ).json(),
    );
    expect(seenByAB.auditoria.map((a) => [a.action, a.companyId])).toEqual([
      ['addCard', empresaB.id],
    ]);
  });
});
