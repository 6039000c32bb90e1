import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { onlyDigits } from '../cpf.js';
import { cpf, id, isoDate, optionalEmail, phone, plainText } from '../schemas/common.js';
import { auditEntry } from './schemas/audit.js';
import { companyMemberRoutes } from './companies-members-routes.js';
import type { AdminEndpoint } from './endpoints.js';
import { listQuery, listResponse, queryId, recordParams, searchText } from './schemas/list.js';
import { nascimento } from '../schemas/dependents.js';

/**
 * Members in the operator console (docs/product.md#console-members), under /api/admin/v1/members. A member is a
 * sign-in (`usuario`, login = CPF) holding one or more company cards (`cliente`); the console
 * validates with the very schemas the member app uses (CPF check digits, phone, e-mail, dates).
 */

/**
 * `busca`: a CPF (masked or digits: that CPF once it has 11 digits, else CPFs starting with the
 * digits) or part of the name. `empresaId` narrows to one company's card holders.
 */
export const listMembersQuery = listQuery(['nome', 'cpf', 'ultimoAcessoEm'], {
  busca: searchText.optional(),
  empresaId: queryId.optional(),
});
export type ListMembersQuery = z.input<typeof listMembersQuery>;

/** True when a search text is a CPF (or the start of one) rather than a name. */
export function isCpfSearch(text: string): boolean {
  return /^[\d.\s-]+$/.test(text) && onlyDigits(text).length > 0;
}

export const CARD_STATUS = { active: 'ativo', ended: 'encerrado' } as const;
export type CardStatus = (typeof CARD_STATUS)[keyof typeof CARD_STATUS];

/** One card in the members table: company and status. */
export const memberCardSummary = z.object({
  idCliente: z.number(),
  idEmpresa: z.number(),
  empresa: z.string(),
  status: z.enum([CARD_STATUS.active, CARD_STATUS.ended]),
});

export const adminMemberSummary = z.object({
  id: z.number(),
  nome: z.string(),
  /** Masked 000.000.000-00. */
  cpf: z.string(),
  email: z.string(),
  /** ISO instant of the last sign-in, null when never. */
  ultimoAcessoEm: z.string().nullable(),
  /** Only the cards the operator may see. */
  cartoes: z.array(memberCardSummary),
});
export type AdminMemberSummary = z.infer<typeof adminMemberSummary>;

export const listMembersResponse = listResponse(adminMemberSummary);
export type ListMembersResponse = z.infer<typeof listMembersResponse>;

export const memberDependent = z.object({
  id: z.number(),
  nome: z.string(),
  cpf: z.string(),
  /** yyyy-mm-dd, '' when not known. */
  nascimento: z.string(),
  grau: z.string(),
});

export const memberCard = z.object({
  idCliente: z.number(),
  idEmpresa: z.number(),
  empresa: z.string(),
  idPerfil: z.number(),
  perfil: z.string(),
  numeroCarteirinha: z.string(),
  /** yyyy-mm-dd, '' when none. */
  validadeCarteirinha: z.string(),
  status: z.enum([CARD_STATUS.active, CARD_STATUS.ended]),
  /** yyyy-mm-dd the card ended (starts the LGPD retention clock), null while active. */
  encerradoEm: z.string().nullable(),
  dependentes: z.array(memberDependent),
});
export type MemberCard = z.infer<typeof memberCard>;

/** A member's page. */
export const adminMember = z.object({
  id: z.number(),
  nome: z.string(),
  cpf: z.string(),
  email: z.string(),
  telefone: z.string(),
  ultimoAcessoEm: z.string().nullable(),
  /** Must change the password at the next sign-in. */
  alterarSenha: z.boolean(),
  /** Locked out by the sign-in limits right now (decision 008); `unlock` lifts it. */
  bloqueado: z.boolean(),
  /**
   * The caller may act on every card of this person. When false the person also holds a card in
   * a company out of the caller's reach: name, e-mail and phone are those of the caller's own
   * card, and what reaches the shared sign-in (a password shown on screen, unlocking, ending the
   * sessions) is not the caller's to do.
   */
  acessoTotal: z.boolean(),
  /**
   * How a reset password may reach this member for this caller: on screen only with `acessoTotal`;
   * by e-mail or SMS when the sign-in has that contact on file (which stays unseen).
   */
  entregasSenha: z.array(z.enum(['tela', 'email', 'sms'])),
  /** Only the cards the operator may see. */
  cartoes: z.array(memberCard),
  /** The audit trail of the member's record and cards, newest first. */
  auditoria: z.array(auditEntry),
});
export type AdminMember = z.infer<typeof adminMember>;

export const memberParams = recordParams;
/** `:id` of a card (its idCliente) in `/members/cards/:id/…`. */
export const memberCardParams = recordParams;

const cardNumber = plainText()
  .trim()
  .min(1, 'informe o número da carteirinha')
  .max(30, 'máximo 30 caracteres');

/** The card part of a new member or of a card added to one. */
export const newCardFields = z.object({
  idEmpresa: id,
  /** A profile id of the `perfil` table (PROFILES: 5 titular, 7 agregado, 9 conveniado). */
  idPerfil: id,
  numeroCarteirinha: cardNumber,
  validadeCarteirinha: z.union([z.literal(''), isoDate]).default(''),
});
export type NewCardFields = z.input<typeof newCardFields>;

