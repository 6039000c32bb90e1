import { parse } from 'csv-parse/sync';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Empresa } from '../../src/db/schema.js';
import { verifyPassword } from '../../src/lib/password.js';
import {
  applyImport,
  createDryRun,
  discardJob,
  errorRowsCsv,
  findImportJob,
  importJobView,
  readMemberFile,
  type ImportAuditEntry,
} from '../../src/modules/admin/imports/service.js';
import { createMember, insertEmpresa, insertLookups, PERFIL } from '../helpers/factories.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { createOperator } from './helpers.js';

/*
 * The dry run and the confirmed write as services, on SQLite (and PostgreSQL with
 * TEST_DATABASE_URL): the very same plan for both, and the write idempotent.
 */

let database: TestDatabase;
let db: Kysely<Database>;
let audits: ImportAuditEntry[];
let operatorId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await insertLookups(db);
  operatorId = (await createOperator(db, { role: 'admin' })).row.id;
});
afterAll(() => database.close());
beforeEach(() => {
  audits = [];
});

const NOW = new Date('2026-11-23T12:00:00.000Z');

async function dryRun(
  empresa: Empresa,
  csv: string,
  firstPassword: 'nascimento' | 'email' = 'nascimento',
) {
  const id = await db.transaction().execute((trx) =>
    createDryRun(trx, {
      companyId: empresa.id,
      operatorId,
      fileName: 'membros.csv',
      firstPassword,
      file: readMemberFile(Buffer.from(csv)),
      now: NOW,
    }),
  );
  const job = await findImportJob(db, id);
  if (!job) throw new Error('no job');
  return job;
}

async function confirm(jobId: number, deactivateMissing = false) {
  await db
    .updateTable('importacao')
    .set({ status: 'confirmed', desativar_ausentes: deactivateMissing ? 1 : 0 })
    .where('id', '=', jobId)
    .execute();
  const job = await findImportJob(db, jobId);
  if (!job) throw new Error('no job');
  await applyImport({
    job,
    transact: (work) => db.transaction().execute(work),
    audit: async (_trx, entries) => {
      audits.push(...entries);
    },
    now: () => NOW,
    batchRows: 2,
  });
  return importJobView(db, (await findImportJob(db, jobId))!);
}

const linesOf = (jobId: number) =>
  db
    .selectFrom('importacao_linha')
    .select(['linha', 'acao'])
    .where('importacao_id', '=', jobId)
    .orderBy('linha')
    .execute();

const cardsOf = (empresaId: number) =>
  db
    .selectFrom('cliente as c')
    .innerJoin('usuario as u', 'u.id', 'c.usuario_id')
    .select([
      'u.login',
      'u.alterar_senha',
      'u.senha_hash',
      'c.nome',
      'c.telefone1',
      'c.perfil_id',
      'c.nascimento',
      'c.encerrado_em',
      'c.reativado_em',
      'c.updated_at',
    ])
    .where('c.empresa_id', '=', empresaId)
    .where('c.titular_id', 'is', null)
    .orderBy('u.login')
    .execute();

