import { randomInt } from 'node:crypto';
import { maskCpf, onlyDigits, PROFILES, todayInBrazil } from '@clube/contract';
import {
  CARD_STATUS,
  isCpfSearch,
  MEMBER_ADMIN_MESSAGES as M,
  type AdminMember,
  type AdminMemberSummary,
  type AuditEntry,
  type createMemberBody,
  type newCardFields,
  type ResetDelivery,
} from '@clube/contract/admin';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/schema.js';
import { newClienteRow } from '../../../db/cliente-row.js';
import { isUniqueViolation } from '../../../lib/db-errors.js';
import { badRequest, conflict, notFound } from '../../../lib/http-error.js';
import type { CompanyScope } from '../companies/service.js';
import { temporaryPasswordEmail, temporaryPasswordSms } from './password-email.js';
import {
  companiesByMember,
  companyExists,
  endMemberSessions,
  findCard,
  findCardInCompany,
  findUsuario,
  findUsuarioByLogin,
  insertCard,
  insertUsuario,
  listCards,
  listDependents,
  listMemberAudit,
  profileExists,
  queueMessage,
  searchMembers,
  setCardEnded,
  setTemporaryPassword,
  type CardRow,
} from './queries.js';
import { searchKey } from '../../../lib/search-key.js';

/** What a member import uses when a card in its file comes back (decision 053). */
export { markReactivated } from './queries.js';
/** Who reaches every card of a member (a contract write that ends a card asks it). */
export { memberCompanyIds } from './queries.js';

type Db = Kysely<Database>;
export type CreateMemberInput = z.output<typeof createMemberBody>;
export type NewCardInput = z.output<typeof newCardFields>;

const statusOf = (card: { encerrado_em: string | null }) =>
  card.encerrado_em === null ? CARD_STATUS.active : CARD_STATUS.ended;

