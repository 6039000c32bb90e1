import { endpoints } from '@clube/contract';
import { adminEndpoints, adminVideoLinks, type VideoLinksInput } from '@clube/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Empresa } from '../../src/db/schema.js';
import { call, createTestApp, tokenFor, type TestApp } from '../helpers/app.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';
import { adminCall, auditRows, signedInOperator, type SignedInOperator } from './members-world.js';

/** A company's Tá Dodói video-service links in the console (decision 050). */

let t: TestApp;
let empresaA: Empresa;
let empresaB: Empresa;
let admin: SignedInOperator;
let operatorA: SignedInOperator;
let operatorB: SignedInOperator;
let supportA: SignedInOperator;
let memberA: TestMember;

const NONE: Required<VideoLinksInput> = {
  TELEMEDICINA: '',
  ESPECIALIDADE: '',
  PSICOLOGIA: '',
  NUTRICAO: '',
  FITNESS: '',
  TREINO: '',
};

async function dump(): Promise<string> {
  const db = t.database.db;
  return JSON.stringify({
    links: await db.selectFrom('link_video').selectAll().orderBy('id').execute(),
    audit: await db.selectFrom('auditoria').selectAll().orderBy('id').execute(),
  });
}

/** What the member's Tá Dodói video screen is given. */
async function memberLinks(member: TestMember) {
  const card = member.cards[0]!;
  const response = await call(
    t.app,
    endpoints.habilitarLinkAtendimento,
    { idCliente: card.id, idPerfil: card.perfil_id },
    { token: await tokenFor(t.app, member.usuario) },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ tipo: string; urlVideo: string }[]>();
}

const save = (who: SignedInOperator, empresa: Empresa, body: VideoLinksInput) =>
  adminCall(t.app, who, adminEndpoints.saveVideoLinks, { params: { id: empresa.id }, body });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  empresaA = await insertEmpresa(db, { nome: 'Alfa', atendimento_liberado: 1 });
  empresaB = await insertEmpresa(db, { nome: 'Beta', atendimento_liberado: 1 });
  admin = await signedInOperator(t.app, db, 'admin');
  operatorA = await signedInOperator(t.app, db, 'operator', [empresaA.id]);
  operatorB = await signedInOperator(t.app, db, 'operator', [empresaB.id]);
  supportA = await signedInOperator(t.app, db, 'support', [empresaA.id]);
  memberA = await createMember(db, { empresas: [empresaA] });
  // What the demo seed writes: its own pages, a type outside the six, and a second row of a type.
  await db
    .insertInto('link_video')
    .values([
      { empresa_id: empresaA.id, tipo: 'PSICOLOGIA', url_video: '/media/demo-psi', ordem: 1 },
      { empresa_id: empresaA.id, tipo: 'PSICOLOGIA', url_video: '/media/old-psi', ordem: 2 },
      { empresa_id: empresaA.id, tipo: 'LEGADO', url_video: 'https://legado.example', ordem: 3 },
      { empresa_id: empresaB.id, tipo: 'TREINO', url_video: 'https://beta.example/t', ordem: 1 },
    ])
    .execute();
});
afterAll(() => t.close());

describe('video links of a company', () => {
  it('reads one link per type, the first row of a type, for the operator and support of the company', async () => {
    for (const who of [operatorA, supportA, admin]) {
      const response = await adminCall(t.app, who, adminEndpoints.getVideoLinks, {
        params: { id: empresaA.id },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(adminVideoLinks.parse(response.json())).toEqual({
        empresaId: empresaA.id,
        atendimentoLiberado: true,
        links: { ...NONE, PSICOLOGIA: '/media/demo-psi' },
      });
    }
    const other = await adminCall(t.app, operatorB, adminEndpoints.getVideoLinks, {
      params: { id: empresaA.id },
    });
    expect(other.statusCode).toBe(403);
  });

  it('an operator of the company sets the links: the member gets them at once, in the buttons’ order, audited', async () => {
    const response = await save(operatorA, empresaA, {
      ...NONE,
      TREINO: 'https://treinos.example.com/alfa',
      TELEMEDICINA: '  https://tele.example.com/sala  ',
      PSICOLOGIA: '/media/demo-psi',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      links: {
        TELEMEDICINA: 'https://tele.example.com/sala',
        PSICOLOGIA: '/media/demo-psi',
        TREINO: 'https://treinos.example.com/alfa',
        FITNESS: '',
      },
    });
    expect(await memberLinks(memberA)).toEqual([
      { tipo: 'TELEMEDICINA', urlVideo: 'https://tele.example.com/sala' },
      { tipo: 'PSICOLOGIA', urlVideo: '/media/demo-psi' },
      { tipo: 'TREINO', urlVideo: 'https://treinos.example.com/alfa' },
    ]);
    // A type the console does not know is left alone.
    const legacy = await t.database.db
      .selectFrom('link_video')
      .select('url_video')
      .where('tipo', '=', 'LEGADO')
      .execute();
    expect(legacy).toEqual([{ url_video: 'https://legado.example' }]);

    const [audit] = await auditRows(t.database.db, 'services', `video-${empresaA.id}`);
    expect(audit).toMatchObject({ acao: 'update', empresa_id: empresaA.id });
    expect(JSON.parse(audit!.campos)).toEqual({
      TELEMEDICINA: { from: '', to: 'https://tele.example.com/sala' },
      TREINO: { from: '', to: 'https://treinos.example.com/alfa' },
    });
  });

  it('an empty link removes that service from the member app', async () => {
    const response = await save(admin, empresaA, {
      ...NONE,
      TELEMEDICINA: 'https://tele.example.com/sala',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await memberLinks(memberA)).toEqual([
      { tipo: 'TELEMEDICINA', urlVideo: 'https://tele.example.com/sala' },
    ]);
  });

  it('refuses another company’s operator and support with 403, writing nothing', async () => {
    const before = await dump();
    for (const who of [operatorB, supportA]) {
      const response = await save(who, empresaA, { ...NONE, FITNESS: 'https://x.example' });
      expect(response.statusCode, response.body).toBe(403);
    }
    const unknown = await save(operatorA, { ...empresaA, id: 999_999 }, NONE);
    expect(unknown.statusCode).toBe(403);
    expect(await dump()).toBe(before);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['no scheme', 'tele.example.com/sala'],
    ['another scheme', 'ftp://tele.example.com/sala'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['another path of this site', '/outra/pagina'],
    ['a path out of /media', '/media/..'],
    ['a line break', 'https://tele.example.com/\nsala'],
  ])('refuses %s with a Portuguese 400, writing nothing', async (_case, url) => {
    const before = await dump();
    const response = await save(operatorA, empresaA, { ...NONE, NUTRICAO: url });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/NUTRICAO|inválid/);
    expect(await dump()).toBe(before);
  });

  it('refuses a body without every type, writing nothing', async () => {
    const before = await dump();
    const { TREINO: _t, ...five } = NONE;
    const response = await save(operatorA, empresaA, five as VideoLinksInput);
    expect(response.statusCode).toBe(400);
    expect(await dump()).toBe(before);
  });

  it('answers 404 to an admin for a company that does not exist', async () => {
    const response = await adminCall(t.app, admin, adminEndpoints.getVideoLinks, {
      params: { id: 999_999 },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Empresa não encontrada.' });
  });
});
