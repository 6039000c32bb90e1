import { EXCLUSIVE_MENU_NAME, isValidCpf, VIDEO_SERVICE_LABELS } from '@clube/contract';
import { DEMO_PARTNER_STAFF, DEMO_PARTNER_STAFF_PASSWORD } from '../../src/demo.js';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/database.js';
import type { Database } from '../../src/db/schema.js';
import { DEMO_ACCOUNTS, seedDemoData } from '../../src/db/seed/index.js';
import type { SeedResult } from '../../src/db/seed/index.js';
import { verifyPassword } from '../../src/lib/password.js';
import { searchKey } from '../../src/lib/search-key.js';
import { createTestDatabase, TEST_PASSWORD_COST } from '../helpers/test-database.js';
import type { TestDatabase } from '../helpers/test-database.js';
import { TABLES } from './tables.js';

const NOW = new Date('2026-11-22T15:00:00.000Z');
const TODAY = '2026-11-22';

let database: TestDatabase;
let db: Kysely<Database>;
let result: SeedResult;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  result = await seedDemoData(db, { now: NOW, passwordCost: TEST_PASSWORD_COST });
});
afterAll(() => database?.close());

async function rowsOf(table: keyof Database): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
    db,
  );
  return rows;
}

async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    TABLES.map(async (t) => [t, (await rowsOf(t)).length] as const),
  );
  return Object.fromEntries(entries);
}

function demoSeed(): Extract<SeedResult, { seeded: true }> {
  if (!result.seeded) throw new Error('the seed did not run');
  return result;
}

