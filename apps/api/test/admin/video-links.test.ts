import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { endpoints } from '@clube/contract';
import { adminEndpoints, adminVideoLinks, type VideoLinksInput } from '@clube/contract/admin';
import { describe, expect } from 'vitest';
import type { Empresa } from '../../src/db/schema.js';
import { call, tokenFor, type TestApp } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';
import { adminCall, auditRows, signedInOperator, type SignedInOperator } from './members-world.js';

/** A company's Tá Dodói video-service links in the console (decision 050). */

const NONE: Required<VideoLinksInput> = {
  TELEMEDICINA: '',
  ESPECIALIDADE: '',
  PSICOLOGIA: '',
  NUTRICAO: '',
  FITNESS: '',
  TREINO: '',
};

async function dump(db: Kysely<Database>): Promise<string> {
  return JSON.stringify({
    links: await db.selectFrom('link_video').selectAll().orderBy('id').execute(),
    audit: await db.selectFrom('auditoria').selectAll().orderBy('id').execute(),
  });
}

/** What the member's Tá Dodói video screen is given. */
async function memberLinks(app: TestApp, member: TestMember) {
  const card = member.cards[0]!;
  const response = await call(
    app.app,
    endpoints.habilitarLinkAtendimento,
    { idCliente: card.id, idPerfil: card.perfil_id },
    { token: await tokenFor(app.app, member.usuario) },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ tipo: string; urlVideo: string }[]>();
}

const save = (app: TestApp, who: SignedInOperator, empresa: Empresa, body: VideoLinksInput) =>
  adminCall(app.app, who, adminEndpoints.saveVideoLinks, { params: { id: empresa.id }, body });

const it = apiTest().extend('world', { scope: 'file' }, async ({ app, db }) => {
  const empresaA = await insertEmpresa(db, { nome: 'Alfa', atendimento_liberado: 1 });
  const empresaB = await insertEmpresa(db, { nome: 'Beta', atendimento_liberado: 1 });
  const admin = await signedInOperator(app.app, db, 'admin');
  const operatorA = await signedInOperator(app.app, db, 'operator', [empresaA.id]);
  const operatorB = await signedInOperator(app.app, db, 'operator', [empresaB.id]);
  const supportA = await signedInOperator(app.app, db, 'support', [empresaA.id]);
  const memberA = await createMember(db, { empresas: [empresaA] });
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
  return { empresaA, empresaB, admin, operatorA, operatorB, supportA, memberA };
});

describe('video links of a company', () => {
  it('reads one link per type, the first row of a type, for the operator and support of the company', async ({
    app,
    world: { empresaA, admin, operatorA, operatorB, supportA },
  }) => {
    for (const who of [operatorA, supportA, admin]) {
      const response = await adminCall(app.app, who, adminEndpoints.getVideoLinks, {
        params: { id: empresaA.id },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(adminVideoLinks.parse(response.json())).toEqual({
        empresaId: empresaA.id,
        atendimentoLiberado: true,
        links: { ...NONE, PSICOLOGIA: '/media/demo-psi' },
      });
    }
    const other = await adminCall(app.app, operatorB, adminEndpoints.getVideoLinks, {
      params: { id: empresaA.id },
    });
    expect(other.statusCode).toBe(403);
  });

  it('an operator of the company sets the links: the member gets them at once, in the buttons’ order, audited', async ({
    app,
    db,
    world: { empresaA, operatorA, memberA },
  }) => {
    const response = await save(app, operatorA, empresaA, {
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
    expect(await memberLinks(app, memberA)).toEqual([
      { tipo: 'TELEMEDICINA', urlVideo: 'https://tele.example.com/sala' },
      { tipo: 'PSICOLOGIA', urlVideo: '/media/demo-psi' },
      { tipo: 'TREINO', urlVideo: 'https://treinos.example.com/alfa' },
    ]);
    // A type the console does not know is left alone.
    const legacy = await db
      .selectFrom('link_video')
      .select('url_video')
      .where('tipo', '=', 'LEGADO')
      .execute();
    expect(legacy).toEqual([{ url_video: 'https://legado.example' }]);

    const [audit] = await auditRows(db, 'services', `video-${empresaA.id}`);
    expect(audit).toMatchObject({ acao: 'update', empresa_id: empresaA.id });
    expect(JSON.parse(audit!.campos)).toEqual({
      TELEMEDICINA: { from: '', to: 'https://tele.example.com/sala' },
      TREINO: { from: '', to: 'https://treinos.example.com/alfa' },
    });
  });

  it('an empty link removes that service from the member app', async ({
    app,
    world: { empresaA, admin, memberA },
  }) => {
    const response = await save(app, admin, empresaA, {
      ...NONE,
      TELEMEDICINA: 'https://tele.example.com/sala',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await memberLinks(app, memberA)).toEqual([
      { tipo: 'TELEMEDICINA', urlVideo: 'https://tele.example.com/sala' },
    ]);
  });

  it('refuses another company’s operator and support with 403, writing nothing', async ({
    app,
    db,
    world: { empresaA, operatorA, operatorB, supportA },
  }) => {
    const before = await dump(db);
    for (const who of [operatorB, supportA]) {
      const response = await save(app, who, empresaA, { ...NONE, FITNESS: 'https://x.example' });
      expect(response.statusCode, response.body).toBe(403);
    }
    const unknown = await save(app, operatorA, { ...empresaA, id: 999_999 }, NONE);
    expect(unknown.statusCode).toBe(403);
    expect(await dump(db)).toBe(before);
  });

  it.for([
    ['javascript:', 'javascript:alert(1)'],
    ['no scheme', 'tele.example.com/sala'],
    ['another scheme', 'ftp://tele.example.com/sala'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['another path of this site', '/outra/pagina'],
    ['a path out of /media', '/media/..'],
    ['a line break', 'https://tele.example.com/\nsala'],
  ] as const)(
    'refuses %s with a Portuguese 400, writing nothing',
    async ([_case, url], { app, db, world: { operatorA, empresaA } }) => {
      const before = await dump(db);
      const response = await save(app, operatorA, empresaA, { ...NONE, NUTRICAO: url });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/NUTRICAO|inválid/);
      expect(await dump(db)).toBe(before);
    },
  );

  it('refuses a body without every type, writing nothing', async ({
    app,
    db,
    world: { empresaA, operatorA },
  }) => {
    const before = await dump(db);
    const { TREINO: _t, ...five } = NONE;
    const response = await save(app, operatorA, empresaA, five as VideoLinksInput);
    expect(response.statusCode).toBe(400);
    expect(await dump(db)).toBe(before);
  });

  it('answers 404 to an admin for a company that does not exist', async ({
    app,
    world: { admin },
  }) => {
    const response = await adminCall(app.app, admin, adminEndpoints.getVideoLinks, {
      params: { id: 999_999 },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Empresa não encontrada.' });
  });
});
