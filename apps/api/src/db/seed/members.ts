import { hashPassword } from '../../lib/password.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import type { DemoAccountKey } from './accounts.js';
import { addressOf } from './ceps.js';
import type { Cep } from './ceps.js';
import type { CompanyIds, CompanyKey } from './companies.js';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { SeedContext } from './context.js';
import { randomCpf } from './cpf-generator.js';
import { monthDay } from './dates.js';
import { PROFILES } from '@clube/contract';
import { GRAU, SEXO } from './lookups.js';
import { avatarSvg } from './svg.js';
import { searchKey } from '../../lib/search-key.js';

interface EmergencyContactDef {
  nome: string;
  telefone: string;
  grau: number;
}

interface PersonDef {
  nome: string;
  sexo: number;
  nascimento: string;
  email?: string;
  telefone?: string;
}

interface DependentDef extends PersonDef {
  grau: number;
}

interface CardDef {
  company: CompanyKey;
  perfil: number;
  admissao: string;
  uc: string;
  emergency?: EmergencyContactDef[];
  dependents?: DependentDef[];
}

interface MemberDef extends PersonDef {
  account: DemoAccountKey;
  email: string;
  telefone: string;
  alterarSenha: 0 | 1;
  termoPendente: 0 | 1;
  address: { cep: Cep; numero: string; complemento: string };
  avatarColor?: string;
  cards: CardDef[];
}

/** The demo member's household on her first card (the browser tests give their own members the same). */
export const DEMO_HOUSEHOLD = {
  emergency: [
    { nome: 'Ricardo Alves Souza', telefone: '11976543210', grau: GRAU.conjuge },
    { nome: 'Helena Martins Souza', telefone: '11965432109', grau: GRAU.mae },
  ],
  dependents: [
    {
      nome: 'Ricardo Alves Souza',
      sexo: SEXO.masculino,
      nascimento: '1986-09-30',
      grau: GRAU.conjuge,
      email: 'ricardo.souza@exemplo.com.br',
      telefone: '11976543210',
    },
    { nome: 'Lucas Souza', sexo: SEXO.masculino, nascimento: '2012-06-18', grau: GRAU.filho },
    { nome: 'Beatriz Souza', sexo: SEXO.feminino, nascimento: '2016-11-02', grau: GRAU.filho },
  ],
} satisfies Pick<CardDef, 'emergency' | 'dependents'>;

const MEMBERS: readonly MemberDef[] = [
  {
    account: 'demo',
    nome: 'Maria Clara Souza',
    sexo: SEXO.feminino,
    nascimento: '1988-04-12',
    email: 'maria.souza@exemplo.com.br',
    telefone: '11987654321',
    alterarSenha: 0,
    termoPendente: 0,
    address: { cep: '01310200', numero: '1842', complemento: 'Apto 82' },
    avatarColor: '#0b6e4f',
    cards: [
      {
        company: 'viva',
        perfil: PROFILES.titular,
        admissao: '2021-03-15',
        uc: '104233',
        ...DEMO_HOUSEHOLD,
      },
      {
        company: 'conecta',
        perfil: PROFILES.conveniado,
        admissao: '2023-08-01',
        uc: '88120',
        dependents: [
          {
            nome: 'Helena Martins Souza',
            sexo: SEXO.feminino,
            nascimento: '1960-02-25',
            grau: GRAU.mae,
          },
        ],
      },
    ],
  },
  {
    account: 'firstAccess',
    nome: 'João Pedro Almeida',
    sexo: SEXO.masculino,
    nascimento: '1979-12-03',
    email: 'joao.almeida@exemplo.com.br',
    telefone: '41991234567',
    alterarSenha: 1,
    termoPendente: 0,
    address: { cep: '80020310', numero: '455', complemento: '' },
    cards: [
      { company: 'amigo', perfil: PROFILES.titular, admissao: '2024-02-01', uc: '30117' },
      { company: 'viva', perfil: PROFILES.agregado, admissao: '2024-05-20', uc: '104990' },
    ],
  },
  {
    account: 'termsPending',
    nome: 'Ana Beatriz Lima',
    sexo: SEXO.feminino,
    nascimento: '1995-07-21',
    email: 'ana.lima@exemplo.com.br',
    telefone: '11954321098',
    alterarSenha: 0,
    termoPendente: 1,
    address: { cep: '01426001', numero: '612', complemento: 'Casa 2' },
    cards: [
      { company: 'viva', perfil: PROFILES.titular, admissao: '2022-10-10', uc: '104512' },
      { company: 'amigo', perfil: PROFILES.conveniado, admissao: '2023-01-09', uc: '30022' },
    ],
  },
  {
    account: 'singleCompany',
    nome: 'Carlos Eduardo Rocha',
    sexo: SEXO.masculino,
    nascimento: '1983-03-08',
    email: 'carlos.rocha@exemplo.com.br',
    telefone: '41998765432',
    alterarSenha: 0,
    termoPendente: 0,
    address: { cep: '80210390', numero: '98', complemento: 'Bloco B' },
    avatarColor: '#7c3aed',
    cards: [
      {
        company: 'amigo',
        perfil: PROFILES.titular,
        admissao: '2020-06-01',
        uc: '30005',
        emergency: [{ nome: 'Fernanda Rocha', telefone: '41987651234', grau: GRAU.conjuge }],
        dependents: [
          {
            nome: 'Gabriel Rocha',
            sexo: SEXO.masculino,
            nascimento: '2010-01-27',
            grau: GRAU.filho,
          },
        ],
      },
    ],
  },
];

