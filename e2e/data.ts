import { randomInt } from 'node:crypto';
import { PARTNER_TYPES, PROFILES, todayInBrazil } from '@clube/contract';
import { createDatabase, type DatabaseHandle } from '../apps/api/src/db/database.js';
import { addressOf } from '../apps/api/src/db/seed/ceps.js';
import { COMPANIES, type CompanyKey } from '../apps/api/src/db/seed/companies.js';
import { MediaStore } from '../apps/api/src/db/seed/context.js';
import { seedContract, type ContractDef } from '../apps/api/src/db/seed/contracts.js';
import { cpfFromBase } from '../apps/api/src/db/seed/cpf-generator.js';
import { addDays, monthDay } from '../apps/api/src/db/seed/dates.js';
import { SEXO } from '../apps/api/src/db/seed/lookups.js';
import { DEMO_HOUSEHOLD, insertEmergencyContacts } from '../apps/api/src/db/seed/members.js';
import { createRandom } from '../apps/api/src/db/seed/random.js';
import type { Database } from '../apps/api/src/db/schema.js';
import { hashPassword } from '../apps/api/src/lib/password.js';
import { searchKey } from '../apps/api/src/lib/search-key.js';
import { indexPartnerNames } from '../apps/api/src/modules/partners/search-index.js';
import { insertSignInEvent } from '../apps/api/src/modules/user/queries.js';
import type { Kysely } from 'kysely';

/*
 * Each browser test's own people, written into the E2E server's SQLite file from the test process
 * with the API's own database module and seed builders (docs/decisions/134). The server runs in
 * WAL mode; the API's SQLite driver waits for its locks. Only new rows are written here: nothing
 * the server may hold in memory (its session cache keeps members it has seen) is changed.
 */

type Db = Kysely<Database>;

/** The E2E server's database (playwright.config.ts shares its file with the test workers). */
export function openTestDatabase(): DatabaseHandle {
  const file = process.env.E2E_DATABASE_FILE;
  if (!file) throw new Error('E2E_DATABASE_FILE is not set (playwright.config.ts sets it)');
  // A write waits for the server's (and the other worker's) transactions instead of failing.
  return createDatabase(`file:${file}`, { waitMs: 30_000 });
}

/**
 * The test accounts' passwords: one per kind, hashed once per worker at the production cost (a
 * hash of another cost would be made again by the server at each sign-in, at the lowest CPU
 * priority: seconds on a busy machine). A CPF or e-mail of its own keeps each account apart.
 */
export const TEST_PASSWORDS = { member: 'membro-e2e-2026', operator: 'operador-e2e-2026' } as const;
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string): Promise<string> => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

/** A 9-digit number no other test draws twice in practice; the database is asked anyway. */
const draw = () => String(randomInt(100_000_000, 1_000_000_000));

/** A valid CPF no member, card or dependent of the database has. */
export async function newCpf(db: Db): Promise<string> {
  for (;;) {
    const cpf = cpfFromBase(draw());
    if (/^(\d)\1{10}$/.test(cpf)) continue;
    const taken =
      (await db.selectFrom('usuario').select('id').where('login', '=', cpf).executeTakeFirst()) ??
      (await db.selectFrom('cliente').select('id').where('cpf', '=', cpf).executeTakeFirst());
    if (!taken) return cpf;
  }
}

