import {
  ADMIN_CONSOLE_HEADER,
  ADMIN_SESSION_COOKIE,
  adminEndpoints,
  adminPath,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ImportJob,
} from '@clube/contract/admin';
import { endpoints, isValidCpf } from '@clube/contract';
import { parse } from 'csv-parse/sync';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database, Empresa } from '../../src/db/schema.js';
import { call, type TestApp } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';
import { createMember, insertEmpresa, insertLookups } from '../helpers/factories.js';
import { consoleCall, createOperator, signIn } from './helpers.js';

/*
 * The import calls through the app, per role, on SQLite (and PostgreSQL with TEST_DATABASE_URL):
 * upload → dry run → errors CSV → confirm → progress → done; refusals write nothing.
 */

let empresaA: Empresa;
let companyA: number;
let companyB: number;
const cookies: Record<'admin' | 'operatorA' | 'operatorB' | 'supportA', string> = {
  admin: '',
  operatorA: '',
  operatorB: '',
  supportA: '',
};

const it = apiTest({
  config: { admin: { twoFactor: 'optional', sessionIdle: 1800, sessionMax: 43200 } },
});
it.beforeAll(async ({ app, db }) => {
  await insertLookups(db);
  empresaA = await insertEmpresa(db, { nome: 'Alfa' });
  companyA = empresaA.id;
  companyB = (await insertEmpresa(db, { nome: 'Beta' })).id;
  cookies.admin = await signIn(app.app, await createOperator(db, { role: 'admin' }));
  cookies.operatorA = await signIn(
    app.app,
    await createOperator(db, { role: 'operator', companyIds: [companyA] }),
  );
  cookies.operatorB = await signIn(
    app.app,
    await createOperator(db, { role: 'operator', companyIds: [companyB] }),
  );
  cookies.supportA = await signIn(
    app.app,
    await createOperator(db, { role: 'support', companyIds: [companyA] }),
  );
});

