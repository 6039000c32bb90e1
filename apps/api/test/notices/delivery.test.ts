import {
  endpoints,
  NOTICE_KINDS,
  NOTICE_SCREENS,
  type NoticeConsentResponse,
} from '@clube/contract';
import type { Kysely } from 'kysely';
import { describe, expect } from 'vitest';
import type { Cliente, Database } from '../../src/db/schema.js';
import { dispatchNotices } from '../../src/jobs/dispatch-notices.js';
import { noticeChannels } from '../../src/modules/notices/consent.js';
import {
  accountNotices,
  writeAccountNotice,
  writeNotice,
} from '../../src/modules/notices/write.js';
import { call, tokenFor, type TestApp } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';

/*
 * Which channels a notice takes beyond the inbox (the person's consent per kind, the security
 * kinds that cannot be switched off, `aviso.canais`), and the e-mail leg end to end: the
 * dispatch job queues it in the outbox once, the outbox sends it through SMTP (a loopback sink).
 * Runs on PostgreSQL too (scripts/test-pg.mjs runs every API test file).
 */

/** The mail server the app sends to: started with the app, closed after it. */
let sink: SmtpSink;
const it = apiTest(async (onCleanup) => {
  sink = await startSmtpSink();
  onCleanup(() => sink.close());
  return { config: { smtpUrl: sink.url } };
});

let emails = 0;
async function member(
  app: TestApp,
  email = `pessoa${++emails}@example.com`,
  companies = 1,
): Promise<{ m: TestMember; token: string; card: Cliente }> {
  const empresas = [];
  for (let i = 0; i < companies; i++)
    empresas.push(await insertEmpresa(app.database.db, { nome: `Clube ${i + 1}` }));
  const m = await createMember(app.database.db, { empresas, usuario: { email } });
  return { m, token: await tokenFor(app.app, m.usuario), card: m.cards[0]! };
}

