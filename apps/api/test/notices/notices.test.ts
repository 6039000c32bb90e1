import {
  endpoints,
  NOTICE_KINDS,
  NOTICE_MESSAGES,
  NOTICE_SCREENS,
  RECOVERY_TYPES,
  type NoticesResponse,
} from '@clube/contract';
import { adminEndpoints } from '@clube/contract/admin';
import type { Kysely } from 'kysely';
import { describe, expect } from 'vitest';
import type { Cliente, Database } from '../../src/db/schema.js';
import { writeNotice } from '../../src/modules/notices/write.js';
import { call, tokenFor, type TestApp } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';
import { createMember, insertEmpresa, type TestMember } from '../helpers/factories.js';
import { insertCategoria, insertMenu, insertParceiro } from '../partners/partner-world.js';
import { adminCall, signedInOperator } from '../admin/members-world.js';
import { PARTNER_TYPES } from '@clube/contract';

const it = apiTest();

const identityOf = (card: Cliente) => ({ idCliente: card.id, idPerfil: card.perfil_id });

async function notices(app: TestApp, token: string, card: Cliente): Promise<NoticesResponse> {
  const response = await call(app.app, endpoints.getAvisos, identityOf(card), { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NoticesResponse>();
}

async function campaignNotice(db: Kysely<Database>, card: Cliente, titulo: string, at: Date) {
  await writeNotice(
    db,
    card.id,
    { tipo: NOTICE_KINDS.campaign, titulo, texto: `Texto de ${titulo}`, tela: NOTICE_SCREENS.home },
    at,
  );
}

async function member(app: TestApp): Promise<{ m: TestMember; token: string; card: Cliente }> {
  const empresa = await insertEmpresa(app.database.db);
  const m = await createMember(app.database.db, { empresas: [empresa] });
  const token = await tokenFor(app.app, m.usuario);
  return { m, token, card: m.cards[0]! };
}

describe('the inbox', () => {
  it('lists the card’s notices newest first with the unread count, and marks one or all read', async ({
    app,
    db,
  }) => {
    const { token, card, m } = await member(app);
    await campaignNotice(db, card, 'Primeiro', new Date('2026-12-01T10:00:00Z'));
    await campaignNotice(db, card, 'Segundo', new Date('2026-12-01T11:00:00Z'));
    await campaignNotice(db, card, 'Terceiro', new Date('2026-12-01T12:00:00Z'));

    const list = await notices(app, token, card);
    expect(list.avisos.map((n) => n.titulo)).toEqual(['Terceiro', 'Segundo', 'Primeiro']);
    expect(list.naoLidos).toBe(3);
    expect(list.avisos[0]).toMatchObject({
      tipo: 'campanha',
      texto: 'Texto de Terceiro',
      lido: false,
      destino: { tela: 'inicio', id: null, menu: null },
    });

    const marked = await call(
      app.app,
      endpoints.marcarAvisoLido,
      { ...identityOf(card), idAviso: list.avisos[1]!.id },
      { token },
    );
    expect(marked.statusCode, marked.body).toBe(200);
    const afterOne = marked.json<NoticesResponse>();
    expect(afterOne.naoLidos).toBe(2);
    expect(afterOne.avisos.map((n) => n.lido)).toEqual([false, true, false]);

    // Acting as the card's dependent, the member reads the same inbox.
    const asDependent = await notices(app, token, m.dependent);
    expect(asDependent.naoLidos).toBe(2);

    const all = await call(app.app, endpoints.marcarAvisosLidos, identityOf(card), { token });
    expect(all.json<NoticesResponse>().naoLidos).toBe(0);
    expect((await notices(app, token, card)).avisos.every((n) => n.lido)).toBe(true);
  });

  it('never shows nor marks another member’s notice', async ({ app, db }) => {
    const a = await member(app);
    const b = await member(app);
    await campaignNotice(db, b.card, 'Só do B', new Date());
    const theirs = (await notices(app, b.token, b.card)).avisos[0]!;

    expect((await notices(app, a.token, a.card)).avisos.map((n) => n.titulo)).not.toContain(
      'Só do B',
    );
    const peek = await call(app.app, endpoints.getAvisos, identityOf(b.card), { token: a.token });
    expect(peek.statusCode).toBe(403);
    const mark = await call(
      app.app,
      endpoints.marcarAvisoLido,
      { ...identityOf(a.card), idAviso: theirs.id },
      { token: a.token },
    );
    expect(mark.statusCode).toBe(404);
    expect(mark.json<{ message: string }>().message).toBe('Aviso não encontrado.');
    const markAll = await call(app.app, endpoints.marcarAvisosLidos, identityOf(b.card), {
      token: a.token,
    });
    expect(markAll.statusCode).toBe(403);
    expect((await notices(app, b.token, b.card)).naoLidos).toBe(1);
  });

  it('refuses a malformed notice id with a Portuguese message', async ({ app }) => {
    const { token, card } = await member(app);
    const response = await call(
      app.app,
      endpoints.marcarAvisoLido,
      { ...identityOf(card), idAviso: 'abc' },
      { token },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/identificador inválido/);
  });
});

describe('security notices', () => {
  it('tells every card of the login when the password changes', async ({ app, db }) => {
    const [e1, e2] = [await insertEmpresa(db), await insertEmpresa(db)];
    const m = await createMember(db, { empresas: [e1, e2] });
    const token = await tokenFor(app.app, m.usuario);
    const changed = await call(
      app.app,
      endpoints.changePassword,
      { oldpass: m.usuario.password, newpass: 'outra-senha-123' },
      { token },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const newToken = changed.json<{ token: { token: string } }>().token.token;
    for (const card of m.cards) {
      const list = await notices(app, newToken, card);
      expect(list.avisos[0]).toMatchObject({
        tipo: 'senha_alterada',
        ...NOTICE_MESSAGES.passwordChanged(),
        destino: { tela: 'perfil', id: null, menu: null },
      });
    }
  });

  it('tells the member a recovery code was asked for', async ({ app }) => {
    const { token, card, m } = await member(app);
    const asked = await call(app.app, endpoints.requestPasswordChange, {
      cpf: m.usuario.login,
      tipo: RECOVERY_TYPES.email,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await notices(app, token, card)).avisos[0]).toMatchObject({
      tipo: 'recuperacao_pedida',
      ...NOTICE_MESSAGES.recoveryRequested(),
    });
  });

  it('tells the member of a sign-in from a device the login never used, once', async ({ app }) => {
    const { m, card } = await member(app);
    const signIn = (ua: string) =>
      app.app.inject({
        method: 'POST',
        url: endpoints.login.path,
        headers: { api_key: 'test-api-key', 'user-agent': ua },
        payload: { username: m.usuario.login, password: m.usuario.password },
      });
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    // tokenFor signed in once already (no user agent): that was the first device.
    const first = await signIn(android);
    const token = first.json<{ token: { token: string } }>().token.token;
    await signIn(android.replace('131.0', '132.0'));
    const kinds = async () =>
      (await notices(app, token, card)).avisos.filter((n) => n.tipo === 'novo_acesso');
    expect(await kinds()).toHaveLength(1);
    expect((await kinds())[0]!.texto).toBe(
      NOTICE_MESSAGES.newDevice({ aparelho: 'Chrome no Android' }).texto,
    );
    await signIn(iphone);
    await signIn(iphone);
    const after = await kinds();
    expect(after).toHaveLength(2);
    expect(after[0]!.texto).toContain('(Safari no iPhone)');
  });

  it('says nothing at the very first sign-in', async ({ app, db }) => {
    const empresa = await insertEmpresa(db);
    const m = await createMember(db, { empresas: [empresa] });
    const token = await tokenFor(app.app, m.usuario);
    expect((await notices(app, token, m.cards[0]!)).avisos).toEqual([]);
  });
});

describe('a new exclusive partner', () => {
  it('reaches the live cards of the company when an operator lists it in the exclusive menu, once', async ({
    app,
    db,
  }) => {
    const empresa = await insertEmpresa(db);
    const other = await insertEmpresa(db);
    const a = await createMember(db, { empresas: [empresa] });
    const b = await createMember(db, { empresas: [other] });
    const ended = await createMember(db, { empresas: [empresa] });
    await db
      .updateTable('cliente')
      .set({ encerrado_em: '2026-01-01' })
      .where('id', '=', ended.cards[0]!.id)
      .execute();
    const menu = await insertMenu(db, empresa.id, PARTNER_TYPES.exclusive, { nome: 'Meu Clube' });
    const categoria = await insertCategoria(db, 'Saúde');
    const parceiro = await insertParceiro(
      db,
      { nome: 'Clínica Sorriso', categoria_id: categoria },
      [],
    );
    const operator = await signedInOperator(app.app, db, 'operator', [empresa.id]);
    const exclusive = { nacional: false, exclusivo: true, local: false };
    const setMenus = (menus: typeof exclusive) =>
      adminCall(app.app, operator, adminEndpoints.setPartnerVisibility, {
        params: { id: parceiro },
        body: { empresaId: empresa.id, menus },
      });
    expect((await setMenus(exclusive)).statusCode).toBe(200);
    // Listed again, or off and on again: nobody is told twice.
    await setMenus(exclusive);
    await setMenus({ ...exclusive, exclusivo: false });
    await setMenus(exclusive);

    const tokenA = await tokenFor(app.app, a.usuario);
    const listA = await notices(app, tokenA, a.cards[0]!);
    expect(listA.avisos).toEqual([
      expect.objectContaining({
        tipo: 'parceiro_exclusivo',
        texto: 'Clínica Sorriso agora é parceiro exclusivo do seu clube. Confira o benefício.',
        destino: { tela: 'parceiro', id: parceiro, menu },
      }),
    ]);
    const tokenB = await tokenFor(app.app, b.usuario);
    expect((await notices(app, tokenB, b.cards[0]!)).avisos).toEqual([]);
    const endedRows = await db
      .selectFrom('aviso')
      .select('id')
      .where('cliente_id', '=', ended.cards[0]!.id)
      .execute();
    expect(endedRows).toEqual([]);
  });
});