describe('member import: dry run and confirm', () => {
  it('plans a mixed file, writes exactly that, and a second upload changes nothing', async () => {
    const empresa = await insertEmpresa(db);
    const other = await insertEmpresa(db);
    // Already a member here, with the data of the file: unchanged.
    const same = await createMember(db, { empresas: [empresa] });
    await db
      .updateTable('cliente')
      .set({ nome: 'Igual Silva', telefone1: '11987654321' })
      .where('id', '=', same.cards[0]!.id)
      .execute();
    // Already a member here, the file changes the phone: update.
    const changed = await createMember(db, { empresas: [empresa] });
    // A member of another company only: a new card here, their login untouched.
    const elsewhere = await createMember(db, { empresas: [other] });

    const csv = [
      'CPF;nome;telefone;nascimento;perfil',
      `${same.usuario.login};Igual Silva;(11) 98765-4321;;`,
      `${changed.usuario.login};;(21) 3333-4444;;conveniado`,
      `${elsewhere.usuario.login};Outra Empresa;;;agregado`,
      '529.982.247-25;Nova Pessoa;;20/05/1990;',
      '123.456.789-00;CPF Errado;;;',
      '168.995.350-09;Sem Nascimento;;;',
    ].join('\n');

    const job = await dryRun(empresa, csv);
    const view = await importJobView(db, job);
    expect(view).toMatchObject({
      status: 'dry_run',
      total: 6,
      counts: { create: 2, update: 1, unchanged: 1, error: 2 },
      missing: 0,
      firstErrors: [
        { line: 6, cpf: '123.456.789-00', error: 'CPF inválido!' },
        {
          line: 7,
          cpf: '168.995.350-09',
          error:
            'nascimento: obrigatório para novos membros quando a senha inicial é a data de nascimento',
        },
      ],
    });
    // The dry run wrote no member.
    expect(await cardsOf(empresa.id)).toHaveLength(2);

    const done = await confirm(job.id);
    expect(done).toMatchObject({
      status: 'done',
      applied: 6,
      counts: { create: 2, update: 1, unchanged: 1, error: 2 },
    });
    // Once done, only the error rows stay (for the error CSV).
    expect((await linesOf(job.id)).map((l) => [l.linha, l.acao])).toEqual([
      [6, 'error'],
      [7, 'error'],
    ]);
    const cards = await cardsOf(empresa.id);
    expect(cards.map((c) => [c.login, c.nome, c.telefone1, c.perfil_id])).toEqual(
      [
        [same.usuario.login, 'Igual Silva', '11987654321', PERFIL.titular],
        [changed.usuario.login, changed.cards[0]!.nome, '2133334444', PERFIL.conveniado],
        [elsewhere.usuario.login, 'Outra Empresa', '', PERFIL.agregado],
        ['52998224725', 'Nova Pessoa', '', PERFIL.titular],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    const created = cards.find((c) => c.login === '52998224725')!;
    expect(created.alterar_senha).toBe(1);
    expect(await verifyPassword('20051990', created.senha_hash)).toBe(true);
    // The member of another company keeps their password and pending steps.
    const kept = cards.find((c) => c.login === elsewhere.usuario.login)!;
    expect(kept.senha_hash).toBe(elsewhere.usuario.senha_hash);
    expect(kept.alterar_senha).toBe(0);

    expect(audits.filter((a) => a.resource === 'members').map((a) => a.action)).toEqual([
      'update',
      'addCard',
      'create',
    ]);
    expect(JSON.stringify(audits)).not.toMatch(/senha|20051990/);
    expect(audits.at(-1)).toMatchObject({ resource: 'imports', recordId: job.id });

    // The same file again: nothing to do, and nothing touched.
    const before = await cardsOf(empresa.id);
    const again = await dryRun(empresa, csv);
    expect((await importJobView(db, again)).counts).toEqual({
      create: 0,
      update: 0,
      unchanged: 4,
      error: 2,
    });
    audits = [];
    await confirm(again.id);
    expect(await cardsOf(empresa.id)).toEqual(before);
    expect(audits.filter((a) => a.resource === 'members')).toEqual([]);
  });

  it('a CPF that signs in elsewhere: the card takes the file’s name or the row is refused, the sign-in untouched', async () => {
    const empresa = await insertEmpresa(db);
    const other = await insertEmpresa(db);
    const elsewhere = await createMember(db, {
      empresas: [other],
      usuario: { nome: 'Nome da Outra', email: 'outra@example.com' },
    });
    const nameless = await createMember(db, {
      empresas: [other],
      usuario: { nome: 'Sem Nome Aqui' },
    });
    const csv = [
      'CPF;nome;email',
      `${elsewhere.usuario.login};Nome Daqui;daqui@example.com`,
      `${nameless.usuario.login};;`,
    ].join('\n');
    const job = await dryRun(empresa, csv);
    expect((await importJobView(db, job)).firstErrors).toEqual([
      { line: 3, cpf: expect.any(String), error: 'nome: informe o nome do novo membro' },
    ]);
    await confirm(job.id);
    const cards = await cardsOf(empresa.id);
    expect(cards.map((c) => [c.login, c.nome])).toEqual([[elsewhere.usuario.login, 'Nome Daqui']]);
    expect(JSON.stringify(cards)).not.toContain('Nome da Outra');
    const signIn = await db
      .selectFrom('usuario')
      .select(['nome', 'email', 'senha_hash', 'alterar_senha'])
      .where('id', '=', elsewhere.usuario.id)
      .executeTakeFirstOrThrow();
    expect(signIn).toEqual({
      nome: 'Nome da Outra',
      email: 'outra@example.com',
      senha_hash: elsewhere.usuario.senha_hash,
      alterar_senha: 0,
    });
  });

  it('e-mails a random first password through the outbox, never stored in the clear', async () => {
    const empresa = await insertEmpresa(db, { nome: 'Empresa Correio' });
    const job = await dryRun(
      empresa,
      'CPF;nome;e-mail\n398.765.614-05;Carla;carla@example.com\n856.281.431-89;Sem Email;\n',
      'email',
    );
    expect((await importJobView(db, job)).counts).toMatchObject({ create: 1, error: 1 });
    await confirm(job.id);
    const mail = await db
      .selectFrom('outbox')
      .selectAll()
      .where('destino', '=', 'carla@example.com')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ canal: 'email', status: 'pendente' });
    expect(mail.assunto).toContain('Empresa Correio');
    const password = /provisória:\n(\S+)\n/.exec(mail.corpo)?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
    const usuario = await db
      .selectFrom('usuario')
      .selectAll()
      .where('login', '=', '39876561405')
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(password, usuario.senha_hash)).toBe(true);
    const stored = await db.selectFrom('importacao_linha').select(['dados', 'original']).execute();
    expect(JSON.stringify(stored)).not.toContain(password);
  });

  it('ends the cards missing from the file only when asked, and never deletes them', async () => {
    const empresa = await insertEmpresa(db);
    const staying = await createMember(db, { empresas: [empresa] });
    const leaving = await createMember(db, { empresas: [empresa] });
    const csv = `CPF;nome\n${staying.usuario.login};${staying.usuario.nome}\n`;

    const first = await dryRun(empresa, csv);
    expect((await importJobView(db, first)).missing).toBe(1);
    await confirm(first.id, false);
    expect((await cardsOf(empresa.id)).every((c) => c.encerrado_em === null)).toBe(true);

    const second = await dryRun(empresa, csv);
    const done = await confirm(second.id, true);
    expect(done).toMatchObject({ deactivated: 1, missing: 0 });
    const cards = await cardsOf(empresa.id);
    expect(cards.map((c) => [c.login, c.encerrado_em])).toEqual(
      [
        [staying.usuario.login, null],
        [leaving.usuario.login, '2026-11-23'],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    // The member is still there; and a later file with their CPF brings the card back, as the
    // console's "reactivate card" does (an old contract no longer ends it).
    const back = await dryRun(empresa, `CPF\n${leaving.usuario.login}\n`);
    expect((await importJobView(db, back)).counts.update).toBe(1);
    await confirm(back.id);
    expect(
      (await cardsOf(empresa.id)).find((c) => c.login === leaving.usuario.login),
    ).toMatchObject({ encerrado_em: null, reativado_em: '2026-11-23' });
    expect(
      (await cardsOf(empresa.id)).find((c) => c.login === staying.usuario.login),
    ).toMatchObject({ reativado_em: null });
  });

  it('lists the error rows as CSV, with the line and the error, formulas neutralised', async () => {
    const empresa = await insertEmpresa(db);
    const job = await dryRun(
      empresa,
      'CPF;nome;setor\n111.111.111-11;Ana;RH\n398.765.614-05;=cmd()|calc;TI\n529.982.247-25;Bia;-x\n',
    );
    const rows = parse(await errorRowsCsv(db, job), { delimiter: ';', bom: true }) as string[][];
    expect(rows).toEqual([
      ['linha', 'erro', 'CPF', 'nome', 'setor'],
      ['2', 'CPF inválido!', '111.111.111-11', 'Ana', 'RH'],
      [
        '3',
        'nome: parece uma fórmula de planilha (começa com =, +, -, @ ou tabulação); corrija o texto',
        '398.765.614-05',
        "'=cmd()|calc",
        'TI',
      ],
    ]);
  });

  it('discards a dry run once, and a discarded job cannot be discarded again', async () => {
    const empresa = await insertEmpresa(db);
    const job = await dryRun(empresa, 'CPF;nome;nascimento\n529.982.247-25;Ana;01/01/1990\n');
    expect(await discardJob(db, job.id, NOW)).toBe(true);
    expect(await discardJob(db, job.id, NOW)).toBe(false);
    expect((await findImportJob(db, job.id))?.status).toBe('discarded');
    expect(await cardsOf(empresa.id)).toEqual([]);
    // The file's rows (personal data) are not kept for a discarded job.
    expect(await linesOf(job.id)).toEqual([]);
  });
});
