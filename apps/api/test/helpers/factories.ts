import type { Kysely } from 'kysely';
import type { Cliente, Database, Empresa, NewCliente, Usuario } from '../../src/db/schema.js';
import { PROFILES } from '@clube/contract';
import { hashPassword } from '../../src/lib/password.js';
import { TEST_PASSWORD_COST } from './test-database.js';
import { searchKey } from '../../src/lib/search-key.js';

/** Small builders of rows for tests; every value can be overridden. */

type Db = Kysely<Database>;

/** The contract's profile ids under the name the tests read them by. */
export const PERFIL = PROFILES;

const NOW = '2026-01-15T12:00:00.000Z';
let sequence = 0;
const next = () => ++sequence;

function checkDigit(digits: number[]): number {
  const sum = digits.reduce((total, d, i) => total + d * (digits.length + 1 - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** A valid CPF (digits), different on every call. */
export function uniqueCpf(): string {
  const base = String(100_000_000 + next() * 7919)
    .padStart(9, '0')
    .slice(-9);
  const digits = [...base].map(Number);
  digits.push(checkDigit(digits));
  digits.push(checkDigit(digits));
  return digits.join('');
}

/** The lookup rows cliente references (perfil, sexo, grau_parentesco); safe to call again. */
export async function insertLookups(db: Db): Promise<void> {
  // The demo seed's ids, so tests and seeded data agree.
  const perfis = Object.entries(PERFIL).map(([nome, id]) => ({ id, nome }));
  await db
    .insertInto('perfil')
    .values(perfis)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('sexo')
    .values([
      { id: 1, nome: 'Masculino' },
      { id: 2, nome: 'Feminino' },
    ])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('grau_parentesco')
    .values([
      { id: 1, nome: 'Filho(a)' },
      { id: 2, nome: 'Cônjuge' },
    ])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function insertEmpresa(
  db: Db,
  overrides: Partial<Omit<Empresa, 'id'>> = {},
): Promise<Empresa> {
  const n = next();
  return db
    .insertInto('empresa')
    .values({
      nome: `Empresa ${n}`,
      logo: `/media/logo-${n}`,
      cor_primaria: '#123456',
      cor_secundaria: '#abcdef',
      cor_contraste: '#ffffff',
      tadodoi: 1,
      create_dependents: 1,
      atendimento_liberado: 0,
      link_pet: `https://pet.example/${n}`,
      link_treinos: '',
      link_parceiro_nacional: '',
      imagem_rodape_carteirinha: '',
      ajuda_telefone1: '',
      ajuda_telefone2: '',
      ajuda_email: '',
      ajuda_cep: '',
      ajuda_logradouro: '',
      ajuda_numero: '',
      ajuda_complemento: '',
      ajuda_bairro: '',
      ajuda_cidade: '',
      ajuda_uf: '',
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const withNameKey = new WeakSet<Db>();

/**
 * Whether `usuario` has its search key yet: a migration test fills a database migrated only up to
 * an earlier point, before the column was added.
 */
async function hasNameKey(db: Db): Promise<boolean> {
  if (withNameKey.has(db)) return true;
  const tables = await db.introspection.getTables();
  const usuario = tables.find((table) => table.name === 'usuario');
  const has = usuario?.columns.some((column) => column.name === 'nome_busca') ?? false;
  if (has) withNameKey.add(db);
  return has;
}

export interface TestUsuario extends Usuario {
  /** The plain password, for logging in. */
  password: string;
}

export async function insertUsuario(
  db: Db,
  overrides: Partial<Omit<Usuario, 'id' | 'senha_hash'>> & { password?: string } = {},
): Promise<TestUsuario> {
  const { password = 'senha-forte-1', ...columns } = overrides;
  const values = {
    login: uniqueCpf(),
    senha_hash: await hashPassword(password, { cost: TEST_PASSWORD_COST }),
    alterar_senha: 0 as const,
    termo_pendente: 0 as const,
    termo_aceito_em: NOW,
    nome: 'Maria da Silva',
    email: 'maria@example.com',
    telefone: '11987654321',
    foto: '',
    created_at: NOW,
    ...columns,
    nome_busca: searchKey(columns.nome ?? 'Maria da Silva'),
  };
  const { nome_busca: _key, ...beforeNameKey } = values;
  const row = await db
    .insertInto('usuario')
    // Typed as today's table; an older schema simply has no such column.
    .values((await hasNameKey(db)) ? values : (beforeNameKey as typeof values))
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, password };
}

/** A company card (usuario_id set) or, with titular_id, a dependent; needs insertLookups first. */
export async function insertCliente(
  db: Db,
  values: Pick<NewCliente, 'empresa_id' | 'perfil_id'> & Partial<Omit<NewCliente, 'id'>>,
): Promise<Cliente> {
  const n = next();
  return db
    .insertInto('cliente')
    .values({
      usuario_id: null,
      titular_id: null,
      nome: `Cliente ${n}`,
      cpf: uniqueCpf(),
      email: '',
      telefone1: '',
      telefone2: '',
      uc: '',
      sexo_id: 1,
      grau_parentesco_id: null,
      nascimento: '1990-05-20',
      data_admissao: '2023-10-07',
      foto: '',
      cep: '',
      logradouro: '',
      numero: '',
      complemento: '',
      bairro: '',
      cidade: '',
      uf: '',
      numero_carteirinha: String(100000 + n),
      validade_carteirinha: null,
      created_at: NOW,
      updated_at: NOW,
      anonimizado_em: null,
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface TestMember {
  usuario: TestUsuario;
  /** The member's company cards, in the order given. */
  cards: Cliente[];
  /** One dependent of the first card. */
  dependent: Cliente;
}

/**
 * A member holding one card per company (profile per card, default 5) and one dependent on the
 * first card: the shape every acting-identity test needs.
 */
export async function createMember(
  db: Db,
  {
    empresas,
    perfis = [],
    usuario = {},
  }: { empresas: Empresa[]; perfis?: number[]; usuario?: Parameters<typeof insertUsuario>[1] },
): Promise<TestMember> {
  await insertLookups(db);
  const u = await insertUsuario(db, usuario);
  const cards: Cliente[] = [];
  for (const [i, empresa] of empresas.entries()) {
    cards.push(
      await insertCliente(db, {
        usuario_id: u.id,
        empresa_id: empresa.id,
        perfil_id: perfis[i] ?? PERFIL.titular,
        nome: u.nome,
      }),
    );
  }
  const first = cards[0];
  if (!first) throw new Error('createMember needs at least one empresa');
  const dependent = await insertCliente(db, {
    titular_id: first.id,
    empresa_id: first.empresa_id,
    perfil_id: PERFIL.dependente,
    grau_parentesco_id: 1,
  });
  return { usuario: u, cards, dependent };
}
