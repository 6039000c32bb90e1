import {
  endpoints,
  maskCpf,
  myDataExport,
  NOTICE_KINDS,
  NOTICE_SCREENS,
  PRIVACY_LIMITS,
  PRIVACY_MESSAGES,
  type MyDataExport,
} from '@clube/contract';
import { describe, expect } from 'vitest';
import { call, createTestApp, tokenFor } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';
import { insertEmpresa } from '../helpers/factories.js';
import { writeNotice } from '../../src/modules/notices/write.js';
import { createFullMember } from './world.js';

const it = apiTest().extend('world', { scope: 'file' }, async ({ app, db }) => {
  const [viva, amigo] = [await insertEmpresa(db), await insertEmpresa(db)];
  const me = await createFullMember(db, [viva, amigo], { fim: null, tag: 'euMesmo' });
  // Another member of the same company, with everything filled in too.
  const other = await createFullMember(db, [viva], { fim: null, tag: 'outraPessoa' });
  const token = await tokenFor(app.app, me.usuario);
  await writeNotice(
    db,
    me.cards[0]!.id,
    {
      tipo: NOTICE_KINDS.campaign,
      titulo: 'Semana da saúde',
      texto: 'Consultas com desconto.',
      tela: NOTICE_SCREENS.home,
    },
    new Date('2026-01-06T12:00:00.000Z'),
  );
  // Their choices in Perfil > Avisos and their phone; the other member's phone too.
  await call(
    app.app,
    endpoints.salvarPreferenciasAvisos,
    { preferencias: [{ tipo: 'fatura_vencida', push: true, email: false }] },
    { token },
  );
  for (const [who, aparelho] of [
    [me, 'Chrome no Android'],
    [other, 'Safari no iPhone'],
  ] as const)
    await db
      .insertInto('push_inscricao')
      .values({
        usuario_id: who.usuario.id,
        endpoint: `https://fcm.googleapis.com/fcm/send/${who.usuario.id}`,
        p256dh: `B${'A'.repeat(86)}`,
        auth: 'A'.repeat(22),
        aparelho,
        criado_em: '2026-01-05T10:00:00.000Z',
      })
      .execute();
  const response = await call(app.app, endpoints.exportMyData, undefined, { token });
  expect(response.statusCode).toBe(200);
  const exported = response.json<MyDataExport>();
  return { me, other, token, exported };
});

