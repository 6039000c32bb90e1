import {
  ADMIN_API_PREFIX,
  ADMIN_CONSOLE_HEADER,
  ADMIN_CONSOLE_HEADER_VALUE,
  ADMIN_SESSION_COOKIE,
  adminEndpoints,
  adminErrorStatuses,
  type AdminEndpoint,
  type AdminEndpointName,
} from '@clube/contract/admin';
import fc from 'fast-check';
import { afterAll, describe, expect } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import { newTotpSecret } from '../../src/modules/admin/auth/totp.js';
import { createOperator, signIn, type TestOperator } from '../admin/helpers.js';
import {
  clientAddress,
  expectSafeAnswer,
  FUZZ_TIMEOUT,
  fuzzOptions,
  jsonPayload,
  queryArbitrary,
  statusTally,
  writeWatch,
  type FuzzPayload,
} from '../helpers/fuzz.js';
import { hostileCsv, hostileDataUrl, SAMPLE_FILES } from '../helpers/hostile-files.js';
import { PNG_DATA_URL } from '../helpers/records-world.js';
import { securityTest, type SecurityWorld } from '../helpers/security-world.js';
import { fieldsOf, fromZod } from '../helpers/zod-arbitrary.js';

/*
 * Every call of the operator console's endpoint table (`adminEndpoints`), fuzzed like the member
 * API (fuzz.test.ts) while signed in as an admin, the widest role, so cases get through the
 * permission check to validation and the handlers: path ids (the world's records of the kind the
 * path names, and anything else), query strings and bodies from the call's zod schemas, hostile
 * bytes in every file field (data URLs of logos, banners, PDFs) and as the body of the CSV
 * uploads. Never a 5xx; every 4xx the contract's `{ message, code }` with a status the call
 * declares; nothing written on a 4xx, the audit log included.
 *
 * A call the test cannot fuzz fails it: a path naming records it has no table for, a file field
 * of no known type. FUZZ_RUNS and FUZZ_SEED as in test/helpers/fuzz.ts.
 */

const it = securityTest().extend('fuzzer', { scope: 'file' }, ({ security }) => fuzzerOn(security));
const tally = statusTally('admin fuzz');
const all = Object.entries(adminEndpoints) as [AdminEndpointName, AdminEndpoint][];
afterAll(() => tally.report(all.length));

/**
 * The fuzzer on the world's app: a signed-in admin (signed in again when a case ends its session),
 * another operator to aim at, the upload templates, and the arbitraries built from them.
 */