/**
 * A new member with a card in a company. When the CPF already signs in, the card is added to that
 * member (their personal data is kept) and no password is made.
 */
export const createMemberBody = newCardFields.extend({
  cpf,
  nome: plainText().trim().min(1, 'informe o nome').max(LIMITS.name, 'nome muito longo'),
  email: optionalEmail,
  telefone: phone,
  nascimento,
});
export type CreateMemberBody = z.input<typeof createMemberBody>;

export const addCardBody = newCardFields;
export type AddCardBody = z.input<typeof addCardBody>;

export const createMemberResponse = z.object({
  member: adminMember,
  /** True when a new sign-in was made; false when the card went to an existing CPF. */
  novoAssociado: z.boolean(),
  /** The first password, shown once (the member must change it); null for an existing member. */
  senhaProvisoria: z.string().nullable(),
});
export type CreateMemberResponse = z.infer<typeof createMemberResponse>;

/**
 * How a reset password reaches the member: on the operator's screen once (only for a member
 * entirely in the caller's reach), or to the member's own e-mail or phone on file.
 */
export const RESET_DELIVERY = { screen: 'tela', email: 'email', sms: 'sms' } as const;
export type ResetDelivery = (typeof RESET_DELIVERY)[keyof typeof RESET_DELIVERY];

export const resetPasswordBody = z.object({
  entrega: z.enum(
    [RESET_DELIVERY.screen, RESET_DELIVERY.email, RESET_DELIVERY.sms],
    'escolha como entregar a senha',
  ),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const resetPasswordResponse = z.object({
  message: z.string(),
  /** The temporary password when delivered on screen (shown once); null when sent. */
  senhaProvisoria: z.string().nullable(),
});
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponse>;

/** Messages of the members console the operator reads. */
export const MEMBER_ADMIN_MESSAGES = {
  notFound: 'Associado não encontrado.',
  cardNotFound: 'Cartão não encontrado.',
  companyNotFound: 'Empresa não encontrada.',
  profileNotFound: 'Perfil inexistente.',
  cardExists: 'Este associado já tem um cartão nesta empresa.',
  alreadyEnded: 'Este cartão já está encerrado.',
  alreadyActive: 'Este cartão já está ativo.',
  noEmail: 'O associado não tem e-mail cadastrado: escolha outra forma de entrega.',
  noPhone: 'O associado não tem celular cadastrado: escolha outra forma de entrega.',
  resetShown: 'Senha redefinida. Entregue a senha provisória ao associado.',
  resetEmailed: 'Senha redefinida. A senha provisória foi enviada por e-mail.',
  resetTexted: 'Senha redefinida. A senha provisória foi enviada por SMS ao celular cadastrado.',
  /** A password on screen for a person who also holds a card out of the caller's reach. */
  screenOutOfReach:
    'Este associado também tem cartão em uma empresa que você não atende: a senha provisória só pode ser enviada ao e-mail ou celular cadastrado dele.',
  /** Unlocking, ending the sessions: they reach the sign-in every company shares. */
  signInOutOfReach:
    'Este associado também tem cartão em uma empresa que você não atende: esta ação vale para o acesso dele em todas as empresas e só pode ser feita por quem atende todas elas.',
  unlocked: 'Acesso desbloqueado.',
  cardEnded: 'Cartão encerrado.',
  cardReactivated: 'Cartão reativado.',
} as const;

export const unlockMemberResponse = z.object({ message: z.string() });
export const cardChangeResponse = z.object({ message: z.string(), member: adminMember });

/** The members calls with their schemas (spread into `adminEndpoints`). */
export const memberEndpoints = {
  listMembers: {
    ...companyMemberRoutes.listMembers,
    query: listMembersQuery,
    response: listMembersResponse,
  },
  getMember: {
    ...companyMemberRoutes.getMember,
    params: memberParams,
    response: adminMember,
  },
  createMember: {
    ...companyMemberRoutes.createMember,
    body: createMemberBody,
    response: createMemberResponse,
    errors: [404, 409],
  },
  addMemberCard: {
    ...companyMemberRoutes.addMemberCard,
    params: memberParams,
    body: addCardBody,
    response: cardChangeResponse,
    errors: [409],
  },
  endMemberCard: {
    ...companyMemberRoutes.endMemberCard,
    params: memberCardParams,
    response: cardChangeResponse,
    errors: [409],
  },
  reactivateMemberCard: {
    ...companyMemberRoutes.reactivateMemberCard,
    params: memberCardParams,
    response: cardChangeResponse,
    errors: [409],
  },
  resetMemberPassword: {
    ...companyMemberRoutes.resetMemberPassword,
    params: memberParams,
    body: resetPasswordBody,
    response: resetPasswordResponse,
  },
  unlockMember: {
    ...companyMemberRoutes.unlockMember,
    params: memberParams,
    response: unlockMemberResponse,
  },
} as const satisfies Record<string, AdminEndpoint>;
