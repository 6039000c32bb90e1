import { formatBRL, formatDate } from './format.js';

/*
 * Notices ('Avisos'): what the club tells a member without being asked: an appointment soon, an
 * invoice due or overdue, a new exclusive partner, something that happened to the account, or an
 * operator's campaign. Each opens a screen of the app. No zod here: the member app imports these.
 */

export const NOTICE_KINDS = {
  appointment24h: 'consulta_24h',
  appointment1h: 'consulta_1h',
  invoiceDue: 'fatura_a_vencer',
  invoiceOverdue: 'fatura_vencida',
  exclusivePartner: 'parceiro_exclusivo',
  passwordChanged: 'senha_alterada',
  recoveryRequested: 'recuperacao_pedida',
  newDevice: 'novo_acesso',
  campaign: 'campanha',
} as const;
export type NoticeKind = (typeof NOTICE_KINDS)[keyof typeof NOTICE_KINDS];

/**
 * Where a push notification's tap takes the member: the notice in 'Avisos', which opens it (marks
 * it read and goes on to its screen) as a tap in the list would.
 */
export const noticePushPath = (id: number) => `/auth/notices?aviso=${id}`;

/** The screen a notice opens; `id` names its record (the contract, the partner) when it has one. */
export const NOTICE_SCREENS = {
  home: 'inicio',
  appointments: 'agendamentos',
  contract: 'contrato',
  partner: 'parceiro',
  profile: 'perfil',
} as const;
export type NoticeScreen = (typeof NOTICE_SCREENS)[keyof typeof NOTICE_SCREENS];

/** How far ahead the reminders go out, and which invoices are told about. */
export const NOTICE_TIMING = {
  /** Hours before an appointment: the first reminder, then the last one. */
  appointmentHours: [24, 1],
  /** An unpaid invoice is told about this many days before it is due (and on the way there). */
  invoiceDueDays: 3,
  /** An unpaid invoice overdue by at most this many days is told about once. */
  overdueWithinDays: 7,
} as const;

/** The member app's words for its 'Avisos' screen and bell. */
export const NOTICE_TEXTS = {
  title: 'Avisos',
  /** The bell's accessible name. */
  bell: (unread: number) =>
    unread === 0 ? 'Avisos' : unread === 1 ? 'Avisos: 1 não lido' : `Avisos: ${unread} não lidos`,
  empty: 'Nenhum aviso por enquanto. Quando houver novidades, elas aparecem aqui.',
  markAll: 'Marcar todos como lidos',
  unread: 'Não lido',
  notFound: 'Aviso não encontrado.',
  markedAll: 'Avisos marcados como lidos.',
  marked: 'Aviso marcado como lido.',
} as const;

const hhmm = (time: string) => time.slice(0, 5);
const dayMonth = (date: string) => formatDate(date).slice(0, 5);

/** The title and text of each automatic kind (campaigns bring their own). */
export const NOTICE_MESSAGES = {
  appointment24h: (a: { especialidade: string; medico: string; data: string; hora: string }) => ({
    titulo: 'Lembrete de consulta',
    texto: `Sua consulta de ${a.especialidade} com ${a.medico} é em ${dayMonth(a.data)} às ${hhmm(a.hora)}.`,
  }),
  appointment1h: (a: { especialidade: string; medico: string; hora: string }) => ({
    titulo: 'Sua consulta está chegando',
    texto: `Sua consulta de ${a.especialidade} com ${a.medico} começa às ${hhmm(a.hora)}.`,
  }),
  invoiceDue: (f: { valorCentavos: number; vencimento: string }) => ({
    titulo: 'Fatura a vencer',
    texto: `Sua fatura de ${formatBRL(f.valorCentavos / 100)} vence em ${formatDate(f.vencimento)}.`,
  }),
  invoiceOverdue: (f: { valorCentavos: number; vencimento: string }) => ({
    titulo: 'Fatura vencida',
    texto: `Sua fatura de ${formatBRL(f.valorCentavos / 100)} venceu em ${formatDate(f.vencimento)}. Pague para continuar aproveitando seus benefícios.`,
  }),
  exclusivePartner: (p: { nome: string }) => ({
    titulo: 'Novo parceiro exclusivo',
    texto: `${p.nome} agora é parceiro exclusivo do seu clube. Confira o benefício.`,
  }),
  passwordChanged: () => ({
    titulo: 'Sua senha foi alterada',
    texto:
      'A senha da sua conta foi alterada. Se não foi você, use "Esqueci minha senha" para criar uma nova e fale com o atendimento.',
  }),
  recoveryRequested: () => ({
    titulo: 'Pedido de nova senha',
    texto:
      'Pediram um código para criar uma nova senha na sua conta. Se não foi você, ignore: sua senha continua a mesma.',
  }),
  newDevice: (d: { aparelho: string }) => ({
    titulo: 'Novo acesso à sua conta',
    texto: `Sua conta foi acessada de um aparelho novo (${d.aparelho}). Se não foi você, troque sua senha no Perfil.`,
  }),
} as const;

/** The most notices the list answers (the newest). */
export const NOTICE_LIST_LIMIT = 100;