async function fuzzerOn(w: SecurityWorld) {
  const { a, b } = w;
  const app = w.t.app;
  const db = w.t.database.db;
  interface Session {
    operator: TestOperator;
    cookie: string;
  }

  /** A new admin, signed in through the console's sign-in (password, then TOTP). */
  async function newAdmin(): Promise<Session> {
    const totpSecret = newTotpSecret();
    const operator = await createOperator(db, { role: 'admin', totpSecret });
    return { operator, cookie: await signIn(app, operator, totpSecret) };
  }

  let session = await newAdmin();
  /** Another operator: a record for the operator calls, an e-mail and password for the sign-in. */
  const target = await createOperator(db, { role: 'operator', companyIds: [a.empresa.id] });

  interface Call {
    path: string;
    query?: string;
    body?: FuzzPayload;
    remoteAddress?: string;
  }

  function send(e: AdminEndpoint, { path, query = '', body = {}, remoteAddress }: Call) {
    return app.inject({
      method: e.method,
      url: `${path}${query}`,
      headers: {
        cookie: `${ADMIN_SESSION_COOKIE}=${session.cookie}`,
        [ADMIN_CONSOLE_HEADER]: ADMIN_CONSOLE_HEADER_VALUE,
        ...(body.contentType ? { 'content-type': body.contentType } : {}),
      },
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(body.payload === undefined ? {} : { payload: body.payload }),
    });
  }

  /** A call the console makes to set the world up; throws unless 200. */
  async function make(name: AdminEndpointName, body: unknown, query = ''): Promise<unknown> {
    const e = adminEndpoints[name];
    const payload: FuzzPayload =
      body instanceof Buffer
        ? { payload: body, contentType: 'text/csv' }
        : body === undefined
          ? {}
          : { payload: JSON.stringify(body), contentType: 'application/json' };
    const response = await send(e, { path: e.path, query, body: payload });
    if (response.statusCode !== 200) throw new Error(`${name}: ${response.body}`);
    return response.json<unknown>();
  }

  /** The template of an upload (`GET <upload path>/template`), as a bytes-honest example file. */
  async function templateOf(e: AdminEndpoint): Promise<string> {
    const path = `${e.path}/template`;
    const get = all.find(([, other]) => other.method === 'GET' && other.path === path);
    if (!get) return '';
    const response = await send(get[1], { path });
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.body}`);
    return response.body;
  }

  const templates = new Map<AdminEndpointName, string>();
  for (const [name, e] of all) if (e.upload) templates.set(name, await templateOf(e));

  const has = async (table: keyof Database, where?: [string, string]) => {
    let query = db.selectFrom(table).select('id' as never);
    if (where) query = query.where(where[0] as never, '=', where[1] as never);
    return (await query.executeTakeFirst()) !== undefined;
  };

  /**
   * One record of each kind only the console makes, made as the console makes it when missing:
   * before each call, so that a delete, a discard or a confirm earlier in the table leaves the
   * next call something to find.
   */
  async function stock(): Promise<void> {
    if (!(await has('banner')))
      await make('createBanner', {
        empresaId: a.empresa.id,
        imagem: PNG_DATA_URL,
        link: 'https://promo.example.com/verao',
        ordem: 1,
        alt: 'Promoção de verão',
        ativoDe: '',
        ativoAte: '',
      });
    if (!(await has('faq_item'))) {
      const { id } = (await make('createFaqCategory', {
        empresaId: a.empresa.id,
        nome: 'Dúvidas',
        ordem: 1,
      })) as { id: number };
      await make('createFaqItem', {
        categoriaId: id,
        pergunta: 'Como uso a carteirinha?',
        resposta: '<p>Mostre-a no parceiro.</p>',
        ordem: 1,
      });
    }
    if (!(await has('servico')))
      await make('createService', {
        empresaId: a.empresa.id,
        nome: 'Farmácia',
        descricao: 'Descontos em farmácias.',
        ordem: 1,
      });
    if (!(await has('importacao', ['status', 'dry_run'])))
      await make(
        'uploadMemberImport',
        Buffer.from(templates.get('uploadMemberImport') ?? ''),
        `?companyId=${a.empresa.id}&firstPassword=nascimento`,
      );
    if (!(await has('parceiro_importacao', ['status', 'dry_run'])))
      await make('uploadPartnerImport', Buffer.from(templates.get('uploadPartnerImport') ?? ''));
  }

  /**
   * The table of the records each kind of path names (`/members/cards/:id/end` names cards), read
   * afresh for each call: the world's ids are what gets past the 404 to the handler.
   */
  const ID_TABLES: Record<string, keyof Database> = {
    operators: 'operador',
    audit: 'auditoria',
    companies: 'empresa',
    members: 'usuario',
    'members/cards': 'cliente',
    imports: 'importacao',
    partners: 'parceiro',
    categories: 'categoria',
    'partner-imports': 'parceiro_importacao',
    banners: 'banner',
    'faq/categories': 'faq_categoria',
    'faq/items': 'faq_item',
    services: 'servico',
    contracts: 'contrato',
    invoices: 'fatura',
    appointments: 'agendamento',
    'reports/ratings': 'avaliacao',
    'partner-staff': 'parceiro_atendente',
    'use-reports': 'uso_reporte',
    'integrations/credentials': 'integracao',
    'integrations/webhooks': 'webhook_endpoint',
    'integrations/deliveries': 'webhook_entrega',
    campaigns: 'campanha',
  };

  /** `/api/admin/v1/members/cards/:id/end` → 'members/cards'. */
  const pathKind = (path: string) => path.slice(ADMIN_API_PREFIX.length + 1).split('/:')[0]!;

  async function idsOf(table: keyof Database): Promise<number[]> {
    const rows = await db
      .selectFrom(table)
      .select('id' as never)
      .orderBy('id' as never)
      .execute();
    return (rows as { id: number }[]).map((row) => row.id).slice(-8);
  }

  const ids = (...values: number[]) => fc.constantFrom(...values);
  const companies = [a.empresa.id, b.empresa.id];

  /** Values worth trying by field name, beside what the schema allows: to get past the lookups. */
  async function fieldHints(): Promise<Record<string, fc.Arbitrary<unknown>>> {
    const categories = [...(await idsOf('categoria')), ...(await idsOf('faq_categoria'))];
    return {
      empresaId: ids(...companies),
      companyId: ids(...companies),
      idEmpresa: ids(...companies),
      companyIds: fc.subarray(companies),
      categoriaId: ids(...categories),
      idDependente: ids(a.dependent.idDependente, b.dependent.idDependente),
      idPerfil: ids(5, 7, 9),
      operatorId: ids(session.operator.row.id, target.row.id),
      email: fc.constantFrom(target.email, session.operator.email),
      password: fc.constantFrom(target.password),
      currentPassword: fc.constantFrom(session.operator.password),
      cpf: fc.constantFrom(a.member.usuario.login, '529.982.247-25'),
      nascimento: fc.constantFrom('1990-03-05', '2026-02-30', '1899-12-31'),
      valor: fc.constantFrom('129,90', 'R$ 1.234,56', '0,00', '1.000.000,01'),
      valorMensal: fc.constantFrom('99,90', 'R$ 10,00'),
      linhaDigitavel: fc.constantFrom(
        '23793.38128 60007.827136 95000.063305 9 75520000370000',
        '85890000460-9 52460179160-5 60759305086-5 83148300001-0',
      ),
    };
  }

  /** A string field this long carries a file, as a data URL. */
  const FILE_FIELD_CHARS = 100_000;

  /**
   * The body's file fields (logos, banners, PDFs): hostile bytes under each type the field takes,
   * found by asking the field's own schema which data URL prefixes it accepts.
   */
  function fileFields(e: AdminEndpoint): Record<string, fc.Arbitrary<unknown>> {
    if (!e.body) return {};
    const files: Record<string, fc.Arbitrary<unknown>> = {};
    for (const field of fieldsOf(e.body)) {
      if (field.maxLength < FILE_FIELD_CHARS) continue;
      const types = Object.keys(SAMPLE_FILES).filter(
        (type) => field.schema.safeParse(`data:${type};base64,`).success,
      );
      expect(
        types,
        `${e.path}: '${field.name}' takes a file of no type the fuzzer knows`,
      ).not.toEqual([]);
      files[field.name] = hostileDataUrl(types, field.maxLength);
    }
    return files;
  }

  /** The path with each `:param` filled: the world's ids of the path's kind, or anything. */
  async function pathArbitrary(e: AdminEndpoint): Promise<fc.Arbitrary<string>> {
    const names = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    if (names.length === 0) return fc.constant(e.path);
    const table = ID_TABLES[pathKind(e.path)];
    expect(table, `${e.path}: which records does it name? Add its kind to ID_TABLES`).toBeDefined();
    const shape = Object.fromEntries(fieldsOf(e.params!).map((f) => [f.name, f.schema]));
    const known = await idsOf(table!);
    const values = names.map((name) => {
      expect(shape[name], `${e.path}: ':${name}' is not in its params schema`).toBeDefined();
      const anything = fromZod(shape[name]!);
      return known.length === 0
        ? anything
        : fc.oneof(
            { weight: 4, arbitrary: fc.constantFrom(...known) },
            { weight: 2, arbitrary: anything },
          );
    });
    return fc.tuple(...values).map((filled) => {
      let i = 0;
      return e.path.replace(/:\w+/g, () => {
        const v = filled[i++];
        return encodeURIComponent(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
      });
    });
  }

  /** The body: JSON from the schema, or, for an upload, hostile file bytes of its types. */
  function bodyArbitrary(
    name: AdminEndpointName,
    e: AdminEndpoint,
    fields: Record<string, fc.Arbitrary<unknown>>,
  ): fc.Arbitrary<FuzzPayload> {
    const json = jsonPayload(e.body, fields);
    if (!e.upload) return json;
    const file = fc.record({
      payload: hostileCsv(templates.get(name) ?? '', e.upload.maxBytes),
      contentType: fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...e.upload.types) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            'application/json',
            'multipart/form-data; boundary=----x',
            'application/xml',
            'text/csv; charset=utf-16le',
          ),
        },
      ),
    });
    return fc.oneof({ weight: 6, arbitrary: file }, { weight: 1, arbitrary: json });
  }

  /** Whether the fuzzing admin's session still stands (a case may end it: sign-out, own password). */
  async function sessionAlive(): Promise<boolean> {
    const row = await db
      .selectFrom('operador_sessao')
      .select('id')
      .where('operador_id', '=', session.operator.row.id)
      .where('etapa', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A confirmed member import writes after its answer: wait for it before the next case. */
  async function importsSettled(): Promise<void> {
    for (let tries = 0; tries < 500; tries++) {
      const running = await db
        .selectFrom('importacao')
        .select('id')
        .where('status', 'in', ['confirmed', 'applying'])
        .executeTakeFirst();
      if (!running) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('a confirmed import did not finish');
  }

  return {
    send,
    stock,
    fieldHints,
    fileFields,
    pathArbitrary,
    bodyArbitrary,
    sessionAlive,
    importsSettled,
    /** A new admin's session, after a case ended the fuzzing admin's. */
    async renewSession() {
      session = await newAdmin();
    },
  };
}

describe('fuzzing every console endpoint from its schema, as an admin', () => {
  it.for(all)(
    '%s: never 5xx, 4xx with a message, nothing written on a 4xx',
    { timeout: FUZZ_TIMEOUT },
    async ([name, e], { app: { app, database }, fuzzer }) => {
      expect(app.hasRoute({ method: e.method, url: e.path }), `${e.path} is not served`).toBe(true);
      await fuzzer.stock();
      const fields = { ...(await fuzzer.fieldHints()), ...fuzzer.fileFields(e) };
      const request = fc.record({
        path: await fuzzer.pathArbitrary(e),
        query: queryArbitrary(e.query, fields),
        body: fuzzer.bodyArbitrary(name, e, fields),
        remoteAddress: clientAddress,
      });
      // Every request touches its session (the idle clock): not a write of the call.
      const watch = await writeWatch(database, { operador_sessao: ['last_seen_at'] });
      await fc.assert(
        fc.asyncProperty(request, async (call) => {
          const response = await fuzzer.send(e, call);
          const status = response.statusCode;
          tally.count(status);
          expectSafeAnswer(response, adminErrorStatuses(e));
          const changed = await watch.changes();
          if (status >= 400) expect(changed, `${status} ${response.body}`).toEqual([]);
          else {
            await fuzzer.importsSettled();
            if (!(await fuzzer.sessionAlive())) await fuzzer.renewSession();
            await watch.reset();
          }
        }),
        fuzzOptions,
      );
    },
  );
});
