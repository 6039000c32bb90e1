/**
 * The console's member search and member page on a 50,000-member database (10 companies; set
 * BENCH_MEMBERS=100000 for the 100,000-member figures of bench/README.md), through
 * the real migrations and the real app (inject, with a signed-in operator's cookie): p50/p95 per
 * query, as an admin and as an operator of one company. Then, at the production scrypt cost, how
 * long creating a member and resetting a password take, and the slowest member-API read answered
 * meanwhile (the password is hashed before the write's transaction opens, so SQLite's single
 * connection is not held by scrypt). SQLite always; PostgreSQL too with BENCH_DATABASE_URL.
 *
 *   npx tsx bench/admin-members.ts
 *   BENCH_MEMBERS=10000 BENCH_REQUESTS=30 npx tsx bench/admin-members.ts
 */
import { performance } from 'node:perf_hooks';
import { endpoints, maskCpf } from '@clube/contract';
import {
  adminEndpoints,
  adminPath,
  ADMIN_CONSOLE_HEADER,
  ADMIN_SESSION_COOKIE,
} from '@clube/contract/admin';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../apps/api/src/db/database.js';
import type { Database } from '../apps/api/src/db/schema.js';
import { hashPassword, PASSWORD_COST } from '../apps/api/src/lib/password.js';
import { searchKey } from '../apps/api/src/lib/search-key.js';
import { insertEmpresa, insertLookups, PERFIL } from '../apps/api/test/helpers/factories.js';
import { BENCH_API_KEY, benchApp, consoleReader } from './lib/app.js';
import { onEachDialect } from './lib/dialects.js';
import { buildDatabase } from './lib/seed.js';
import { timed } from './lib/timing.js';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 50_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const COMPANIES = 10;

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Íris',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sofia',
  'Tiago',
  'Vera',
  'Wagner',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Araújo',
  'Melo',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nunes',
];

