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

/** The notices about the account's security: they cannot be switched off (see NOTICE_CHANNELS). */
export const SECURITY_NOTICE_KINDS: readonly NoticeKind[] = [
  NOTICE_KINDS.passwordChanged,
  NOTICE_KINDS.recoveryRequested,
  NOTICE_KINDS.newDevice,
];

/** The ways a notice reaches the member beyond the app's inbox (`aviso.canais` lists them). */
export const NOTICE_CHANNELS = { push: 'push', email: 'email' } as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[keyof typeof NOTICE_CHANNELS];

/** Each kind as the Perfil's 'Avisos' section names it, in the order it lists them. */
export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = {
  consulta_24h: 'Lembrete de consulta (1 dia antes)',
  consulta_1h: 'Consulta chegando (1 hora antes)',
  fatura_a_vencer: 'Fatura a vencer',
  fatura_vencida: 'Fatura vencida',
  parceiro_exclusivo: 'Novo parceiro exclusivo',
  campanha: 'Novidades e campanhas do clube',
  senha_alterada: 'Senha alterada',
  recuperacao_pedida: 'Pedido de nova senha',
  novo_acesso: 'Acesso de um aparelho novo',
};

/** The words of the Perfil's 'Avisos' section (consent per kind and channel). */
export const NOTICE_CONSENT_TEXTS = {
  title: 'Avisos',
  intro:
    'Escolha como quer receber cada aviso. Todos aparecem sempre no aplicativo; você pode ligar ou desligar os outros meios quando quiser.',
  inApp: 'No aplicativo',
  push: 'Notificação no celular',
  email: 'E-mail',
  securityReason:
    'Avisos de segurança não podem ser desligados: eles avisam você se alguém mexer na sua conta. Vão por e-mail sempre que houver um e-mail no seu cadastro e por notificação nos aparelhos onde você ativou as notificações.',
  noEmail: 'Cadastre um e-mail em "Meus dados" para receber avisos por e-mail.',
  save: 'Salvar preferências',
  saving: 'Salvando…',
  saved: 'Preferências de avisos salvas.',
  pushDenied:
    'As notificações estão bloqueadas neste navegador. Libere-as nas configurações do navegador para receber avisos no celular.',
  pushUnsupported: 'Este navegador não recebe notificações. Os avisos continuam no aplicativo.',
  installFirst:
    'No iPhone, as notificações só chegam pelo aplicativo instalado: toque em Compartilhar e depois em "Adicionar à Tela de Início"; abra o Clube pelo ícone e ative aqui.',
  pushOff: 'Sem notificações neste aparelho.',
  pushOn: 'Notificações ativadas neste aparelho.',
  serverOff: 'O clube ainda não envia notificações no celular.',
  invalidKind: 'Tipo de aviso inválido.',
  securityFixed: 'Avisos de segurança não podem ser desligados.',
  subscriptionNotFound: 'Inscrição de notificações não encontrada.',
  insecureEndpoint: 'Endereço de notificações inválido.',
} as const;

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
