import { endpoints, TADODOI_MESSAGES } from '@clube/contract';
import { describe, expect } from 'vitest';
import { call, tokenFor } from '../helpers/app.js';
import { createMember, insertCliente, insertEmpresa, PERFIL } from '../helpers/factories.js';
import { FORBIDDEN, identityOf, type RecordsWorld } from '../helpers/records-world.js';
import { tadodoiTest } from './tadodoi-world.js';

const DISABLED = {
  message: TADODOI_MESSAGES.attendanceDisabled,
  code: 'ATTENDANCE_DISABLED',
};

const it = tadodoiTest();
it.beforeAll(async ({ records: w }) => {
  const db = w.t.database.db;
  await db
    .insertInto('atendimento_contato')
    .values({ telefone: '08007654321', chat: '/media/chat-24h', video_chamada: '/media/video-24h' })
    .execute();
  await db
    .insertInto('link_video')
    .values([
      {
        empresa_id: w.empresa.id,
        tipo: 'PSICOLOGIA',
        url_video: 'https://video.example/psi',
        ordem: 2,
      },
      {
        empresa_id: w.empresa.id,
        tipo: 'TELEMEDICINA',
        url_video: 'https://video.example/tm',
        ordem: 1,
      },
      {
        empresa_id: w.empresa.id,
        tipo: 'DESCONHECIDO',
        url_video: 'https://video.example/x',
        ordem: 3,
      },
      {
        empresa_id: w.me.cards[1]!.empresa_id,
        tipo: 'TREINO',
        url_video: 'https://video.example/t',
        ordem: 1,
      },
    ])
    .execute();
});

describe('GET /api/clube/v1/get-atendimento', () => {
  it('answers the 24-hour attendance line to a member with an enabled company', async ({
    records: w,
  }) => {
    const response = await call(w.t.app, endpoints.getAtendimento, undefined, { token: w.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      telefone: '08007654321',
      chat: '/media/chat-24h',
      videoChamada: '/media/video-24h',
    });
  });

  it('refuses a member none of whose companies has attendance enabled', async ({ records: w }) => {
    const empresa = await insertEmpresa(w.t.database.db);
    const member = await createMember(w.t.database.db, { empresas: [empresa] });
    const token = await tokenFor(w.t.app, member.usuario);
    const response = await call(w.t.app, endpoints.getAtendimento, undefined, { token });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(DISABLED);
  });
});

describe('POST /api/taDodoi/v1/lista-pessoas-combo', () => {
  const people = (w: RecordsWorld, body: unknown, token = w.token) =>
    call(w.t.app, endpoints.listaPessoasCombo, body, { token });

  it('answers the card first, then its live dependents by name', async ({ records: w }) => {
    const card = w.me.cards[0]!;
    const second = await insertCliente(w.t.database.db, {
      empresa_id: card.empresa_id,
      perfil_id: PERFIL.dependente,
      titular_id: card.id,
      nome: 'Alice Souza',
    });
    await insertCliente(w.t.database.db, {
      empresa_id: card.empresa_id,
      perfil_id: PERFIL.dependente,
      titular_id: card.id,
      nome: '',
      anonimizado_em: '2025-01-01T00:00:00.000Z',
    });
    const response = await people(w, identityOf(card));
    expect(response.statusCode).toBe(200);
    const dependents = [
      { idCliente: second.id, idPerfil: PERFIL.dependente, nome: 'Alice Souza' },
      {
        idCliente: w.me.dependent.id,
        idPerfil: w.me.dependent.perfil_id,
        nome: w.me.dependent.nome,
      },
    ].sort((a, b) => a.nome.localeCompare(b.nome));
    expect(response.json()).toEqual([
      { idCliente: card.id, idPerfil: card.perfil_id, nome: card.nome },
      ...dependents,
    ]);

    // A dependent acting stands for its holder's card: the same people.
    const asDependent = await people(w, identityOf(w.me.dependent));
    expect(asDependent.statusCode).toBe(200);
    expect(asDependent.json()).toEqual(response.json());
  });

  it("refuses another member's card, and a card whose company has attendance off", async ({
    records: w,
  }) => {
    const theirs = await people(w, identityOf(w.someoneElse.cards[0]!));
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual(FORBIDDEN);
    const off = await people(w, identityOf(w.me.cards[1]!));
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual(DISABLED);
  });

  it('refuses an identity with the wrong profile', async ({ records: w }) => {
    const card = w.me.cards[0]!;
    const response = await people(w, { idCliente: card.id, idPerfil: PERFIL.conveniado });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/taDodoi/v1/habilitar-link-atendimento', () => {
  const links = (w: RecordsWorld, body: unknown, token = w.token) =>
    call(w.t.app, endpoints.habilitarLinkAtendimento, body, { token });
  const EXPECTED = [
    { tipo: 'TELEMEDICINA', urlVideo: 'https://video.example/tm' },
    { tipo: 'PSICOLOGIA', urlVideo: 'https://video.example/psi' },
  ];

  it("answers the company's video links of the known types, in order", async ({ records: w }) => {
    const response = await links(w, identityOf(w.me.cards[0]!));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(EXPECTED);
  });

  it('answers a dependent acting its company links', async ({ records: w }) => {
    const response = await links(w, identityOf(w.me.dependent));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(EXPECTED);
  });

  it("refuses another member's card and a company with attendance off", async ({ records: w }) => {
    const theirs = await links(w, identityOf(w.someoneElse.cards[0]!));
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual(FORBIDDEN);
    const off = await links(w, identityOf(w.me.cards[1]!));
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual(DISABLED);
  });
});