/** What the seed made for one account: its user, its cards by company and their dependents. */
export interface SeededMember {
  usuarioId: number;
  nome: string;
  cpf: string;
  cards: Partial<
    Record<CompanyKey, { clienteId: number; perfilId: number; dependentIds: number[] }>
  >;
}
export type SeededMembers = Record<DemoAccountKey, SeededMember>;

export interface MemberSeedOptions {
  /** Hash the demo passwords at this scrypt cost instead of using the precomputed production hashes. */
  passwordCost?: number;
}

async function passwordHash(account: DemoAccountKey, options: MemberSeedOptions): Promise<string> {
  const { password, hash } = DEMO_ACCOUNTS[account];
  return options.passwordCost === undefined
    ? hash
    : hashPassword(password, { cost: options.passwordCost });
}

/** A card's emergency contacts, in the order given (also the browser tests' members, e2e/data.ts). */
export async function insertEmergencyContacts(
  db: Kysely<Database>,
  clienteId: number,
  contacts: readonly EmergencyContactDef[],
): Promise<void> {
  await db
    .insertInto('contato_emergencia')
    .values(
      contacts.map((c, i) => ({
        cliente_id: clienteId,
        ordem: i + 1,
        nome: c.nome,
        telefone: c.telefone,
        grau_parentesco_id: c.grau,
      })),
    )
    .execute();
}

export async function seedMembers(
  ctx: SeedContext,
  companies: CompanyIds,
  options: MemberSeedOptions = {},
): Promise<SeededMembers> {
  const { db, media, random, now, today } = ctx;
  const takenCpfs = new Set(Object.values(DEMO_ACCOUNTS).map((a) => a.login));
  const validade = monthDay(today, 12, 31);
  let cardNumber = 4_201_100;
  const nextCardNumber = (empresaId: number): string =>
    `6062${String(empresaId).padStart(2, '0')}${String(cardNumber++).padStart(10, '0')}`;

  const hashes = await Promise.all(MEMBERS.map((m) => passwordHash(m.account, options)));
  const seeded: Partial<SeededMembers> = {};

  for (const [i, member] of MEMBERS.entries()) {
    const cpf = DEMO_ACCOUNTS[member.account].login;
    const foto = member.avatarColor
      ? media.svg(
          `avatar-${member.account.toLowerCase()}`,
          avatarSvg(member.nome, member.avatarColor),
        )
      : '';
    const { id: usuarioId } = await db
      .insertInto('usuario')
      .values({
        login: cpf,
        senha_hash: hashes[i] ?? '',
        alterar_senha: member.alterarSenha,
        termo_pendente: member.termoPendente,
        termo_aceito_em: member.termoPendente ? null : now,
        nome: member.nome,
        nome_busca: searchKey(member.nome),
        email: member.email,
        telefone: member.telefone,
        foto,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const address = {
      ...addressOf(member.address.cep),
      numero: member.address.numero,
      complemento: member.address.complemento,
    };
    const result: SeededMember = { usuarioId, nome: member.nome, cpf, cards: {} };

    for (const card of member.cards) {
      const empresaId = companies[card.company];
      const { id: clienteId } = await db
        .insertInto('cliente')
        .values({
          usuario_id: usuarioId,
          titular_id: null,
          empresa_id: empresaId,
          perfil_id: card.perfil,
          nome: member.nome,
          cpf,
          email: member.email,
          telefone1: member.telefone,
          telefone2: '',
          uc: card.uc,
          sexo_id: member.sexo,
          grau_parentesco_id: null,
          nascimento: member.nascimento,
          data_admissao: card.admissao,
          foto,
          ...address,
          numero_carteirinha: nextCardNumber(empresaId),
          validade_carteirinha: validade,
          created_at: now,
          updated_at: now,
          anonimizado_em: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      if (card.emergency) await insertEmergencyContacts(db, clienteId, card.emergency);

      const dependentIds: number[] = [];
      for (const dep of card.dependents ?? []) {
        const { id } = await db
          .insertInto('cliente')
          .values({
            usuario_id: null,
            titular_id: clienteId,
            empresa_id: empresaId,
            perfil_id: PROFILES.dependente,
            nome: dep.nome,
            cpf: randomCpf(random, takenCpfs),
            email: dep.email ?? '',
            telefone1: dep.telefone ?? '',
            telefone2: '',
            uc: '',
            sexo_id: dep.sexo,
            grau_parentesco_id: dep.grau,
            nascimento: dep.nascimento,
            data_admissao: card.admissao,
            foto: '',
            ...address,
            numero_carteirinha: nextCardNumber(empresaId),
            validade_carteirinha: validade,
            created_at: now,
            updated_at: now,
            anonimizado_em: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        dependentIds.push(id);
      }
      result.cards[card.company] = { clienteId, perfilId: card.perfil, dependentIds };
    }
    seeded[member.account] = result;
  }

  const { demo, firstAccess, termsPending, singleCompany } = seeded;
  if (!demo || !firstAccess || !termsPending || !singleCompany)
    throw new Error('a demo account was not seeded');
  return { demo, firstAccess, termsPending, singleCompany };
}