export interface MemberListInput {
  busca?: string | undefined;
  empresaId?: number | undefined;
  sort: 'nome' | 'cpf' | 'ultimoAcessoEm';
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

/** A page of the members the scope sees, with their cards in that scope. */
export async function memberPage(
  db: Db,
  { busca, ...rest }: MemberListInput,
  scope: CompanyScope,
): Promise<{ data: AdminMemberSummary[]; total: number }> {
  const byCpf = busca !== undefined && busca !== '' && isCpfSearch(busca);
  const { rows, total } = await searchMembers(db, {
    ...rest,
    scope,
    cpfDigits: byCpf ? onlyDigits(busca) : undefined,
    nome: byCpf ? undefined : busca || undefined,
  });
  const ids = rows.map((r) => r.id);
  const [cards, companies] = await Promise.all([
    listCards(db, ids, scope),
    companiesByMember(db, ids),
  ]);
  return {
    data: rows.map((r) => {
      const own = cards.filter((c) => c.usuario_id === r.id);
      const contact = visibleContact(r, own, reachesEveryCard(scope, companies.get(r.id) ?? []));
      return {
        id: r.id,
        nome: contact.nome,
        cpf: maskCpf(r.login),
        email: contact.email,
        ultimoAcessoEm: r.ultimo_acesso_em,
        cartoes: own.map((c) => ({
          idCliente: c.id,
          idEmpresa: c.empresa_id,
          empresa: c.empresa,
          status: statusOf(c),
        })),
      };
    }),
    total,
  };
}

/** Does the scope hold every company of these cards? (An admin's holds all.) */
export const reachesEveryCard = (scope: CompanyScope, companies: readonly number[]) =>
  scope === 'all' || companies.every((companyId) => scope.includes(companyId));

/**
 * The name, e-mail and phone the caller is shown. The sign-in's own data is shared by every
 * company of the person: a caller who does not reach all of them sees those of their own
 * company's newest card instead, and so learns nothing another company's records hold.
 */
export function visibleContact(
  usuario: { nome: string; email: string; telefone?: string },
  cardsInScope: readonly Pick<CardRow, 'nome' | 'email' | 'telefone1'>[],
  everyCard: boolean,
): { nome: string; email: string; telefone: string } {
  const card = cardsInScope.at(-1);
  if (everyCard || !card) {
    return { nome: usuario.nome, email: usuario.email, telefone: usuario.telefone ?? '' };
  }
  return { nome: card.nome, email: card.email, telefone: card.telefone1 };
}

function toCard(card: CardRow, dependents: Awaited<ReturnType<typeof listDependents>>) {
  return {
    idCliente: card.id,
    idEmpresa: card.empresa_id,
    empresa: card.empresa,
    idPerfil: card.perfil_id,
    perfil: card.perfil ?? '',
    numeroCarteirinha: card.numero_carteirinha,
    validadeCarteirinha: card.validade_carteirinha ?? '',
    status: statusOf(card),
    encerradoEm: card.encerrado_em,
    dependentes: dependents
      .filter((d) => d.titular_id === card.id)
      .map((d) => ({
        id: d.id,
        nome: d.nome,
        cpf: d.cpf ? maskCpf(d.cpf) : '',
        nascimento: d.nascimento ?? '',
        grau: d.grau ?? '',
      })),
  };
}

/**
 * A member's page: the sign-in, the cards in the scope with their dependents, and the audit
 * trail of the record. 404 when there is no such member; the route has checked the scope.
 */
export async function readMember(
  db: Db,
  usuarioId: number,
  scope: CompanyScope,
  isLocked: (login: string) => Promise<boolean>,
): Promise<AdminMember> {
  const usuario = await findUsuario(db, usuarioId);
  if (!usuario) throw notFound(M.notFound);
  const [cards, companies] = await Promise.all([
    listCards(db, [usuarioId], scope),
    companiesByMember(db, [usuarioId]),
  ]);
  const acessoTotal = reachesEveryCard(scope, companies.get(usuarioId) ?? []);
  const contact = visibleContact(usuario, cards, acessoTotal);
  const [dependents, audit, bloqueado] = await Promise.all([
    listDependents(
      db,
      cards.map((c) => c.id),
    ),
    listMemberAudit(db, usuarioId, scope),
    isLocked(usuario.login),
  ]);
  return {
    id: usuario.id,
    ...contact,
    cpf: maskCpf(usuario.login),
    ultimoAcessoEm: usuario.ultimo_acesso_em,
    alterarSenha: usuario.alterar_senha === 1,
    bloqueado,
    acessoTotal,
    entregasSenha: resetDeliveries(usuario, acessoTotal),
    cartoes: cards.map((c) => toCard(c, dependents)),
    auditoria: audit.map((a): AuditEntry => ({
      id: a.id,
      operatorId: a.operador_id,
      operatorName: a.operador_nome ?? `integração ${a.integracao_nome ?? ''}`,
      operatorEmail: a.operador_email ?? a.integracao_client_id ?? '',
      at: a.quando,
      ip: a.ip,
      resource: a.recurso,
      recordId: a.registro_id,
      action: a.acao,
      companyId: a.empresa_id,
      changes: JSON.parse(a.campos) as AuditEntry['changes'],
    })),
  };
}

/** How a reset password may reach the member (the route refuses the others). */
function resetDeliveries(
  usuario: { email: string; telefone: string },
  acessoTotal: boolean,
): ResetDelivery[] {
  const out: ResetDelivery[] = acessoTotal ? ['tela'] : [];
  if (usuario.email !== '') out.push('email');
  if (usuario.telefone !== '') out.push('sms');
  return out;
}

/** A first or reset password: 10 characters without look-alikes (no 0/O, 1/l/I), easy to dictate. */
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const TEMPORARY_PASSWORD_LENGTH = 10;
export function temporaryPassword(): string {
  let out = '';
  for (let i = 0; i < TEMPORARY_PASSWORD_LENGTH; i++) {
    out += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  }
  return out;
}

/** 400/404 unless the company and the profile exist and the profile may hold a card. */
async function checkCardFields(db: Db, card: NewCardInput) {
  const [empresa, perfil] = await Promise.all([
    companyExists(db, card.idEmpresa),
    profileExists(db, card.idPerfil),
  ]);
  if (!empresa) throw notFound(M.companyNotFound);
  if (!perfil || card.idPerfil === PROFILES.dependente) throw badRequest(M.profileNotFound);
}

export interface CardHolder {
  usuarioId: number;
  cpf: string;
  nome: string;
  email: string;
  telefone: string;
  nascimento: string | null;
}

/** Inserts a company card; 409 when the member already has one in that company. */
async function addCardTo(db: Db, holder: CardHolder, card: NewCardInput, now: Date) {
  if (await findCardInCompany(db, holder.usuarioId, card.idEmpresa)) throw conflict(M.cardExists);
  return insertCard(
    db,
    newClienteRow(
      {
        usuario_id: holder.usuarioId,
        titular_id: null,
        empresa_id: card.idEmpresa,
        perfil_id: card.idPerfil,
        nome: holder.nome,
        cpf: holder.cpf,
        email: holder.email,
        telefone1: holder.telefone,
        nascimento: holder.nascimento,
        data_admissao: todayInBrazil(now),
        numero_carteirinha: card.numeroCarteirinha,
        validade_carteirinha: card.validadeCarteirinha || null,
      },
      now.toISOString(),
    ),
  );
}

/** What the audit keeps of a card (no personal data beyond the masked CPF the audit makes). */
export const auditedCard = (idCliente: number, card: NewCardInput, encerradoEm: string | null) => ({
  idCliente,
  idEmpresa: card.idEmpresa,
  idPerfil: card.idPerfil,
  numeroCarteirinha: card.numeroCarteirinha,
  validadeCarteirinha: card.validadeCarteirinha,
  encerradoEm,
});

/** A temporary password and its hash, made before the transaction opens. */
export interface PreparedPassword {
  plain: string;
  hash: string;
}

export interface CreatedMember {
  usuarioId: number;
  idCliente: number;
  novoAssociado: boolean;
  senhaProvisoria: string | null;
}

/**
 * A member with a card in a company. A CPF that already signs in gets the card (their sign-in and
 * personal data stay as they are; no password is made); a new CPF gets a sign-in with a first
 * password they must change (`alterarSenha`) and the terms to accept.
 */
export async function createMember(
  db: Db,
  input: CreateMemberInput,
  now: Date,
  password: PreparedPassword,
): Promise<CreatedMember> {
  await checkCardFields(db, input);
  const existing = await findUsuarioByLogin(db, input.cpf);
  const holderData = {
    cpf: input.cpf,
    nome: input.nome,
    email: input.email,
    telefone: input.telefone,
    nascimento: input.nascimento,
  };
  if (existing) {
    const idCliente = await addCardTo(db, { usuarioId: existing.id, ...holderData }, input, now);
    return { usuarioId: existing.id, idCliente, novoAssociado: false, senhaProvisoria: null };
  }
  let usuarioId: number;
  try {
    usuarioId = await insertUsuario(db, {
      login: input.cpf,
      senha_hash: password.hash,
      alterar_senha: 1,
      termo_pendente: 1,
      termo_aceito_em: null,
      nome: input.nome,
      nome_busca: searchKey(input.nome),
      email: input.email,
      telefone: input.telefone,
      foto: '',
      created_at: now.toISOString(),
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('Este CPF acabou de ser cadastrado. Atualize a busca.');
    throw error;
  }
  const idCliente = await addCardTo(db, { usuarioId, ...holderData }, input, now);
  return { usuarioId, idCliente, novoAssociado: true, senhaProvisoria: password.plain };
}

/**
 * A card in another company for an existing member. Its name, e-mail and phone are those the
 * caller is shown (`visibleContact`): another company's data never reaches the new card.
 */
export async function addCard(
  db: Db,
  usuarioId: number,
  card: NewCardInput,
  now: Date,
  scope: CompanyScope,
) {
  await checkCardFields(db, card);
  const usuario = await findUsuario(db, usuarioId);
  if (!usuario) throw notFound(M.notFound);
  const [cards, companies] = await Promise.all([
    listCards(db, [usuarioId], scope),
    companiesByMember(db, [usuarioId]),
  ]);
  const contact = visibleContact(
    usuario,
    cards,
    reachesEveryCard(scope, companies.get(usuarioId) ?? []),
  );
  return addCardTo(db, { usuarioId, cpf: usuario.login, ...contact, nascimento: null }, card, now);
}

/** A member's card, or 404. */
export async function memberCard(db: Db, idCliente: number) {
  const card = await findCard(db, idCliente);
  if (!card) throw notFound(M.cardNotFound);
  return card;
}

/**
 * Ends a card today (Brazil's date): it no longer appears at sign-in, the acting identity refuses
 * it, and the date starts the LGPD retention clock. `endSessions` (a caller who reaches every card
 * of the member) also signs the member out everywhere (docs/decisions/035-ending-a-card.md).
 */
export async function endCard(db: Db, idCliente: number, now: Date, endSessions: boolean) {
  const card = await memberCard(db, idCliente);
  if (card.encerrado_em !== null) throw conflict(M.alreadyEnded);
  const encerradoEm = todayInBrazil(now);
  await setCardEnded(db, idCliente, encerradoEm, now);
  if (endSessions) await endMemberSessions(db, card.usuario_id);
  return { card, encerradoEm };
}

/** Clears the end date: the card appears at the next sign-in again. */
export async function reactivateCard(db: Db, idCliente: number, now: Date) {
  const card = await memberCard(db, idCliente);
  if (card.encerrado_em === null) throw conflict(M.alreadyActive);
  await setCardEnded(db, idCliente, null, now);
  return { card };
}

/**
 * A temporary password the member must change at the next sign-in; every session they have ends.
 * Answers the password to show, or null when it went to the e-mail or phone of the sign-in on
 * file (through the outbox, in this transaction: a crash never loses a password that was
 * promised). The route decides who may have it shown.
 */
export async function resetPassword(
  db: Db,
  usuarioId: number,
  delivery: ResetDelivery,
  now: Date,
  password: PreparedPassword,
): Promise<string | null> {
  const usuario = await findUsuario(db, usuarioId);
  if (!usuario) throw notFound(M.notFound);
  if (delivery === 'email' && usuario.email === '') throw badRequest(M.noEmail);
  if (delivery === 'sms' && usuario.telefone === '') throw badRequest(M.noPhone);
  await setTemporaryPassword(db, usuarioId, password.hash);
  if (delivery === 'tela') return password.plain;
  const message =
    delivery === 'sms'
      ? temporaryPasswordSms(usuario, password.plain)
      : temporaryPasswordEmail(usuario, password.plain);
  await queueMessage(db, message, now);
  return null;
}
