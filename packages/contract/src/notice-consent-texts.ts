import type { NoticeKind } from './notice-texts.js';

/*
 * Perfil's 'Avisos' (consent per notice kind and channel): its own module, so the words reach only
 * the screens that show them (the bell and the inbox load notice-texts.ts with every screen).
 */

/** The notices about the account's security: they cannot be switched off (see NOTICE_CHANNELS). */
export const SECURITY_NOTICE_KINDS: readonly NoticeKind[] = [
  // NOTICE_KINDS' passwordChanged, recoveryRequested and newDevice, spelled out so that this module
  // does not pull NOTICE_KINDS into the bundle every screen loads.
  'senha_alterada',
  'recuperacao_pedida',
  'novo_acesso',
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