function checkDigit(digits: number[]): number {
  const sum = digits.reduce((total, d, i) => total + d * (digits.length + 1 - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** The i-th valid CPF of the bench (digits). */
function cpfOf(i: number): string {
  const digits = [...String(100_000_000 + i * 17).slice(-9)].map(Number);
  digits.push(checkDigit(digits));
  digits.push(checkDigit(digits));
  return digits.join('');
}

const nameOf = (i: number) =>
  `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${LAST[(i * 7) % LAST.length]}`;

async function fill(db: Kysely<Database>) {
  await insertLookups(db);
  const companies: number[] = [];
  for (let c = 0; c < COMPANIES; c++)
    companies.push((await insertEmpresa(db, { nome: `Empresa ${c}` })).id);
  const senha_hash = await hashPassword('senha-bench', { cost: 2 ** 10 });
  const now = new Date().toISOString();
  const batch = 500;
  for (let start = 0; start < MEMBERS; start += batch) {
    await db.transaction().execute(async (trx) => {
      const count = Math.min(batch, MEMBERS - start);
      const users = await trx
        .insertInto('usuario')
        .values(
          Array.from({ length: count }, (_, k) => ({
            login: cpfOf(start + k),
            senha_hash,
            alterar_senha: 0 as const,
            termo_pendente: 0 as const,
            termo_aceito_em: now,
            nome: nameOf(start + k),
            nome_busca: searchKey(nameOf(start + k)),
            email: `m${start + k}@example.com`,
            telefone: '11987654321',
            foto: '',
            created_at: now,
            ultimo_acesso_em: (start + k) % 3 === 0 ? null : now,
          })),
        )
        .returning(['id', 'login', 'nome'])
        .execute();
      await trx
        .insertInto('cliente')
        .values(
          users.map((u, k) => ({
            usuario_id: u.id,
            titular_id: null,
            empresa_id: companies[(start + k) % COMPANIES] ?? 0,
            perfil_id: PERFIL.titular,
            nome: u.nome,
            cpf: u.login,
            email: '',
            telefone1: '',
            telefone2: '',
            uc: '',
            sexo_id: null,
            grau_parentesco_id: null,
            nascimento: '1990-01-01',
            data_admissao: '2023-10-07',
            foto: '',
            cep: '',
            logradouro: '',
            numero: '',
            complemento: '',
            bairro: '',
            cidade: '',
            uf: '',
            numero_carteirinha: String(start + k),
            validade_carteirinha: null,
            created_at: now,
            updated_at: now,
            anonimizado_em: null,
            encerrado_em: null,
          })),
        )
        .execute();
    });
  }
  return { companies };
}

async function benchDialect(label: string, handle: DatabaseHandle, url: string) {
  const { companies, seconds: built } = await buildDatabase(handle, fill);
  const app = await benchApp(handle, url, { passwordCost: PASSWORD_COST });
  try {
    const admin = await consoleReader(app, handle, 'admin');
    const operator = await consoleReader(app, handle, 'operator', [companies[3] ?? 0]);
    const timeGet = (reader: typeof admin, path: string, query: Record<string, string> = {}) =>
      timed(reader.get(path, query), { requests: REQUESTS, warmup: 3, digits: 2 });
    const list = adminEndpoints.listMembers.path;
    const someone = cpfOf(12_345 % MEMBERS);
    const cases: [string, typeof admin, Record<string, string>][] = [
      ['admin: first page, by name', admin, {}],
      ['admin: CPF masked (exact)', admin, { busca: maskCpf(someone) }],
      ['admin: CPF first 5 digits', admin, { busca: someone.slice(0, 5) }],
      ["admin: name 'silva' (common)", admin, { busca: 'silva' }],
      ["admin: name 'gabriela rocha'", admin, { busca: 'gabriela rocha' }],
      ["admin: name 'joao' (finds 'João', no accent typed)", admin, { busca: 'joao' }],
      ["admin: name 'joao araujo' (two words, no accents)", admin, { busca: 'joao araujo' }],
      [
        'admin: by last sign-in, page 50',
        admin,
        { sort: 'ultimoAcessoEm', order: 'desc', page: '50' },
      ],
      ['operator (1 of 10 companies): first page', operator, {}],
      ["operator: name 'silva'", operator, { busca: 'silva' }],
      ["operator: name 'joao'", operator, { busca: 'joao' }],
    ];
    console.log(
      `\n${label}: ${MEMBERS.toLocaleString('en')} members in ${COMPANIES} companies, built in ${built} s; ` +
        `${REQUESTS} requests per row (ms, through app.inject)`,
    );
    const table: Record<string, { total: number; p50: string; p95: string }> = {};
    for (const [name, reader, query] of cases) {
      const r = await timeGet(reader, list, query);
      table[name] = { total: r.first.json<{ total: number }>().total, p50: r.p50, p95: r.p95 };
    }
    const { id } = await handle.db
      .selectFrom('usuario')
      .select('id')
      .where('login', '=', someone)
      .executeTakeFirstOrThrow();
    const page = await timeGet(admin, adminPath(adminEndpoints.getMember.path, { id }));
    table['admin: a member page'] = { total: 1, p50: page.p50, p95: page.p95 };
    console.table(table);

    // Writes at the production scrypt cost, while a member keeps reading.
    const member = await app.inject({
      method: 'POST',
      url: endpoints.login.path,
      headers: { api_key: BENCH_API_KEY },
      payload: { username: cpfOf(1), password: 'senha-bench' },
    });
    const session = member.json<{
      token: { token: string };
      empresas: { idCliente: number; idPerfil: number }[];
    }>();
    const card = session.empresas[0];
    const write = (path: string, payload: unknown) =>
      app.inject({
        method: 'POST',
        url: path,
        headers: {
          cookie: `${ADMIN_SESSION_COOKIE}=${admin.cookie}`,
          [ADMIN_CONSOLE_HEADER]: '1',
        },
        payload: payload as Record<string, unknown>,
      });
    const writes: Record<string, { ms: string; slowestMemberReadMs: string }> = {};
    for (const [name, run] of [
      [
        'nothing (baseline: 2 s of member reads alone)',
        () =>
          new Promise<LightMyRequestResponse>((resolve) =>
            setTimeout(() => resolve({ statusCode: 200 } as LightMyRequestResponse), 2000),
          ),
      ],
      [
        'create a member (scrypt N=2^17)',
        () =>
          write(adminEndpoints.createMember.path, {
            cpf: cpfOf(MEMBERS + 7),
            nome: 'Nova Pessoa',
            email: '',
            telefone: '',
            nascimento: '1990-01-01',
            idEmpresa: companies[0],
            idPerfil: PERFIL.titular,
            numeroCarteirinha: 'N-1',
          }),
      ],
      [
        'reset a password (scrypt N=2^17)',
        () =>
          write(adminPath(adminEndpoints.resetMemberPassword.path, { id }), { entrega: 'tela' }),
      ],
    ] as const) {
      let done = false;
      let slowest = 0;
      const reader = (async () => {
        while (!done) {
          const start = performance.now();
          await app.inject({
            method: 'POST',
            url: endpoints.getBannersHome.path,
            headers: { api_key: BENCH_API_KEY, authorization: `bearer ${session.token.token}` },
            payload: { ...card, idEmpresa: companies[1] },
          });
          slowest = Math.max(slowest, performance.now() - start);
        }
      })();
      const start = performance.now();
      const response = await run();
      const ms = performance.now() - start;
      done = true;
      await reader;
      if (response.statusCode !== 200)
        throw new Error(`${name}: ${response.statusCode} ${response.body}`);
      writes[name] = { ms: ms.toFixed(0), slowestMemberReadMs: slowest.toFixed(1) };
    }
    console.table(writes);
  } finally {
    await app.close();
  }
}

await onEachDialect(benchDialect);