export async function companyId(db: Db, company: CompanyKey | string): Promise<number> {
  const nome = COMPANIES.find((c) => c.key === company)?.nome ?? company;
  const row = await db
    .selectFrom('empresa')
    .select('id')
    .where('nome', '=', nome)
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface CardSpec {
  /** A demo company's key, or the name of a company a test made (`newCompany`). */
  company: CompanyKey | string;
  perfil?: number;
  /** The demo member's Viva Mais household: two emergency contacts and three dependents. */
  household?: boolean;
  /** An active contract paid by boleto, R$ 89,90 a month, as the demo member's (seed contracts.ts). */
  contract?: boolean;
  /** A video appointment with Dra. Camila Ferreira in 2 days and one with Dr. Rafael Nunes in 9, both cancellable. */
  appointments?: boolean;
}

export interface MemberSpec {
  /** Default: Viva Mais (profile 5) then Conecta Saúde (profile 9), as the demo member's. */
  cards?: CardSpec[];
  /** Must change the password on first sign-in. */
  alterarSenha?: boolean;
  /** Has the terms still to accept. */
  termoPendente?: boolean;
}

export interface Member {
  cpf: string;
  password: string;
  nome: string;
  email: string;
  usuarioId: number;
  /** Card ids (cliente.id) in the order of `cards`. */
  cards: { clienteId: number; empresaId: number; numero: string }[];
}

const DEFAULT_CARDS: CardSpec[] = [
  { company: 'viva', perfil: PROFILES.titular, household: true },
  { company: 'conecta', perfil: PROFILES.conveniado },
];

const ACTIVE_CONTRACT: ContractDef = {
  status: 'Ativo',
  forma: 'Boleto bancário',
  valorCentavos: 8990,
  plano: 'Plano Família Plus',
  startMonthsAgo: 20,
};

/** A card number: the company's prefix, a 9 no demo card has there, then nine digits drawn at random. */
const cardNumber = (empresaId: number) => `6062${String(empresaId).padStart(2, '0')}9${draw()}`;

/**
 * A new member, as the demo seed writes its members (seed members.ts): a user, a card per
 * company (the first one is the card `signInToFirstCard` opens), the address at CEP 01310-200.
 */
export async function newMember(db: Db, spec: MemberSpec = {}): Promise<Member> {
  const cpf = await newCpf(db);
  const password = TEST_PASSWORDS.member;
  const nome = `Membro Teste ${cpf.slice(0, 6)}`;
  const email = `membro.${cpf}@clube.test`;
  const now = new Date();
  const nowIso = now.toISOString();
  const today = todayInBrazil(now);
  const hash = await hashOf(password);
  const address = { ...addressOf('01310200'), numero: '1842', complemento: 'Apto 82' };
  const cards = spec.cards ?? DEFAULT_CARDS;
  const media = new MediaStore(nowIso);

  const member = await db.transaction().execute(async (trx) => {
    const { id: usuarioId } = await trx
      .insertInto('usuario')
      .values({
        login: cpf,
        senha_hash: hash,
        alterar_senha: spec.alterarSenha ? 1 : 0,
        termo_pendente: spec.termoPendente ? 1 : 0,
        termo_aceito_em: spec.termoPendente ? null : nowIso,
        nome,
        nome_busca: searchKey(nome),
        email,
        telefone: '11987654321',
        foto: '',
        created_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const made: Member = { cpf, password, nome, email, usuarioId, cards: [] };
    for (const card of cards) {
      const empresaId = await companyId(trx, card.company);
      const person = {
        empresa_id: empresaId,
        telefone2: '',
        foto: '',
        ...address,
        validade_carteirinha: monthDay(today, 12, 31),
        created_at: nowIso,
        updated_at: nowIso,
        anonimizado_em: null,
      };
      const numero = cardNumber(empresaId);
      const { id: clienteId } = await trx
        .insertInto('cliente')
        .values({
          ...person,
          usuario_id: usuarioId,
          titular_id: null,
          perfil_id: card.perfil ?? PROFILES.titular,
          nome,
          cpf,
          email,
          telefone1: '11987654321',
          uc: draw().slice(0, 6),
          sexo_id: SEXO.feminino,
          grau_parentesco_id: null,
          nascimento: '1988-04-12',
          data_admissao: '2021-03-15',
          numero_carteirinha: numero,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      made.cards.push({ clienteId, empresaId, numero });

      if (card.household) {
        await insertEmergencyContacts(trx, clienteId, DEMO_HOUSEHOLD.emergency);
        for (const dep of DEMO_HOUSEHOLD.dependents)
          await trx
            .insertInto('cliente')
            .values({
              ...person,
              usuario_id: null,
              titular_id: clienteId,
              perfil_id: PROFILES.dependente,
              nome: dep.nome,
              cpf: await newCpf(trx),
              email: '',
              telefone1: '',
              uc: '',
              sexo_id: dep.sexo,
              grau_parentesco_id: dep.grau,
              nascimento: dep.nascimento,
              data_admissao: '2021-03-15',
              numero_carteirinha: cardNumber(empresaId),
            })
            .execute();
      }
      if (card.contract) {
        const ctx = {
          db: trx,
          now: nowIso,
          today,
          random: createRandom(randomInt(1 << 30)),
          media,
        };
        await seedContract(ctx, { nome, cpf }, 'viva', clienteId, ACTIVE_CONTRACT);
      }
      if (card.appointments) {
        await trx
          .insertInto('agendamento')
          .values(
            [
              {
                inDays: 2,
                inicio: '09:00',
                fim: '09:30',
                medico: 'Dra. Camila Ferreira',
                especialidade: 'Clínica Geral',
              },
              {
                inDays: 9,
                inicio: '14:00',
                fim: '14:40',
                medico: 'Dr. Rafael Nunes',
                especialidade: 'Cardiologia',
              },
            ].map((a) => ({
              codigo: `CNS-${draw().slice(0, 6)}`,
              cliente_id: clienteId,
              data_consulta: addDays(today, a.inDays),
              hora_inicio: a.inicio,
              hora_fim: a.fim,
              medico: a.medico,
              especialidade: a.especialidade,
              url_video: '',
              cancelavel: 1,
              status: 'agendado' as const,
              cancelado_em: null,
            })),
          )
          .execute();
      }
    }
    await media.flush(trx);
    return made;
  });
  return member;
}

export interface Operator {
  email: string;
  password: string;
  nome: string;
  /** The one company the operator works on. */
  empresaId: number;
  company: string;
}

/**
 * A new operator of one company (role 'operator'), without the second factor: the flag the demo
 * operators carry, honoured only in demo mode, which the E2E server runs in.
 */
export async function newOperator(db: Db, company: CompanyKey | string): Promise<Operator> {
  const suffix = draw();
  const password = TEST_PASSWORDS.operator;
  const email = `operador.${suffix}@clube.test`;
  const nome = `Operador Teste ${suffix.slice(0, 4)}`;
  const hash = await hashOf(password);
  const empresaId = await companyId(db, company);
  const { nome: companyName } = await db
    .selectFrom('empresa')
    .select('nome')
    .where('id', '=', empresaId)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('operador')
      .values({
        email,
        nome,
        senha_hash: hash,
        papel: 'operator',
        alterar_senha: 0,
        dispensa_2fa: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('operador_empresa')
      .values({ operador_id: id, empresa_id: empresaId })
      .execute();
  });
  return { email, password, nome, empresaId, company: companyName };
}

/**
 * A new company made from a demo company's row: its look, help contacts, services, video links and
 * its three partner menus, empty (`newPartner` lists partners on them: a demo partner listed here
 * too would appear in a company its demo operator does not administer, and be no longer theirs
 * to edit). Its reports, webhooks and members are then the test's alone.
 */
export async function newCompany(db: Db, from: CompanyKey = 'viva'): Promise<string> {
  const nome = `Empresa Teste ${draw().slice(0, 6)}`;
  const sourceId = await companyId(db, from);
  await db.transaction().execute(async (trx) => {
    const { id: _id, ...row } = await trx
      .selectFrom('empresa')
      .selectAll()
      .where('id', '=', sourceId)
      .executeTakeFirstOrThrow();
    const { id } = await trx
      .insertInto('empresa')
      .values({ ...row, nome })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const table of ['menu_parceiro', 'servico', 'link_video'] as const) {
      const rows = await trx
        .selectFrom(table)
        .selectAll()
        .where('empresa_id', '=', sourceId)
        .execute();
      if (rows.length > 0)
        await trx
          .insertInto(table)
          .values(rows.map(({ id: _row, ...r }) => ({ ...r, empresa_id: id })))
          .execute();
    }
  });
  return nome;
}

/**
 * A new partner made from a demo partner's row under another name, listed only on the local menu
 * of `company`, its name indexed for the search as the app does.
 */
export async function newPartner(
  db: Db,
  company: string,
  from: string,
  nome: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const {
      id: _id,
      acessos: _acessos,
      ...row
    } = await trx
      .selectFrom('parceiro')
      .selectAll()
      .where('nome', '=', from)
      .executeTakeFirstOrThrow();
    const { id } = await trx
      .insertInto('parceiro')
      .values({ ...row, nome, nome_busca: searchKey(nome) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await indexPartnerNames(trx, [{ id, nome }]);
    const menu = await trx
      .selectFrom('menu_parceiro')
      .select('id')
      .where('empresa_id', '=', await companyId(trx, company))
      .where('tipo', '=', PARTNER_TYPES.local)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('parceiro_menu')
      .values({ parceiro_id: id, menu_parceiro_id: menu.id })
      .execute();
  });
}

/** Ratings of partners (by name) from the member's first card, as the app writes one. */
export async function rate(
  db: Db,
  member: Member,
  ratings: { partner: string; nota: number; comentario: string }[],
): Promise<void> {
  const card = member.cards[0]!.clienteId;
  for (const { partner, nota, comentario } of ratings) {
    const { id } = await db
      .selectFrom('parceiro')
      .select('id')
      .where('nome', '=', partner)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('avaliacao')
      .values({
        parceiro_id: id,
        cliente_id: card,
        titular_id: card,
        nota,
        comentario,
        created_at: new Date().toISOString(),
      })
      .execute();
  }
}

/** Past sign-ins of the member, `daysAgo` each (Brazil's days), as the member Login records them. */
export async function pastSignIns(db: Db, member: Member, daysAgo: number[]): Promise<void> {
  const today = todayInBrazil(new Date());
  for (const days of daysAgo)
    await insertSignInEvent(
      db,
      member.usuarioId,
      new Date(`${addDays(today, -days)}T13:00:00.000Z`),
    );
}