async function consentOf(app: TestApp, token: string): Promise<NoticeConsentResponse> {
  const response = await call(app.app, endpoints.getPreferenciasAvisos, undefined, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NoticeConsentResponse>();
}

const save = (
  app: TestApp,
  token: string,
  preferencias: { tipo: string; push: boolean; email: boolean }[],
) => call(app.app, endpoints.salvarPreferenciasAvisos, { preferencias }, { token });

const campaign = (
  db: Kysely<Database>,
  card: Cliente,
  titulo: string,
  canais: string | null = null,
  at = new Date(),
) =>
  db
    .insertInto('aviso')
    .values({
      cliente_id: card.id,
      tipo: NOTICE_KINDS.campaign,
      titulo,
      texto: `Texto de ${titulo}`,
      tela: NOTICE_SCREENS.home,
      alvo_id: null,
      chave: null,
      canais,
      criado_em: at.toISOString(),
      lido_em: null,
    })
    .execute();

const outboxTo = (db: Kysely<Database>, destino: string) =>
  db.selectFrom('outbox').selectAll().where('destino', '=', destino).orderBy('id').execute();

describe('who gets which channel', () => {
  const base = { canais: null, hasEmail: true, hasPushDevice: true };
  it.each([
    ['a kind never consented to', { tipo: 'campanha', consent: undefined }, false, false],
    ['e-mail only', { tipo: 'campanha', consent: { push: false, email: true } }, true, false],
    ['both', { tipo: 'fatura_vencida', consent: { push: true, email: true } }, true, true],
    [
      'both, but no address',
      { tipo: 'fatura_vencida', consent: { push: true, email: true }, hasEmail: false },
      false,
      true,
    ],
    [
      'both, but no device',
      { tipo: 'fatura_vencida', consent: { push: true, email: true }, hasPushDevice: false },
      true,
      false,
    ],
    [
      'both, the notice only by e-mail',
      { tipo: 'campanha', consent: { push: true, email: true }, canais: 'email' },
      true,
      false,
    ],
    [
      'e-mail only, the notice only by push',
      { tipo: 'campanha', consent: { push: false, email: true }, canais: 'push' },
      false,
      false,
    ],
    [
      'a security notice, nothing consented',
      { tipo: 'senha_alterada', consent: undefined },
      true,
      true,
    ],
    [
      'a security notice, no device',
      { tipo: 'novo_acesso', consent: undefined, hasPushDevice: false },
      true,
      false,
    ],
    [
      'a security notice, no address',
      { tipo: 'recuperacao_pedida', consent: undefined, hasEmail: false },
      false,
      true,
    ],
  ] as const)('%s', (_what, facts, email, push) => {
    expect(noticeChannels({ ...base, ...facts })).toEqual({ email, push });
  });
});

describe('consent in Perfil', () => {
  it('starts with e-mail and push off, the security kinds on and fixed', async ({ app }) => {
    const { token } = await member(app);
    const consent = await consentOf(app, token);
    expect(consent.temEmail).toBe(true);
    const byKind = Object.fromEntries(consent.preferencias.map((p) => [p.tipo, p]));
    expect(byKind.campanha).toEqual({ tipo: 'campanha', push: false, email: false, fixo: false });
    expect(byKind.senha_alterada).toEqual({
      tipo: 'senha_alterada',
      push: true,
      email: true,
      fixo: true,
    });
    expect(consent.preferencias).toHaveLength(Object.keys(NOTICE_KINDS).length);
  });

  it('keeps what the member saves, withdrawn as easily as given', async ({ app }) => {
    const { token } = await member(app);
    expect(
      (await save(app, token, [{ tipo: 'fatura_vencida', push: true, email: true }])).statusCode,
    ).toBe(200);
    let byKind = Object.fromEntries(
      (await consentOf(app, token)).preferencias.map((p) => [p.tipo, p]),
    );
    expect(byKind.fatura_vencida).toMatchObject({ push: true, email: true });
    expect(byKind.fatura_a_vencer).toMatchObject({ push: false, email: false });
    await save(app, token, [{ tipo: 'fatura_vencida', push: false, email: false }]);
    byKind = Object.fromEntries((await consentOf(app, token)).preferencias.map((p) => [p.tipo, p]));
    expect(byKind.fatura_vencida).toMatchObject({ push: false, email: false });
  });

  it('refuses to switch a security notice off, storing nothing of the request', async ({
    app,
    db,
  }) => {
    const { token, m } = await member(app);
    const response = await save(app, token, [
      { tipo: 'campanha', push: true, email: true },
      { tipo: 'novo_acesso', push: false, email: false },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'Avisos de segurança não podem ser desligados.',
    });
    const rows = await db
      .selectFrom('aviso_preferencia')
      .selectAll()
      .where('usuario_id', '=', m.usuario.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('is the caller’s own: saving changes no one else’s', async ({ app }) => {
    const a = await member(app);
    const b = await member(app);
    await save(app, b.token, [{ tipo: 'campanha', push: false, email: true }]);
    await save(app, a.token, [{ tipo: 'campanha', push: true, email: false }]);
    const theirs = (await consentOf(app, b.token)).preferencias.find((p) => p.tipo === 'campanha');
    expect(theirs).toMatchObject({ push: false, email: true });
  });

  it('refuses an unknown kind with a Portuguese message', async ({ app }) => {
    const { token } = await member(app);
    const response = await save(app, token, [{ tipo: 'qualquer', push: true, email: true }]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/tipo de aviso inválido/);
  });
});

describe('e-mail through the outbox', () => {
  it('sends a notice by e-mail to a member who consented, and to no one else', async ({
    app,
    db,
  }) => {
    const yes = await member(app);
    const no = await member(app);
    await save(app, yes.token, [{ tipo: 'campanha', push: false, email: true }]);
    await campaign(db, yes.card, 'Semana do desconto');
    await campaign(db, no.card, 'Semana do desconto');
    await app.app.outbox.dispatchNotices();
    await app.app.outbox.deliver();
    const mail = await sink.waitForMailTo(yes.m.usuario.email, 1);
    expect(mail.text).toContain('Subject: Semana do desconto');
    expect(mail.text).toContain('Texto de Semana do desconto');
    expect(mail.text).toContain('Perfil > Avisos');
    expect(await outboxTo(db, no.m.usuario.email)).toEqual([]);
  });

  it('honours the notice’s own channels', async ({ app, db }) => {
    const { token, card, m } = await member(app);
    await save(app, token, [{ tipo: 'campanha', push: true, email: true }]);
    await campaign(db, card, 'Só no celular', 'push');
    await app.app.outbox.dispatchNotices();
    expect(await outboxTo(db, m.usuario.email)).toEqual([]);
  });

  it('tells of a security event once by e-mail, however many cards the login holds', async ({
    app,
    db,
  }) => {
    const { m } = await member(app, undefined, 2);
    await writeAccountNotice(db, m.usuario.id, accountNotices.passwordChanged(), new Date());
    expect(
      await db
        .selectFrom('aviso')
        .select('id')
        .where(
          'cliente_id',
          'in',
          m.cards.map((c) => c.id),
        )
        .execute(),
    ).toHaveLength(2);
    await app.app.outbox.dispatchNotices();
    const queued = await outboxTo(db, m.usuario.email);
    expect(queued.map((q) => q.assunto)).toEqual(['Sua senha foi alterada']);
  });

  it('queues each notice once, however many instances dispatch at the same moment', async ({
    app,
    db,
  }) => {
    const { token, card, m } = await member(app);
    await save(app, token, [{ tipo: 'campanha', push: false, email: true }]);
    for (let i = 0; i < 5; i++) await campaign(db, card, `Campanha ${i}`);
    await Promise.all([dispatchNotices(db), dispatchNotices(db), dispatchNotices(db)]);
    await dispatchNotices(db);
    const queued = await outboxTo(db, m.usuario.email);
    expect(queued.map((q) => q.assunto).sort()).toEqual(
      [0, 1, 2, 3, 4].map((i) => `Campanha ${i}`),
    );
  });

  it('sends nothing for a notice that waited too long (it stays in the inbox)', async ({
    app,
    db,
  }) => {
    const { token, card, m } = await member(app);
    await save(app, token, [{ tipo: 'campanha', push: false, email: true }]);
    const written = new Date('2026-12-01T08:00:00Z');
    await campaign(db, card, 'Antiga', null, written);
    await dispatchNotices(db, () => new Date('2026-12-01T20:00:00Z'));
    expect(await outboxTo(db, m.usuario.email)).toEqual([]);
    const row = await db
      .selectFrom('aviso')
      .select('despachado_em')
      .where('cliente_id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(row.despachado_em).not.toBeNull();
  });

  it('writes the notices of a reminder as before: the inbox needs no consent', async ({
    app,
    db,
  }) => {
    const { card, token } = await member(app);
    await writeNotice(
      db,
      card.id,
      {
        tipo: NOTICE_KINDS.invoiceDue,
        titulo: 'Fatura a vencer',
        texto: 'Vence amanhã.',
        tela: NOTICE_SCREENS.contract,
      },
      new Date(),
    );
    const list = await call(
      app.app,
      endpoints.getAvisos,
      { idCliente: card.id, idPerfil: card.perfil_id },
      { token },
    );
    expect(list.json<{ naoLidos: number }>().naoLidos).toBe(1);
  });
});