function upload(
  app: TestApp,
  cookie: string,
  file: Buffer | string,
  {
    companyId = companyA,
    firstPassword = 'nascimento',
    contentType = 'text/csv',
    headers = {},
  }: {
    companyId?: number;
    firstPassword?: string;
    contentType?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<LightMyRequestResponse> {
  return app.app.inject({
    method: 'POST',
    url: adminEndpoints.uploadMemberImport.path,
    query: { companyId: String(companyId), firstPassword, fileName: 'membros.csv' },
    headers: {
      [ADMIN_CONSOLE_HEADER]: '1',
      cookie: `${ADMIN_SESSION_COOKIE}=${cookie}`,
      'content-type': contentType,
      ...headers,
    },
    payload: typeof file === 'string' ? Buffer.from(file) : file,
  });
}

const job = (app: TestApp, cookie: string, id: number) =>
  consoleCall(app.app, adminEndpoints.getImport, { cookie, params: { id } });

const confirm = (app: TestApp, cookie: string, id: number, deactivateMissing = false) =>
  consoleCall(app.app, adminEndpoints.confirmImport, {
    cookie,
    params: { id },
    body: { deactivateMissing },
  });

/** Polls the job as the console does until the write has finished. */
async function finished(app: TestApp, id: number): Promise<ImportJob> {
  for (let i = 0; i < 200; i++) {
    const view = (await job(app, cookies.admin, id)).json<ImportJob>();
    if (view.status === 'done' || view.status === 'failed') return view;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`import ${id} did not finish`);
}

/** Rows of the tables an import writes, to prove a refusal wrote nothing. */
async function snapshot(db: Kysely<Database>) {
  const count = async (
    table: 'importacao' | 'importacao_linha' | 'usuario' | 'cliente' | 'outbox' | 'auditoria',
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return Object.fromEntries(
    await Promise.all(
      (
        ['importacao', 'importacao_linha', 'usuario', 'cliente', 'outbox', 'auditoria'] as const
      ).map(async (table) => [table, await count(table)]),
    ),
  );
}

/** Windows-1252 bytes of a text with Portuguese accents (the same bytes as Latin-1 for these). */
const cp1252 = (text: string) => Buffer.from(text, 'latin1');

describe('member import: the template', () => {
  it('downloads a CSV with the header and one example line, for every role', async ({ app }) => {
    for (const cookie of [cookies.admin, cookies.operatorA, cookies.supportA]) {
      const response = await consoleCall(app.app, adminEndpoints.memberImportTemplate, { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toContain('attachment');
      const rows = parse(response.body, { delimiter: ';', bom: true }) as string[][];
      expect(rows).toHaveLength(2);
      expect(rows[0]?.slice(0, 5)).toEqual(['CPF', 'nome', 'e-mail', 'telefone', 'nascimento']);
      // A valid, fictitious CPF: not the demo member's.
      expect(rows[1]?.[0]).toBe('987.654.321-00');
      expect(isValidCpf(rows[1]?.[0] ?? '')).toBe(true);
    }
  });
});

describe('member import: upload, dry run, confirm', () => {
  it('plans a Windows-1252 file, lists its errors, and writes it when confirmed', async ({
    app,
    db,
  }) => {
    const existing = await createMember(db, { empresas: [empresaA] });
    const file = cp1252(
      [
        'CPF;nome;nascimento;cidade;setor',
        '529.982.247-25;José Conceição;20/05/1990;São Paulo;RH',
        `${existing.usuario.login};;;Goiânia;TI`,
        '111.111.111-11;CPF Inválido;01/01/1990;;',
        '168.995.350-09;=HYPERLINK("http://x");01/01/1990;;',
      ].join('\r\n'),
    );
    const before = await snapshot(db);
    const response = await upload(app, cookies.operatorA, file);
    expect(response.statusCode, response.body).toBe(200);
    const dry = response.json<ImportJob>();
    expect(dry).toMatchObject({
      companyId: companyA,
      companyName: 'Alfa',
      status: 'dry_run',
      encoding: 'windows-1252',
      delimiter: ';',
      ignoredColumns: ['setor'],
      total: 4,
      applied: 0,
      counts: { create: 1, update: 1, unchanged: 0, error: 2 },
      firstErrors: [
        { line: 4, cpf: '111.111.111-11', error: 'CPF inválido!' },
        {
          line: 5,
          cpf: '168.995.350-09',
          error: expect.stringMatching(/^nome: parece uma fórmula/),
        },
      ],
    });
    // The dry run wrote the job, its lines and one audit row: no member.
    expect(await snapshot(db)).toEqual({
      ...before,
      importacao: before.importacao! + 1,
      importacao_linha: before.importacao_linha! + 4,
      auditoria: before.auditoria! + 1,
    });

    const errors = await consoleCall(app.app, adminEndpoints.importErrorsCsv, {
      cookie: cookies.supportA,
      params: { id: dry.id },
    });
    expect(errors.statusCode).toBe(200);
    expect(errors.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse(errors.body, { delimiter: ';', bom: true }) as string[][];
    expect(rows[0]).toEqual(['linha', 'erro', 'CPF', 'nome', 'nascimento', 'cidade', 'setor']);
    expect(rows.slice(1).map((r) => [r[0], r[3]])).toEqual([
      ['4', 'CPF Inválido'],
      ['5', `'=HYPERLINK("http://x")`],
    ]);

    // Support reads but does not confirm.
    expect((await confirm(app, cookies.supportA, dry.id)).statusCode).toBe(403);
    const confirmed = await confirm(app, cookies.operatorA, dry.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed' });
    const done = await finished(app, dry.id);
    expect(done).toMatchObject({
      status: 'done',
      applied: 4,
      counts: { create: 1, update: 1, unchanged: 0, error: 2 },
    });
    expect(done.finishedAt).not.toBeNull();

    // The new member signs in with the birth date and must change it first.
    const login = await call(app.app, endpoints.login, {
      username: '529.982.247-25',
      password: '20051990',
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({
      alterarSenha: true,
      nome: 'José Conceição',
      empresas: [expect.objectContaining({ idEmpresa: companyA })],
    });
    const card = await db
      .selectFrom('cliente')
      .select(['cidade'])
      .where('id', '=', existing.cards[0]!.id)
      .executeTakeFirstOrThrow();
    expect(card.cidade).toBe('Goiânia');

    // A confirmed job cannot be confirmed or discarded again.
    expect((await confirm(app, cookies.operatorA, dry.id)).statusCode).toBe(409);
    const discard = await consoleCall(app.app, adminEndpoints.discardImport, {
      cookie: cookies.operatorA,
      params: { id: dry.id },
    });
    expect(discard.statusCode).toBe(409);
    expect(discard.json()).toEqual({ message: IMPORT_MESSAGES.notDryRun, code: 'CONFLICT' });

    // The same file again: unchanged, and confirming it writes nothing to the members.
    const again = (await upload(app, cookies.admin, file)).json<ImportJob>();
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 2, error: 2 });
    const members = await db.selectFrom('cliente').selectAll().orderBy('id').execute();
    await confirm(app, cookies.admin, again.id);
    expect(await finished(app, again.id)).toMatchObject({ status: 'done' });
    expect(await db.selectFrom('cliente').selectAll().orderBy('id').execute()).toEqual(members);

    // The audit: the upload, the confirm, the job's counts, each member written (CPF masked).
    const audit = await db
      .selectFrom('auditoria')
      .selectAll()
      .where('empresa_id', '=', companyA)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => `${a.recurso}:${a.acao}`)).toEqual([
      'imports:create',
      'imports:update',
      'members:create',
      'members:update',
      'imports:update',
      'imports:create',
      'imports:update',
      'imports:update',
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/529\.?982\.?247-?25|20051990/);
    expect(JSON.parse(audit[2]!.campos)).toMatchObject({ cpf: { to: '***.982.247-**' } });
  });

  it('lists the people to create and, for CPFs on file, what differs field by field', async ({
    app,
    db,
  }) => {
    const company = await insertEmpresa(db, { nome: 'Delta' });
    const elsewhere = await insertEmpresa(db, { nome: 'Épsilon' });
    const [kept, ended, other] = [
      await createMember(db, { empresas: [company] }),
      await createMember(db, { empresas: [company] }),
      await createMember(db, { empresas: [elsewhere] }),
    ];
    await db
      .updateTable('cliente')
      .set({ nome: 'Rita Souza', telefone1: '11987654321', cidade: 'Santos', sexo_id: 2 })
      .where('id', '=', kept.cards[0]!.id)
      .execute();
    await db
      .updateTable('cliente')
      .set({ encerrado_em: '2026-01-01T12:00:00.000Z', nascimento: '1980-02-03' })
      .where('id', '=', ended.cards[0]!.id)
      .execute();
    const file = [
      'CPF;nome;telefone;cidade;sexo;nascimento;perfil',
      '123.456.789-09;Nova Pessoa;;;;20/05/1990;agregado',
      `${other.usuario.login};Outra Empresa;;;;;`,
      `${kept.usuario.login};Rita Souza;(21) 3333-4444;;m;;`,
      `${ended.usuario.login};;;;;04/02/1980;`,
    ].join('\n');
    const dry = (
      await upload(app, cookies.admin, file, { companyId: company.id })
    ).json<ImportJob>();
    expect(dry.counts).toEqual({ create: 2, update: 2, unchanged: 0, error: 0 });
    const hidden = (cpf: string) => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
    expect(dry.firstCreates).toEqual([
      { line: 2, cpf: '***.456.789-**', nome: 'Nova Pessoa', perfil: 'Agregado', hasSignIn: false },
      {
        line: 3,
        cpf: hidden(other.usuario.login),
        nome: 'Outra Empresa',
        perfil: 'Titular',
        hasSignIn: true,
      },
    ]);
    expect(dry.firstUpdates).toEqual([
      {
        line: 4,
        cpf: hidden(kept.usuario.login),
        nome: 'Rita Souza',
        changes: [
          { field: 'telefone', from: '(11) 98765-4321', to: '(21) 3333-4444' },
          { field: 'sexo', from: 'Feminino', to: 'Masculino' },
        ],
      },
      {
        line: 5,
        cpf: hidden(ended.usuario.login),
        nome: ended.cards[0]!.nome,
        changes: [
          { field: 'nascimento', from: '03/02/1980', to: '04/02/1980' },
          { field: 'situacao', from: 'Encerrado', to: 'Ativo' },
        ],
      },
    ]);
    // No answer of the dry run carries a CPF in full.
    expect(JSON.stringify(dry)).not.toContain(kept.usuario.login);
    // Once confirmed, the preview is gone: what was written is in the counts and the audit.
    await confirm(app, cookies.admin, dry.id);
    expect(await finished(app, dry.id)).toMatchObject({ firstCreates: [], firstUpdates: [] });
  });

  it('reads commas and digits-only CPFs, and e-mails first passwords', async ({ app, db }) => {
    const response = await upload(
      app,
      cookies.admin,
      'cpf,nome,email\n39876561405,Carla Dias,carla@example.com\n',
      { firstPassword: 'email', contentType: 'application/vnd.ms-excel' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const dry = response.json<ImportJob>();
    expect(dry).toMatchObject({ delimiter: ',', encoding: 'utf-8', counts: { create: 1 } });
    await confirm(app, cookies.admin, dry.id);
    await finished(app, dry.id);
    const mail = await db
      .selectFrom('outbox')
      .selectAll()
      .where('destino', '=', 'carla@example.com')
      .executeTakeFirstOrThrow();
    const password = /provisória:\n(\S+)\n/.exec(mail.corpo)?.[1];
    expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
    // The answers never carry it.
    expect((await job(app, cookies.admin, dry.id)).body).not.toContain(password);
  });

  it("ends the company's cards missing from the file only when ticked", async ({ app, db }) => {
    const company = await insertEmpresa(db, { nome: 'Gama' });
    const stays = await createMember(db, { empresas: [company] });
    const leaves = await createMember(db, { empresas: [company] });
    const csv = `CPF;nome\n${stays.usuario.login};${stays.usuario.nome}\n`;
    const dry = (
      await upload(app, cookies.admin, csv, { companyId: company.id })
    ).json<ImportJob>();
    expect(dry.missing).toBe(1);
    await confirm(app, cookies.admin, dry.id, true);
    expect(await finished(app, dry.id)).toMatchObject({ deactivated: 1, missing: 0 });
    const cards = await db
      .selectFrom('cliente')
      .select(['id', 'encerrado_em'])
      .where('id', 'in', [stays.cards[0]!.id, leaves.cards[0]!.id])
      .orderBy('id')
      .execute();
    expect(cards.map((c) => c.encerrado_em === null)).toEqual([
      stays.cards[0]!.id < leaves.cards[0]!.id,
      stays.cards[0]!.id > leaves.cards[0]!.id,
    ]);
    // The ended card no longer appears at sign-in, the member's other data stays.
    expect(
      await db.selectFrom('usuario').select('id').where('id', '=', leaves.usuario.id).execute(),
    ).toHaveLength(1);
  });

  it('discards a dry run, which then cannot be confirmed', async ({ app, db }) => {
    const dry = (
      await upload(app, cookies.operatorA, 'CPF;nome;nascimento\n71234567857;Ana;01/01/1990\n')
    ).json<ImportJob>();
    const discarded = await consoleCall(app.app, adminEndpoints.discardImport, {
      cookie: cookies.operatorA,
      params: { id: dry.id },
    });
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json()).toMatchObject({ status: 'discarded' });
    expect((await confirm(app, cookies.operatorA, dry.id)).statusCode).toBe(409);
    expect(
      await db.selectFrom('usuario').select('id').where('login', '=', '71234567857').execute(),
    ).toEqual([]);
  });
});

describe('member import: who may', () => {
  const csv = 'CPF;nome;nascimento\n63401928317;Rita;01/01/1990\n';

  it('refuses support and another company’s operator with 403, writing nothing', async ({
    app,
    db,
  }) => {
    const before = await snapshot(db);
    for (const [cookie, companyId] of [
      [cookies.supportA, companyA],
      [cookies.operatorB, companyA],
      [cookies.operatorA, companyB],
    ] as const) {
      const response = await upload(app, cookie, csv, { companyId });
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await snapshot(db)).toEqual(before);
  });

  it("does not show, confirm or discard another company's job", async ({ app, db }) => {
    const dry = (await upload(app, cookies.operatorA, csv)).json<ImportJob>();
    const before = await snapshot(db);
    expect((await job(app, cookies.operatorB, dry.id)).statusCode).toBe(403);
    expect(
      (
        await consoleCall(app.app, adminEndpoints.importErrorsCsv, {
          cookie: cookies.operatorB,
          params: { id: dry.id },
        })
      ).statusCode,
    ).toBe(403);
    expect((await confirm(app, cookies.operatorB, dry.id)).statusCode).toBe(403);
    const discard = await consoleCall(app.app, adminEndpoints.discardImport, {
      cookie: cookies.operatorB,
      params: { id: dry.id },
    });
    expect(discard.statusCode).toBe(403);
    expect(await snapshot(db)).toEqual(before);
    expect((await job(app, cookies.operatorA, dry.id)).json()).toMatchObject({ status: 'dry_run' });
  });

  it('answers 404 for a job or a company that does not exist, 401 without a session', async ({
    app,
  }) => {
    expect((await job(app, cookies.admin, 999_999)).statusCode).toBe(404);
    expect((await upload(app, cookies.admin, csv, { companyId: 999_999 })).statusCode).toBe(404);
    const anonymous = await app.app.inject({
      method: 'GET',
      url: adminPath(adminEndpoints.getImport.path, { id: 1 }),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an upload without the console header (CSRF)', async ({ app, db }) => {
    const before = await snapshot(db);
    const response = await app.app.inject({
      method: 'POST',
      url: adminEndpoints.uploadMemberImport.path,
      query: { companyId: String(companyA), firstPassword: 'nascimento' },
      headers: {
        cookie: `${ADMIN_SESSION_COOKIE}=${cookies.admin}`,
        'content-type': 'text/csv',
      },
      payload: Buffer.from(csv),
    });
    expect(response.statusCode).toBe(403);
    expect(await snapshot(db)).toEqual(before);
  });
});

describe('member import: bad files', () => {
  it('refuses each with a clear Portuguese message and writes nothing', async ({ app, db }) => {
    const before = await snapshot(db);
    const cases: [Buffer | string, number, string | RegExp, Record<string, string>?][] = [
      // 50 MB announced: refused before the body is read.
      [
        Buffer.from('CPF\n'),
        413,
        IMPORT_MESSAGES.tooLarge,
        { 'content-length': String(50 * 1024 * 1024) },
      ],
      [Buffer.alloc(IMPORT_LIMITS.fileBytes + 1, 'a'), 413, IMPORT_MESSAGES.tooLarge],
      [
        Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 97) % 256)),
        400,
        IMPORT_MESSAGES.notText,
      ],
      [
        `CPF;nome\n63401928317${';x'.repeat(299)}\n`,
        400,
        'A linha 2 tem 300 colunas; o máximo é 40.',
      ],
      ['nome;email\nAna;a@b.co\n', 400, IMPORT_MESSAGES.noCpfColumn],
      ['', 400, /./],
    ];
    for (const [file, status, message, headers] of cases) {
      const response = await upload(app, cookies.admin, file, headers ? { headers } : {});
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    expect(await snapshot(db)).toEqual(before);
  });

  it('refuses a JSON body and a missing company with 4xx', async ({ app }) => {
    const json = await app.app.inject({
      method: 'POST',
      url: adminEndpoints.uploadMemberImport.path,
      query: { companyId: String(companyA), firstPassword: 'nascimento' },
      headers: {
        [ADMIN_CONSOLE_HEADER]: '1',
        cookie: `${ADMIN_SESSION_COOKIE}=${cookies.admin}`,
        'content-type': 'application/json',
      },
      payload: { cpf: '1' },
    });
    expect(json.statusCode).toBe(415);
    const multipart = await upload(app, cookies.admin, '--x\r\n\r\nCPF\r\n--x--', {
      contentType: 'multipart/form-data; boundary=x',
    });
    expect(multipart.statusCode).toBe(415);
    expect(multipart.json()).toEqual({
      message: IMPORT_MESSAGES.contentType,
      code: 'INVALID_INPUT',
    });
    const noCompany = await app.app.inject({
      method: 'POST',
      url: adminEndpoints.uploadMemberImport.path,
      query: { firstPassword: 'nascimento' },
      headers: {
        [ADMIN_CONSOLE_HEADER]: '1',
        cookie: `${ADMIN_SESSION_COOKIE}=${cookies.admin}`,
        'content-type': 'text/csv',
      },
      payload: Buffer.from('CPF\n'),
    });
    expect(noCompany.statusCode).toBe(400);
  });
});