describe(`demo seed (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('fills an empty database', async () => {
    // How long it takes: bench/timing-proofs.ts.
    expect(result.seeded).toBe(true);
    const n = await counts();
    expect(n.empresa).toBeGreaterThanOrEqual(3);
    expect(n.parceiro).toBeGreaterThanOrEqual(40);
    expect(n.categoria).toBeGreaterThanOrEqual(8);
    expect(n.cep_local).toBeGreaterThanOrEqual(20);
    for (const table of TABLES) {
      // Sessions, the audit log and import jobs are made by use, never by the seed.
      if (
        ![
          'codigo_recuperacao',
          'outbox',
          'idempotencia',
          'operador_sessao',
          'auditoria',
          'importacao',
          'importacao_linha',
          // The strip's order is set in the console (by name until then); partner imports by use.
          'menu_categoria',
          'parceiro_importacao',
          'parceiro_importacao_linha',
          // Counter sessions, used codes and members' reports come from use too.
          'parceiro_sessao',
          'uso_codigo',
          'uso_reporte',
          // A member's favourite partners are theirs to choose.
          'favorito',
          // Notices come from events and the scheduled job; devices from sign-ins.
          'aviso',
          'acesso_dispositivo',
          // Consent and push subscriptions are the member's to give.
          'aviso_preferencia',
          'push_inscricao',
          // A company's systems are connected by its operators.
          'integracao',
          'integracao_idempotencia',
          'webhook_endpoint',
          'webhook_entrega',
          // Campaigns are written by operators in the console.
          'campanha',
          'campanha_empresa',
        ].includes(table)
      )
        expect(n[table], table).toBeGreaterThan(0);
    }
  });

  it('gives each company’s favourite partner a counter account, and the demo member past uses', async () => {
    const staff = await db
      .selectFrom('parceiro_atendente')
      .select(['email', 'senha_hash'])
      .orderBy('id')
      .execute();
    expect(staff.map((s) => s.email)).toEqual(DEMO_PARTNER_STAFF.map((s) => s.email));
    expect(await verifyPassword(DEMO_PARTNER_STAFF_PASSWORD, staff[0]!.senha_hash)).toBe(true);
    const { members } = demoSeed();
    const uses = await db
      .selectFrom('uso')
      .select(['economia', 'valor_compra'])
      .where('cliente_id', '=', members.demo.cards.viva!.clienteId)
      .execute();
    expect(uses.length).toBeGreaterThanOrEqual(3);
    expect(uses.every((u) => u.economia !== null && u.economia > 0)).toBe(true);
  });

  it('does nothing when the database has data', async () => {
    const before = await counts();
    expect(await seedDemoData(db, { now: NOW })).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
  });

  it('gives the demo member two company cards, with profiles 5 and 9', async () => {
    const usuario = await db
      .selectFrom('usuario')
      .selectAll()
      .where('login', '=', DEMO_ACCOUNTS.demo.login)
      .executeTakeFirstOrThrow();
    expect(usuario).toMatchObject({ alterar_senha: 0, termo_pendente: 0 });
    expect(await verifyPassword('demo1234', usuario.senha_hash)).toBe(true);

    const cards = await db
      .selectFrom('cliente')
      .select(['id', 'empresa_id', 'perfil_id', 'cep', 'logradouro'])
      .where('usuario_id', '=', usuario.id)
      .orderBy('perfil_id')
      .execute();
    expect(cards.map((c) => c.perfil_id)).toEqual([5, 9]);
    expect(new Set(cards.map((c) => c.empresa_id)).size).toBe(2);
    expect(cards.every((c) => c.cep.length === 8 && c.logradouro !== '')).toBe(true);

    const { members } = demoSeed();
    expect(members.demo.cards.viva?.clienteId).toBe(cards[0]?.id);
    expect(members.demo.cards.conecta?.clienteId).toBe(cards[1]?.id);

    const [profile5] = cards;
    const contacts = await db
      .selectFrom('contato_emergencia')
      .selectAll()
      .where('cliente_id', '=', profile5?.id ?? 0)
      .execute();
    expect(contacts.length).toBeGreaterThanOrEqual(1);
    const dependents = await db
      .selectFrom('cliente')
      .selectAll()
      .where('titular_id', '=', profile5?.id ?? 0)
      .execute();
    expect(dependents.length).toBeGreaterThanOrEqual(2);
    expect(
      dependents.every(
        (d) => d.usuario_id === null && d.grau_parentesco_id !== null && d.sexo_id !== null,
      ),
    ).toBe(true);
  });

  it('seeds the first-access, terms-pending and single-company members', async () => {
    const users = await db
      .selectFrom('usuario')
      .leftJoin('cliente', 'cliente.usuario_id', 'usuario.id')
      .select([
        'usuario.login',
        'usuario.alterar_senha',
        'usuario.termo_pendente',
        'usuario.senha_hash',
      ])
      .select((eb) => eb.fn.count<number>('cliente.id').as('cards'))
      .groupBy([
        'usuario.login',
        'usuario.alterar_senha',
        'usuario.termo_pendente',
        'usuario.senha_hash',
      ])
      .execute();
    const byLogin = new Map(users.map((u) => [u.login, u]));
    expect(byLogin.get(DEMO_ACCOUNTS.firstAccess.login)).toMatchObject({
      alterar_senha: 1,
      termo_pendente: 0,
    });
    expect(byLogin.get(DEMO_ACCOUNTS.termsPending.login)).toMatchObject({
      alterar_senha: 0,
      termo_pendente: 1,
    });
    expect(byLogin.get(DEMO_ACCOUNTS.singleCompany.login)).toMatchObject({
      alterar_senha: 0,
      termo_pendente: 0,
      cards: 1,
    });
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      expect(
        await verifyPassword(account.password, byLogin.get(account.login)?.senha_hash ?? ''),
      ).toBe(true);
    }
  });

  it('uses valid CPFs only', async () => {
    const logins = await db.selectFrom('usuario').select('login').execute();
    const cpfs = await db.selectFrom('cliente').select('cpf').execute();
    const all = [...logins.map((u) => u.login), ...cpfs.map((c) => c.cpf)];
    expect(all.filter((cpf) => !isValidCpf(cpf))).toEqual([]);
  });

  it('stores each partner with its accent-free search key', async () => {
    const partners = await db.selectFrom('parceiro').select(['nome', 'nome_busca']).execute();
    expect(partners.filter((p) => p.nome_busca !== searchKey(p.nome))).toEqual([]);
    expect(partners.map((p) => p.nome)).toEqual(
      expect.arrayContaining(['Café Aroma', 'Padaria São João', 'Ótica Visão']),
    );
  });

  it('indexes the words of every partner name for the search', async () => {
    const words = await db
      .selectFrom('parceiro_palavra')
      .innerJoin('parceiro', 'parceiro.id', 'parceiro_palavra.parceiro_id')
      .select(['parceiro.nome', 'parceiro_palavra.palavra'])
      .execute();
    const partners = await db.selectFrom('parceiro').select('nome').execute();
    expect(new Set(words.map((w) => w.nome)).size).toBe(partners.length);
    expect(
      words
        .filter((w) => w.nome === 'Padaria São João')
        .map((w) => w.palavra)
        .sort(),
    ).toEqual(['joao', 'padaria', 'sao']);
  });

  it('gives every company the three partner menus, with partners', async () => {
    const menus = await db
      .selectFrom('menu_parceiro')
      .leftJoin('parceiro_menu', 'parceiro_menu.menu_parceiro_id', 'menu_parceiro.id')
      .select([
        'menu_parceiro.empresa_id',
        'menu_parceiro.tipo',
        'menu_parceiro.nome',
        'menu_parceiro.ativo',
      ])
      .select((eb) => eb.fn.count<number>('parceiro_menu.parceiro_id').as('partners'))
      .groupBy([
        'menu_parceiro.empresa_id',
        'menu_parceiro.tipo',
        'menu_parceiro.nome',
        'menu_parceiro.ativo',
      ])
      .execute();
    const empresas = await db.selectFrom('empresa').select('id').execute();
    for (const { id } of empresas) {
      expect(
        menus
          .filter((m) => m.empresa_id === id)
          .map((m) => m.tipo)
          .sort(),
      ).toEqual([0, 1, 2]);
    }
    expect(
      menus
        .filter((m) => m.tipo === 1)
        .every((m) => m.nome === EXCLUSIVE_MENU_NAME && m.partners > 0),
    ).toBe(true);
    expect(menus.filter((m) => m.tipo === 2).every((m) => m.partners > 0)).toBe(true);
    expect(menus.filter((m) => m.tipo === 0 && m.ativo === 0)).toHaveLength(1);
  });

  it('stores real PDFs for prescriptions and boletos', async () => {
    const documents = await db.selectFrom('documento').select(['conteudo', 'mime']).execute();
    const boletos = await db
      .selectFrom('midia')
      .select('conteudo')
      .where('mime', '=', 'application/pdf')
      .execute();
    expect(documents.length).toBeGreaterThanOrEqual(3);
    expect(boletos.length).toBeGreaterThan(0);
    for (const { conteudo } of [...documents, ...boletos]) {
      expect(conteudo.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    const orphans = await db
      .selectFrom('receita')
      .select('id')
      .where('documento_id', 'is', null)
      .execute();
    expect(orphans).toEqual([]);
  });

  it('points every /media/ URL at a stored file, and no URL outside the app', async () => {
    const media = new Set((await db.selectFrom('midia').select('id').execute()).map((m) => m.id));
    const missing: string[] = [];
    const external: string[] = [];
    for (const table of TABLES) {
      for (const row of await rowsOf(table)) {
        for (const [column, value] of Object.entries(row)) {
          if (typeof value !== 'string') continue;
          for (const [, id] of value.matchAll(/\/media\/([a-z0-9-]+)/g))
            if (id && !media.has(id)) missing.push(`${table}.${column}: ${id}`);
          if (/https?:\/\/|www\./i.test(value)) external.push(`${table}.${column}: ${value}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(external).toEqual([]);
  });

  it('draws partner banners without text: the detail page prints the name and discount below', async () => {
    const banners = await db
      .selectFrom('midia')
      .select(['id', 'conteudo'])
      .where('id', 'like', 'parceiro-%-banner-%')
      .execute();
    expect(banners.length).toBeGreaterThan(0);
    for (const banner of banners)
      expect(Buffer.from(banner.conteudo).toString()).not.toContain('<text');
  });

  it('seeds video links of all six types', async () => {
    const tipos = await db.selectFrom('link_video').select('tipo').distinct().execute();
    expect(tipos.map((t) => t.tipo).sort()).toEqual(Object.keys(VIDEO_SERVICE_LABELS).sort());
  });

  it('keeps an empty FAQ category and an unanswered item for the web app to skip', async () => {
    const categories = await db
      .selectFrom('faq_categoria')
      .leftJoin('faq_item', 'faq_item.categoria_id', 'faq_categoria.id')
      .select('faq_categoria.id')
      .select((eb) => eb.fn.count<number>('faq_item.id').as('items'))
      .groupBy('faq_categoria.id')
      .execute();
    expect(categories.filter((c) => c.items === 0)).toHaveLength(1);
    expect(
      await db.selectFrom('faq_item').select('id').where('resposta', '=', '').execute(),
    ).toHaveLength(1);
  });

  it('seeds paid, open and overdue invoices in cents', async () => {
    const faturas = await db.selectFrom('fatura').selectAll().execute();
    const statuses = new Set(faturas.map((f) => f.status));
    expect([...statuses].sort()).toEqual(['Em aberto', 'Pago', 'Vencido']);
    expect(faturas.every((f) => Number.isInteger(f.valor_centavos) && f.valor_centavos > 0)).toBe(
      true,
    );
    expect(
      faturas
        .filter((f) => f.status === 'Vencido')
        .every((f) => f.vencimento < TODAY && f.boleto !== ''),
    ).toBe(true);
    expect(
      faturas.filter((f) => f.status === 'Em aberto').every((f) => f.vencimento >= TODAY),
    ).toBe(true);
    expect(faturas.filter((f) => f.status === 'Pago').every((f) => f.pago_em !== null)).toBe(true);
  });

  it('seeds future appointments, cancellable and not, with and without video', async () => {
    const future = await db
      .selectFrom('agendamento')
      .selectAll()
      .where('status', '=', 'agendado')
      .where('data_consulta', '>', TODAY)
      .execute();
    const kinds = new Set(
      future.map((a) => `${a.cancelavel}-${a.url_video === '' ? 'sem' : 'com'}`),
    );
    expect([...kinds].sort()).toEqual(['0-com', '0-sem', '1-com', '1-sem']);
  });

  it('comes out the same for the same instant', async () => {
    const other = await createTestDatabase();
    try {
      await seedDemoData(other.db, { now: NOW, passwordCost: TEST_PASSWORD_COST });
      const pick = (d: Kysely<Database>) =>
        Promise.all([
          d
            .selectFrom('cliente')
            .select(['id', 'cpf', 'numero_carteirinha'])
            .orderBy('id')
            .execute(),
          d
            .selectFrom('parceiro')
            .select(['id', 'nome', 'acessos', 'validade', 'whatsapp', 'voucher'])
            .orderBy('id')
            .execute(),
          d.selectFrom('agendamento').select(['codigo', 'data_consulta']).orderBy('id').execute(),
          d
            .selectFrom('fatura')
            .select(['vencimento', 'pago_em', 'status'])
            .orderBy('id')
            .execute(),
          d
            .selectFrom('midia')
            .select(['id', 'mime'])
            .where('mime', '=', 'image/svg+xml')
            .orderBy('id')
            .execute(),
        ]);
      expect(await pick(other.db)).toEqual(await pick(db));
    } finally {
      await other.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'seeds once when two instances start together',
    async () => {
      const fresh = await createTestDatabase();
      const second = createDatabase(fresh.url, { poolMax: 2 });
      try {
        const results = await Promise.all([
          seedDemoData(fresh.db, { now: NOW, passwordCost: TEST_PASSWORD_COST }),
          seedDemoData(second.db, { now: NOW, passwordCost: TEST_PASSWORD_COST }),
        ]);
        expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
        expect(await fresh.db.selectFrom('empresa').select('id').execute()).toHaveLength(3);
      } finally {
        await second.close();
        await fresh.close();
      }
    },
  );
});
