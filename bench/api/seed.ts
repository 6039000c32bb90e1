/**
 * The bench database: the demo data (the demo member, its cards, dependents, contracts, Tá Dodói),
 * scaled to a club's size: `members` more members (a company card each, with a contract and a year
 * of invoices), `partnersPerCompany` more local partners per company (indexed for search like the
 * app does it) and 20 categories. Built in one transaction, mostly with INSERT … SELECT so it stays
 * under a minute on both dialects.
 */
import { PARTNER_TYPES } from '@clube/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../apps/api/src/db/schema.js';
import { migrateToLatest } from '../../apps/api/src/db/migrate.js';
import { seedDemoData, type SeededMembers } from '../../apps/api/src/db/seed/index.js';
import { hashPassword } from '../../apps/api/src/lib/password.js';

import { indexPartnerNames } from '../../apps/api/src/modules/partners/search-index.js';
import { partnerRow } from '../../apps/api/test/partners/partner-world.js';
import { mulberry32, partnerName } from './partner-names.js';

export interface BenchScale {
  members: number;
  partnersPerCompany: number;
  categories: number;
}

export const DEFAULT_SCALE: BenchScale = {
  members: 100_000,
  partnersPerCompany: 5_000,
  categories: 20,
};

/** Every bench member signs in with this password (one hash, made once at the production cost). */
export const BENCH_PASSWORD = 'bench-senha-1';
/** The seed's fixed instant: the same rows on every run. */
const NOW = new Date('2026-11-20T12:00:00.000Z');

export interface BenchFixture {
  demo: SeededMembers['demo'];
  /** The demo member's Viva Mais card and what hangs from it. */
  card: { idCliente: number; idPerfil: number; idEmpresa: number };
  dependentId: number;
  contractId: number;
  localMenu: number;
  nationalMenu: number;
  category: number;
  partnerId: number;
  /** First and last usuario id of the scaled members; their CPFs are `benchCpf(i)`. */
  members: { firstUsuarioId: number; count: number; firstClienteId: number; perfilId: number };
  built: { seconds: number; partners: number; members: number; invoices: number };
}

