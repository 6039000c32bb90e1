import { endpoints, type PartnerListItem } from '@clube/contract';
import {
  ADMIN_CONSOLE_HEADER,
  adminEndpoints,
  adminPath,
  partnerImportJob,
} from '@clube/contract/admin';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, tokenFor, type TestApp } from '../helpers/app.js';
import { actingAs, createPartnerWorld, type PartnerWorld } from '../partners/partner-world.js';
import { adminCall, auditRows, signedInOperator, type SignedInOperator } from './members-world.js';

let t: TestApp;
let w: PartnerWorld;
let admin: SignedInOperator;
let operatorA: SignedInOperator;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPartnerWorld(t.database.db);
  admin = await signedInOperator(t.app, t.database.db, 'admin');
  operatorA = await signedInOperator(t.app, t.database.db, 'operator', [w.empresaA.id]);
  token = await tokenFor(t.app, w.me.usuario);
});
afterAll(() => t.close());

function upload(who: SignedInOperator, csv: string) {
  return t.app.inject({
    method: 'POST',
    url: `${adminEndpoints.uploadPartnerImport.path}?fileName=parceiros.csv`,
    headers: { cookie: who.cookie, [ADMIN_CONSOLE_HEADER]: '1', 'content-type': 'text/csv' },
    payload: csv,
  });
}

async function exclusiveList(busca = '') {
  const response = await call(
    t.app,
    {
      method: 'POST',
      path: `${endpoints.getParceiroLista.path}${busca ? `?busca=${encodeURIComponent(busca)}` : ''}`,
    },
    { ...actingAs(w.me), idServicoParceiro: w.menus.exclusive },
    { token },
  );
  return response.json<PartnerListItem[]>().map((p) => p.nomeParceiro);
}

const partnerCount = async () =>
  Number(
    (
      await t.database.db
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

  it('plans every row in a dry run, writes nothing, and gives the error rows as CSV', async () => {
    const before = await partnerCount();
    const response = await upload(admin, file());
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
    expect(await partnerCount()).toBe(before);
    expect(await exclusiveList()).not.toContain('Padaria Nova Aurora');

    const csv = await adminCall(t.app, admin, adminEndpoints.partnerImportErrorsCsv, {
      params: { id: job.id },
    });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const rows = parse(csv.body.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    expect(rows[0]?.slice(0, 3)).toEqual(['linha', 'erro', 'nome']);
    expect(rows).toHaveLength(6);
    // The formula comes back neutralised.
    expect(rows[2]?.[4]).toMatch(/^'=HYPERLINK/);
  });

  it('writes the planned rows on confirm: members see the new partner, found by its words', async () => {
    const job = partnerImportJob.parse((await upload(admin, file())).json());
    const confirm = await adminCall(t.app, admin, adminEndpoints.confirmPartnerImport, {
      params: { id: job.id },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().status).toBe('done');
    expect(await exclusiveList('aurora')).toEqual(['Padaria Nova Aurora']);
    const cafe = await t.database.db
      .selectFrom('parceiro')
      .select(['id', 'desconto'])
      .where('nome', '=', 'Café São João')
      .executeTakeFirstOrThrow();
    expect(cafe.desconto).toBe('25% de desconto');
    expect((await auditRows(t.database.db, 'partners', cafe.id)).at(-1)?.acao).toBe('update');
    // Confirmed once: a second confirm or a discard is refused.
    const again = await adminCall(t.app, admin, adminEndpoints.confirmPartnerImport, {
      params: { id: job.id },
    });
    expect(again.statusCode).toBe(409);
    const discard = await adminCall(t.app, admin, adminEndpoints.discardPartnerImport, {
      params: { id: job.id },
    });
    expect(discard.statusCode).toBe(409);
    // The same file again changes nothing.
    const second = partnerImportJob.parse((await upload(admin, file())).json());
    expect(second.counts).toMatchObject({ create: 0, update: 0, unchanged: 3 });
  });

  it('is for admins: an operator is refused and nothing is stored', async () => {
    const jobs = async () =>
      (await t.database.db.selectFrom('parceiro_importacao').selectAll().execute()).length;
    const before = await jobs();
    const response = await upload(operatorA, file());
    expect(response.statusCode).toBe(403);
    expect(await jobs()).toBe(before);
    const template = await t.app.inject({
      method: 'GET',
      url: adminPath(adminEndpoints.partnerImportTemplate.path),
      headers: { cookie: admin.cookie },
    });
    expect(template.statusCode).toBe(200);
    expect(template.body).toMatch(/nome;categoria;desconto/);
  });

  it('refuses a file without the name column or a spreadsheet, in Portuguese', async () => {
    const noName = await upload(admin, 'categoria;desconto\nLazer;10%');
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toMatch(/coluna nome/);
    const xlsx = await t.app.inject({
      method: 'POST',
      url: adminEndpoints.uploadPartnerImport.path,
      headers: { cookie: admin.cookie, [ADMIN_CONSOLE_HEADER]: '1', 'content-type': 'text/csv' },
      payload: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]),
    });
    expect(xlsx.statusCode).toBe(400);
  });
});
