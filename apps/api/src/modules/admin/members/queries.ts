import { todayInBrazil } from '@clube/contract';
import { rotateUserCardSecrets } from '../../counter/card-secret.js';
import { sql, type Insertable, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { ClienteTable, Database, UsuarioTable } from '../../../db/schema.js';
import { searchKey } from '../../../lib/search-key.js';
import type { CompanyScope } from '../companies/service.js';
import { contains } from '../list.js';

type Db = Kysely<Database>;
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Kysely's type of a select with no columns yet
type SelectUsuario = SelectQueryBuilder<Database & { u: UsuarioTable }, 'u', {}>;

/** `where id in (…)` of a scope; an empty scope matches nothing (`in ()` is not valid SQL). */
const scopeIds = (scope: readonly number[]) => (scope.length > 0 ? [...scope] : [-1]);

export interface MemberSearch {
  /** 11 digits: that CPF; fewer digits: CPFs starting with them. */
  cpfDigits?: string | undefined;
  /** Part of the name. */
  nome?: string | undefined;
  empresaId?: number | undefined;
  scope: CompanyScope;
  sort: 'nome' | 'cpf' | 'ultimoAcessoEm';
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

const SORT_COLUMN = {
  nome: 'u.nome',
  cpf: 'u.login',
  ultimoAcessoEm: 'u.ultimo_acesso_em',
} as const;

/** Members (sign-ins) holding a card, ended or not, in the scope (and in `empresaId` if given). */
function matching(db: Db, search: MemberSearch) {
  let query = db.selectFrom('usuario as u');
  // An admin sees every sign-in: no need to look for a card unless a company is asked for.
  if (search.scope === 'all' && search.empresaId === undefined) return filterByText(query, search);
  query = query.where(({ exists, selectFrom }) => {
    let cards = selectFrom('cliente as c')
      .select('c.id')
      .whereRef('c.usuario_id', '=', 'u.id')
      .where('c.titular_id', 'is', null);
    if (search.scope !== 'all') cards = cards.where('c.empresa_id', 'in', scopeIds(search.scope));
    if (search.empresaId !== undefined) cards = cards.where('c.empresa_id', '=', search.empresaId);
    return exists(cards);
  });
  return filterByText(query, search);
}

function filterByText(query: SelectUsuario, search: MemberSearch): SelectUsuario {
  if (search.cpfDigits) {
    query =
      search.cpfDigits.length === 11
        ? query.where('u.login', '=', search.cpfDigits)
        : query.where('u.login', 'like', `${search.cpfDigits}%`);
  }
  if (search.nome) {
    // The stored accent- and case-free key: "joao" finds "João".
    query = query.where(contains('u.nome_busca', searchKey(search.nome)));
  }
  return query;
}

export async function searchMembers(db: Db, search: MemberSearch) {
  const base = matching(db, search);
  const [rows, count] = await Promise.all([
    base
      .select(['u.id', 'u.nome', 'u.login', 'u.email', 'u.ultimo_acesso_em'])
      // Members who never signed in come last either way (the dialects place nulls differently).
      .$if(search.sort === 'ultimoAcessoEm', (q) =>
        q.orderBy(sql`case when u.ultimo_acesso_em is null then 1 else 0 end`),
      )
      .orderBy(SORT_COLUMN[search.sort], search.order)
      .orderBy('u.id', search.order)
      .limit(search.perPage)
      .offset((search.page - 1) * search.perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The company cards of these members within the scope, with company, profile and state. */
export function listCards(db: Db, usuarioIds: readonly number[], scope: CompanyScope) {
  let query = db
    .selectFrom('cliente as c')
    .innerJoin('empresa as e', 'e.id', 'c.empresa_id')
    .leftJoin('perfil as p', 'p.id', 'c.perfil_id')
    .select([
      'c.id',
      'c.usuario_id',
      'c.empresa_id',
      'e.nome as empresa',
      'c.perfil_id',
      'p.nome as perfil',
      'c.numero_carteirinha',
      'c.validade_carteirinha',
      'c.encerrado_em',
      'c.nome',
      'c.email',
      'c.telefone1',
    ])
    .where('c.usuario_id', 'in', usuarioIds.length > 0 ? [...usuarioIds] : [-1])
    .where('c.titular_id', 'is', null);
  if (scope !== 'all') query = query.where('c.empresa_id', 'in', scopeIds(scope));
  return query.orderBy('c.id').execute();
}
export type CardRow = Awaited<ReturnType<typeof listCards>>[number];

/** The live (not erased) dependents of these cards. */
export function listDependents(db: Db, cardIds: readonly number[]) {
  return db
    .selectFrom('cliente as d')
    .leftJoin('grau_parentesco as g', 'g.id', 'd.grau_parentesco_id')
    .select(['d.id', 'd.titular_id', 'd.nome', 'd.cpf', 'd.nascimento', 'g.nome as grau'])
    .where('d.titular_id', 'in', cardIds.length > 0 ? [...cardIds] : [-1])
    .where('d.anonimizado_em', 'is', null)
    .orderBy('d.id')
    .execute();
}

export function findUsuario(db: Db, id: number) {
  return db.selectFrom('usuario').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUsuarioByLogin(db: Db, login: string) {
  return db.selectFrom('usuario').selectAll().where('login', '=', login).executeTakeFirst();
}

/** The companies of a member's cards (ended ones too): who may see the member. */
export async function memberCompanyIds(db: Db, usuarioId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('cliente')
    .select('empresa_id')
    .where('usuario_id', '=', usuarioId)
    .where('titular_id', 'is', null)
    .execute();
  return [...new Set(rows.map((r) => r.empresa_id))];
}

/** The companies of these members' cards (ended ones too), by member. */
export async function companiesByMember(
  db: Db,
  usuarioIds: readonly number[],
): Promise<Map<number, number[]>> {
  const rows = await db
    .selectFrom('cliente')
    .select(['usuario_id', 'empresa_id'])
    .where('usuario_id', 'in', usuarioIds.length > 0 ? [...usuarioIds] : [-1])
    .where('titular_id', 'is', null)
    .execute();
  const byMember = new Map<number, number[]>();
  for (const { usuario_id, empresa_id } of rows) {
    if (usuario_id === null) continue;
    byMember.set(usuario_id, [...(byMember.get(usuario_id) ?? []), empresa_id]);
  }
  return byMember;
}

/** A member's company card (not a dependent). */
export async function findCard(db: Db, idCliente: number) {
  const card = await db
    .selectFrom('cliente')
    .selectAll()
    .where('id', '=', idCliente)
    .where('usuario_id', 'is not', null)
    .where('titular_id', 'is', null)
    .executeTakeFirst();
  return card && card.usuario_id !== null ? { ...card, usuario_id: card.usuario_id } : undefined;
}

export function findCardInCompany(db: Db, usuarioId: number, empresaId: number) {
  return db
    .selectFrom('cliente')
    .select(['id', 'encerrado_em'])
    .where('usuario_id', '=', usuarioId)
    .where('empresa_id', '=', empresaId)
    .where('titular_id', 'is', null)
    .executeTakeFirst();
}

export function companyExists(db: Db, empresaId: number) {
  return db
    .selectFrom('empresa')
    .select(['id', 'nome'])
    .where('id', '=', empresaId)
    .executeTakeFirst();
}

export function profileExists(db: Db, perfilId: number) {
  return db.selectFrom('perfil').select('id').where('id', '=', perfilId).executeTakeFirst();
}

export async function insertUsuario(db: Db, values: Insertable<UsuarioTable>) {
  const { id } = await db
    .insertInto('usuario')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertCard(db: Db, values: Insertable<ClienteTable>) {
  const { id } = await db
    .insertInto('cliente')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Ends a card on `encerradoEm`, or (null) reactivates it: see markReactivated. */
export async function setCardEnded(
  db: Db,
  idCliente: number,
  encerradoEm: string | null,
  now: Date,
) {
  await db
    .updateTable('cliente')
    .set({ encerrado_em: encerradoEm, updated_at: now.toISOString(), codigo_segredo: null })
    .where('id', '=', idCliente)
    .execute();
  if (encerradoEm === null) await markReactivated(db, [idCliente], now);
}

/**
 * Notes the day an operator brought cards back (Brazil's date): a contract that had already ended
 * then does not end them again (the contract-end job, docs/decisions/053-contract-end-job.md).
 */
export async function markReactivated(db: Db, ids: readonly number[], now: Date) {
  if (ids.length === 0) return;
  await db
    .updateTable('cliente')
    .set({ reativado_em: todayInBrazil(now) })
    .where('id', 'in', ids)
    .execute();
}

/** A new password the member must change at the next sign-in; every older session ends. */
export async function setTemporaryPassword(db: Db, usuarioId: number, senhaHash: string) {
  await rotateUserCardSecrets(db, usuarioId);
  await db
    .updateTable('usuario')
    .set((eb) => ({
      senha_hash: senhaHash,
      alterar_senha: 1,
      token_version: eb('token_version', '+', 1),
    }))
    .where('id', '=', usuarioId)
    .execute();
}

/** Ends every session of the member (their tokens carry an older version). */
export async function endMemberSessions(db: Db, usuarioId: number) {
  await rotateUserCardSecrets(db, usuarioId);
  await db
    .updateTable('usuario')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', usuarioId)
    .execute();
}

/** A message to the member's own contact on file, sent by the outbox job. */
export async function queueMessage(
  db: Db,
  message: {
    canal: 'email' | 'sms';
    destino: string;
    assunto: string;
    corpo: string;
    corpo_html: string | null;
  },
  now: Date,
) {
  await db
    .insertInto('outbox')
    .values({ ...message, status: 'pendente', created_at: now.toISOString() })
    .execute();
}

/**
 * The audit trail of a member's record (their cards are audited under the member), newest first;
 * only the rows of the scope's companies (another company's card changes are not this operator's).
 */
export function listMemberAudit(db: Db, usuarioId: number, scope: CompanyScope, limit = 100) {
  let query = db
    .selectFrom('auditoria as a')
    .leftJoin('operador as o', 'o.id', 'a.operador_id')
    .leftJoin('integracao as i', 'i.id', 'a.integracao_id')
    .select([
      'a.id',
      'a.operador_id',
      'o.nome as operador_nome',
      'o.email as operador_email',
      'i.nome as integracao_nome',
      'i.client_id as integracao_client_id',
      'a.quando',
      'a.ip',
      'a.recurso',
      'a.registro_id',
      'a.acao',
      'a.empresa_id',
      'a.campos',
    ])
    .where('a.recurso', '=', 'members')
    .where('a.registro_id', '=', String(usuarioId));
  if (scope !== 'all') query = query.where('a.empresa_id', 'in', scopeIds(scope));
  return query.orderBy('a.id', 'desc').limit(limit).execute();
}
