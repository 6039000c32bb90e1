import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { endpoints, type PartnerListItem } from '@clube/contract';
import {
  ADMIN_CONSOLE_HEADER,
  adminEndpoints,
  adminPath,
  partnerImportJob,
} from '@clube/contract/admin';
import { parse } from 'csv-parse/sync';
import { describe, expect } from 'vitest';
import { call, tokenFor, type TestApp } from '../helpers/app.js';
import { apiTest } from '../helpers/fixture.js';
import { actingAs, createPartnerWorld, type PartnerWorld } from '../partners/partner-world.js';
import { adminCall, auditRows, signedInOperator, type SignedInOperator } from './members-world.js';

let w: PartnerWorld;
let admin: SignedInOperator;
let operatorA: SignedInOperator;
let token: string;

const it = apiTest();
it.beforeAll(async ({ app, db }) => {
  w = await createPartnerWorld(db);
  admin = await signedInOperator(app.app, db, 'admin');
  operatorA = await signedInOperator(app.app, db, 'operator', [w.empresaA.id]);
  token = await tokenFor(app.app, w.me.usuario);
});

function upload(app: TestApp, who: SignedInOperator, csv: string) {
  return app.app.inject({
    method: 'POST',
    url: `${adminEndpoints.uploadPartnerImport.path}?fileName=parceiros.csv`,
    headers: { cookie: who.cookie, [ADMIN_CONSOLE_HEADER]: '1', 'content-type': 'text/csv' },
    payload: csv,
  });
}

async function exclusiveList(app: TestApp, busca = '') {
  const response = await call(
    app.app,
    {
      method: 'POST',
      path: `${endpoints.getParceiroLista.path}${busca ? `?busca=${encodeURIComponent(busca)}` : ''}`,
    },
    { ...actingAs(w.me), idServicoParceiro: w.menus.exclusive },
    { token },
  );
  return response.json<PartnerListItem[]>().map((p) => p.nomeParceiro);
}

const partnerCount = async (db: Kysely<Database>) =>
  Number(
    (
      await db
        .selectFrom('parceiro')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('CSV partner import', () => {
  const a = () => w.empresaA.id;
  const file = () =>
    [
      'nome;categoria;desconto;validade;link do benefício;online;menus;coluna extra',
      `Padaria Nova Aurora;alimentacao;10% off;31/12/2099;https://aurora.example;não;${a()}:exclusivo;x`,
      'Café São João;Alimentação;25% de desconto;;;;;',
      'Cafeteria Central;;;;;;;',
      'Loja Fantasma;Inexistente;;;;;;',
      'Loja Fórmula;Lazer;=HYPERLINK("http://x");;;;;',
      'Loja Link;Lazer;;;javascript:alert(1);;;',
      'padaria nova aurora;Alimentação;;;;;;',
      'Loja Menu;Lazer;;;;;99999:exclusivo;',
    ].join('\n');

  it('plans every row in a dry run, writes nothing, and gives the error rows as CSV', async ({
    app,
    db,
  }) => {
    const before = await partnerCount(db);
    const response = await upload(app, admin, file());
    expect(response.statusCode).toBe(200);
    const job = partnerImportJob.parse(response.json());
    expect(job).toMatchObject({
      status: 'dry_run',
      total: 8,
      counts: { create: 1, update: 1, unchanged: 1, error: 5 },
      ignoredColumns: ['coluna extra'],
    });
    expect(job.firstErrors.map((e) => [e.line, e.error])).toEqual([
      [5, 'categoria: "Inexistente" não existe; cadastre-a antes'],
      [6, expect.stringMatching(/fórmula/)],
      [7, 'link: link deve começar com http:// ou https://'],
      [8, 'parceiro repetido no arquivo (já está na linha 2)'],
      [9, `menus: empresa 99999 não encontrada`],
    ]);
    expect(await partnerCount(db)).toBe(before);
    expect(await exclusiveList(app)).not.toContain('Padaria Nova Aurora');

    const csv = await adminCall(app.app, admin, adminEndpoints.partnerImportErrorsCsv, {
      params: { id: job.id },
    });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const rows = parse(csv.body.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    expect(rows[0]?.slice(0, 3)).toEqual(['linha', 'erro', 'nome']);
    expect(rows).toHaveLength(6);
    // The formula comes back neutralised.
    expect(rows[2]?.[4]).toMatch(/^'=HYPERLINK/);
  });

  it('writes the planned rows on confirm: members see the new partner, found by its words', async ({
    app,
    db,
  }) => {
    const job = partnerImportJob.parse((await upload(app, admin, file())).json());
    const confirm = await adminCall(app.app, admin, adminEndpoints.confirmPartnerImport, {
      params: { id: job.id },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().status).toBe('done');
    expect(await exclusiveList(app, 'aurora')).toEqual(['Padaria Nova Aurora']);
    const cafe = await db
      .selectFrom('parceiro')
      .select(['id', 'desconto'])
      .where('nome', '=', 'Café São João')
      .executeTakeFirstOrThrow();
    expect(cafe.desconto).toBe('25% de desconto');
    expect((await auditRows(db, 'partners', cafe.id)).at(-1)?.acao).toBe('update');
    // Confirmed once: a second confirm or a discard is refused.
    const again = await adminCall(app.app, admin, adminEndpoints.confirmPartnerImport, {
      params: { id: job.id },
    });
    expect(again.statusCode).toBe(409);
    const discard = await adminCall(app.app, admin, adminEndpoints.discardPartnerImport, {
      params: { id: job.id },
    });
    expect(discard.statusCode).toBe(409);
    // The same file again changes nothing.
    const second = partnerImportJob.parse((await upload(app, admin, file())).json());
    expect(second.counts).toMatchObject({ create: 0, update: 0, unchanged: 3 });
  });

  it('is for admins: an operator is refused and nothing is stored', async ({ app, db }) => {
    const jobs = async (db: Kysely<Database>) =>
      (await db.selectFrom('parceiro_importacao').selectAll().execute()).length;
    const before = await jobs(db);
    const response = await upload(app, operatorA, file());
    expect(response.statusCode).toBe(403);
    expect(await jobs(db)).toBe(before);
    const template = await app.app.inject({
      method: 'GET',
      url: adminPath(adminEndpoints.partnerImportTemplate.path),
      headers: { cookie: admin.cookie },
    });
    expect(template.statusCode).toBe(200);
    expect(template.body).toMatch(/nome;categoria;desconto/);
  });

  it('refuses a file without the name column or a spreadsheet, in Portuguese', async ({ app }) => {
    const noName = await upload(app, admin, 'categoria;desconto\nLazer;10%');
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toMatch(/coluna nome/);
    const xlsx = await app.app.inject({
      method: 'POST',
      url: adminEndpoints.uploadPartnerImport.path,
      headers: { cookie: admin.cookie, [ADMIN_CONSOLE_HEADER]: '1', 'content-type': 'text/csv' },
      payload: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]),
    });
    expect(xlsx.statusCode).toBe(400);
  });
});