function checkDigit(digits: number[]): number {
  const sum = digits.reduce((total, d, i) => total + d * (digits.length + 1 - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** The valid CPF of scaled member i (0-based): 9 digits from 700,000,000 + i, then its check digits. */
export function benchCpf(i: number): string {
  const digits = [...String(700_000_000 + i)].map(Number);
  digits.push(checkDigit(digits));
  digits.push(checkDigit(digits));
  return digits.join('');
}

const rows = <T>(count: number, make: (i: number) => T): T[] =>
  Array.from({ length: count }, (_, i) => make(i));

async function inBatches<T>(items: T[], size: number, write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await write(items.slice(i, i + size));
}

export async function buildBenchDatabase(
  db: Kysely<Database>,
  scale: BenchScale = DEFAULT_SCALE,
): Promise<BenchFixture> {
  const started = performance.now();
  await migrateToLatest(db);
  const seeded = await seedDemoData(db, { now: NOW });
  if (!seeded.seeded) throw new Error('the bench database must start empty');
  const { demo } = seeded.members;
  const viva = demo.cards.viva;
  if (!viva) throw new Error('the demo member has no Viva Mais card');
  const idEmpresa = seeded.companies.viva;
  const senhaHash = await hashPassword(BENCH_PASSWORD);
  const now = NOW.toISOString();

  const fixture = await db.transaction().execute(async (trx) => {
    // Categories up to `scale.categories`.
    const existing = await trx.selectFrom('categoria').select('id').execute();
    const more = Math.max(0, scale.categories - existing.length);
    if (more > 0)
      await trx
        .insertInto('categoria')
        .values(rows(more, (i) => ({ nome: `Categoria ${i + 1}`, logo: '' })))
        .execute();
    const categories = (await trx.selectFrom('categoria').select('id').orderBy('id').execute()).map(
      (c) => c.id,
    );

    // Partners: each company's local menu gets `partnersPerCompany` more.
    const menus = await trx
      .selectFrom('menu_parceiro')
      .select(['id', 'empresa_id', 'tipo'])
      .orderBy('id')
      .execute();
    const localMenus = menus.filter((m) => m.tipo === PARTNER_TYPES.local);
    const random = mulberry32(20_261_122);
    let n = 0;
    for (const menu of localMenus) {
      const partners = rows(scale.partnersPerCompany, () => {
        const i = n++;
        return partnerRow({
          nome: partnerName(i, random),
          categoria_id: categories[i % categories.length] ?? 0,
        });
      });
      await inBatches(partners, 500, async (batch) => {
        const inserted = await trx
          .insertInto('parceiro')
          .values(batch)
          .returning(['id', 'nome'])
          .execute();
        await indexPartnerNames(trx, inserted);
        await trx
          .insertInto('parceiro_menu')
          .values(inserted.map((p) => ({ parceiro_id: p.id, menu_parceiro_id: menu.id })))
          .execute();
      });
    }

    // Members: usuario rows in batches, then their cards, contracts and invoices by INSERT … SELECT.
    const before = await trx
      .selectFrom('usuario')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    const firstUsuarioId = Number(before.max ?? 0) + 1;
    await inBatches(
      rows(scale.members, (i) => i),
      1000,
      (batch) =>
        trx
          .insertInto('usuario')
          .values(
            batch.map((i) => ({
              login: benchCpf(i),
              senha_hash: senhaHash,
              alterar_senha: 0,
              termo_pendente: 0,
              termo_aceito_em: now,
              nome: `Associado ${i}`,
              nome_busca: `associado ${i}`,
              email: `associado${i}@example.com`,
              telefone: '11987654321',
              foto: '',
              created_at: now,
            })),
          )
          .execute(),
    );
    const firstCliente = await trx
      .selectFrom('cliente')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    const firstClienteId = Number(firstCliente.max ?? 0) + 1;
    await trx
      .insertInto('cliente')
      .columns([
        'usuario_id',
        'titular_id',
        'empresa_id',
        'perfil_id',
        'nome',
        'cpf',
        'email',
        'telefone1',
        'telefone2',
        'uc',
        'sexo_id',
        'grau_parentesco_id',
        'nascimento',
        'data_admissao',
        'foto',
        'cep',
        'logradouro',
        'numero',
        'complemento',
        'bairro',
        'cidade',
        'uf',
        'numero_carteirinha',
        'validade_carteirinha',
        'created_at',
        'updated_at',
      ])
      .expression(
        trx
          .selectFrom('usuario')
          .select([
            'id',
            sql<null>`null`.as('titular_id'),
            sql<number>`${idEmpresa}`.as('empresa_id'),
            sql<number>`${viva.perfilId}`.as('perfil_id'),
            'nome',
            'login',
            'email',
            'telefone',
            sql<string>`''`.as('telefone2'),
            sql<string>`''`.as('uc'),
            sql<number>`1`.as('sexo_id'),
            sql<null>`null`.as('grau_parentesco_id'),
            sql<string>`'1985-03-10'`.as('nascimento'),
            sql<string>`'2024-01-01'`.as('data_admissao'),
            sql<string>`''`.as('foto'),
            sql<string>`'01310100'`.as('cep'),
            sql<string>`'Avenida Paulista'`.as('logradouro'),
            sql<string>`'1000'`.as('numero'),
            sql<string>`''`.as('complemento'),
            sql<string>`'Bela Vista'`.as('bairro'),
            sql<string>`'São Paulo'`.as('cidade'),
            sql<string>`'SP'`.as('uf'),
            'login as numero_carteirinha',
            sql<string>`'2027-12-31'`.as('validade_carteirinha'),
            'created_at',
            'created_at as updated_at',
          ])
          .where('id', '>=', firstUsuarioId),
      )
      .execute();
    await trx
      .insertInto('contrato')
      .columns([
        'cliente_id',
        'status',
        'forma_pagamento',
        'valor_mensal_centavos',
        'inicio',
        'fim',
        'plano',
      ])
      .expression(
        trx
          .selectFrom('cliente')
          .select([
            'id',
            sql<string>`'Ativo'`.as('status'),
            sql<string>`'Boleto'`.as('forma_pagamento'),
            sql<number>`4990`.as('valor_mensal_centavos'),
            sql<string>`'2025-11-01'`.as('inicio'),
            sql<null>`null`.as('fim'),
            sql<string>`'Plano Família'`.as('plano'),
          ])
          .where('id', '>=', firstClienteId),
      )
      .execute();
    // A year of invoices for every contract (the demo member's too, beside its seeded ones).
    let invoices = 0;
    for (let month = 1; month <= 12; month++) {
      const vencimento = `${month === 12 ? 2025 : 2026}-${String(month === 12 ? 12 : month).padStart(2, '0')}-10`;
      const paid = month <= 10 || month === 12;
      const result = await trx
        .insertInto('fatura')
        .columns([
          'contrato_id',
          'vencimento',
          'pago_em',
          'forma_pagamento',
          'boleto',
          'status',
          'valor_centavos',
        ])
        .expression(
          trx
            .selectFrom('contrato')
            .select([
              'id',
              sql<string>`${vencimento}`.as('vencimento'),
              sql<string | null>`${paid ? vencimento : null}`.as('pago_em'),
              'forma_pagamento',
              sql<string>`''`.as('boleto'),
              sql<string>`${paid ? 'Pago' : 'Em aberto'}`.as('status'),
              'valor_mensal_centavos',
            ]),
        )
        .executeTakeFirst();
      invoices += Number(result.numInsertedOrUpdatedRows ?? 0);
    }

    const contract = await trx
      .selectFrom('contrato')
      .select('id')
      .where('cliente_id', '=', viva.clienteId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const vivaLocal = localMenus.find((m) => m.empresa_id === idEmpresa);
    const vivaNational = menus.find(
      (m) => m.empresa_id === idEmpresa && m.tipo === PARTNER_TYPES.national,
    );
    if (!vivaLocal || !vivaNational) throw new Error('Viva Mais has no local or national menu');
    const partner = await trx
      .selectFrom('parceiro_menu')
      .select('parceiro_id')
      .where('menu_parceiro_id', '=', vivaLocal.id)
      .orderBy('parceiro_id')
      .executeTakeFirstOrThrow();
    const dependentId = viva.dependentIds[0];
    if (dependentId === undefined) throw new Error('the demo card has no dependent');
    return {
      demo,
      card: { idCliente: viva.clienteId, idPerfil: viva.perfilId, idEmpresa },
      dependentId,
      contractId: contract.id,
      localMenu: vivaLocal.id,
      nationalMenu: vivaNational.id,
      category: categories[3] ?? 0,
      partnerId: partner.parceiro_id,
      members: {
        firstUsuarioId,
        count: scale.members,
        firstClienteId,
        perfilId: viva.perfilId,
      },
      invoices,
      partners: n,
    };
  });

  // Statistics as a live server has them (server.ts runs `pragma optimize` at start on SQLite).
  const postgres = db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
  if (postgres) await sql`vacuum analyze`.execute(db);
  else await sql`analyze`.execute(db);
  const { invoices, partners, ...rest } = fixture;
  return {
    ...rest,
    built: {
      seconds: (performance.now() - started) / 1000,
      partners,
      members: scale.members,
      invoices,
    },
  };
}