describe('export-data (Baixar meus dados)', () => {
  it('answers the contract schema, with no-store', async ({ app, world: { token, exported } }) => {
    expect(myDataExport.safeParse(exported).success).toBe(true);
    const response = await call(app.app, endpoints.exportMyData, undefined, { token });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("holds the login's own data and every card with its person, address and contacts", ({
    world: { me, exported },
  }) => {
    expect(exported.usuario).toMatchObject({
      login: maskCpf(me.usuario.login),
      nome: 'Titular euMesmo',
      email: 'euMesmo@example.com',
    });
    expect(exported.usuario.foto).toMatch(/^data:image\/webp;base64,/);
    expect(exported.cartoes.map((c) => c.idCliente)).toEqual(me.cards.map((c) => c.id));
    const [first] = exported.cartoes;
    expect(first).toMatchObject({
      nome: 'Titular euMesmo',
      cpf: maskCpf(me.cards[0]!.cpf),
      endereco: { cep: '01001-000', logradouro: 'Rua euMesmo', cidade: 'São Paulo', uf: 'SP' },
      contatosEmergencia: [
        { ordem: 1, nome: 'Contato euMesmo', telefone: '(11) 97777-6666', parentesco: 'Filho(a)' },
      ],
      perfil: expect.any(String),
    });
    expect(first?.foto).toMatch(/^data:image\/webp;base64,/);
  });

  it('holds dependents, contracts with invoices, ratings, appointments and prescriptions', ({
    world: { me, exported },
  }) => {
    const [first] = exported.cartoes;
    expect(first?.dependentes).toEqual([
      expect.objectContaining({
        idCliente: me.dependent.id,
        nome: 'Dependente euMesmo',
        cpf: maskCpf(me.dependent.cpf),
        receitas: [
          expect.objectContaining({
            descricao: 'Receita de euMesmo',
            arquivo: 'receita-euMesmo.pdf',
          }),
        ],
      }),
    ]);
    expect(first?.contratos).toEqual([
      expect.objectContaining({
        idContrato: me.contratoId,
        plano: 'Plano euMesmo',
        faturas: [expect.objectContaining({ valorCentavos: 4990, pagoEm: '2025-02-09' })],
      }),
    ]);
    expect(first?.avaliacoes).toEqual([
      expect.objectContaining({ nota: 4, comentario: 'Comentário de euMesmo' }),
    ]);
    expect(first?.agendamentos).toEqual([
      expect.objectContaining({ medico: 'Dr. Bruno', dataConsulta: '2026-01-20' }),
    ]);
    expect(first?.acessosParceiros).toEqual([{ parceiro: expect.any(String), dia: '2026-01-02' }]);
    expect(exported.recuperacoesDeSenha).toEqual([
      { canal: 'email', criadoEm: '2026-01-05T00:00:00.000Z', usadoEm: '' },
    ]);
    expect(exported.historicoDeEntradas).toBe(PRIVACY_MESSAGES.noSignInHistory);
    expect(first?.avisos).toEqual([
      {
        titulo: 'Semana da saúde',
        texto: 'Consultas com desconto.',
        criadoEm: '2026-01-06T12:00:00.000Z',
        lidoEm: '',
      },
    ]);
  });

  it('holds the choices of Perfil > Avisos and the devices that receive notices', ({
    world: { exported },
  }) => {
    expect(exported.preferenciasDeAvisos).toEqual([
      { tipo: 'fatura_vencida', push: true, email: false, alteradoEm: expect.any(String) },
    ]);
    expect(exported.aparelhosComNotificacoes).toEqual([
      { aparelho: 'Chrome no Android', criadoEm: '2026-01-05T10:00:00.000Z' },
    ]);
  });

  it('contains nothing of another member', ({ world: { other, exported } }) => {
    const text = JSON.stringify(exported);
    for (const trace of [
      other.usuario.login,
      maskCpf(other.usuario.login),
      other.cards[0]!.cpf,
      maskCpf(other.cards[0]!.cpf),
      other.dependent.cpf,
      maskCpf(other.dependent.cpf),
      'outraPessoa',
    ]) {
      expect(text).not.toContain(trace);
    }
    const ids = new Set([...other.cards.map((c) => c.id), other.dependent.id]);
    const people = exported.cartoes.flatMap((c) => [c, ...c.dependentes]);
    expect(people.filter((p) => ids.has(p.idCliente))).toEqual([]);
  });

  it("the other member's export is theirs alone", async ({ app, world: { me, other } }) => {
    const theirs = await call(app.app, endpoints.exportMyData, undefined, {
      token: await tokenFor(app.app, other.usuario),
    });
    expect(theirs.statusCode).toBe(200);
    const text = theirs.body;
    expect(text).toContain('outraPessoa');
    expect(text).not.toContain('euMesmo');
    expect(text).not.toContain(me.usuario.login);
  });

  it('leaves out dependents the member removed', async ({ app, db, world: { me, token } }) => {
    await db
      .updateTable('cliente')
      .set({ anonimizado_em: '2026-02-01T00:00:00.000Z' })
      .where('id', '=', me.dependent.id)
      .execute();
    const again = await call(app.app, endpoints.exportMyData, undefined, { token });
    expect(again.json<MyDataExport>().cartoes[0]?.dependentes).toEqual([]);
  });

  it('needs a valid token (401), whatever body is sent', async ({ app }) => {
    expect((await call(app.app, endpoints.exportMyData)).statusCode).toBe(401);
    const forged = await call(app.app, endpoints.exportMyData, undefined, { token: 'x.y.z' });
    expect(forged.statusCode).toBe(401);
  });

  it('is limited per member, with a Portuguese message', async () => {
    const limited = await createTestApp();
    try {
      const db = limited.database.db;
      const member = await createFullMember(db, [await insertEmpresa(db)], { tag: 'limite' });
      const memberToken = await tokenFor(limited.app, member.usuario);
      const statuses: number[] = [];
      for (let i = 0; i <= PRIVACY_LIMITS.exportsPerWindow; i += 1) {
        const r = await call(limited.app, endpoints.exportMyData, undefined, {
          token: memberToken,
        });
        statuses.push(r.statusCode);
        if (r.statusCode === 429) {
          expect(r.json()).toEqual({
            message: PRIVACY_MESSAGES.tooManyExports,
            code: 'TOO_MANY_REQUESTS',
          });
          expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(statuses).toEqual([...Array(PRIVACY_LIMITS.exportsPerWindow).fill(200), 429]);
    } finally {
      await limited.close();
    }
  });
});
