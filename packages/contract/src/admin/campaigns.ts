import { z } from 'zod';
import { NOTICE_KINDS, NOTICE_SCREENS } from '../notice-texts.js';
import { PROFILES } from '../constants.js';
import { cpf, plainText } from '../schemas/common.js';
import { campaignRoutes } from './campaigns-routes.js';
import type { AdminEndpoint } from './endpoints.js';
import { queryId, recordParams } from './schemas/list.js';

/*
 * Campaigns: a notice an operator writes to the members of their companies ('Campanhas'), sent at
 * once or at a time, in batches, once per card (docs/decisions/118); 'Enviar teste para mim' sends
 * it to the operator's own test member only (docs/decisions/119). And the per-company switches of
 * the automatic notices (security notices cannot be switched off).
 */

export const CAMPAIGN_LIMITS = { title: 80, text: 500, perList: 100 } as const;

/** Channels beyond the app's inbox (which every campaign takes). */
export const CAMPAIGN_CHANNELS = ['push', 'email'] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];
export const CAMPAIGN_CHANNEL_LABELS: Record<CampaignChannel, string> = {
  push: 'Notificação no celular',
  email: 'E-mail',
};

export const CAMPAIGN_STATUSES = ['agendada', 'enviando', 'enviada', 'cancelada'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  agendada: 'Agendada',
  enviando: 'Enviando',
  enviada: 'Enviada',
  cancelada: 'Cancelada',
};

/** Where a tap on the campaign takes the member. */
export const CAMPAIGN_SCREENS = [
  NOTICE_SCREENS.home,
  NOTICE_SCREENS.partner,
  NOTICE_SCREENS.appointments,
  NOTICE_SCREENS.contract,
  NOTICE_SCREENS.profile,
] as const;
export const CAMPAIGN_SCREEN_LABELS: Record<(typeof CAMPAIGN_SCREENS)[number], string> = {
  inicio: 'Tela inicial',
  parceiro: 'Um parceiro',
  agendamentos: 'Meus agendamentos',
  contrato: 'Contrato',
  perfil: 'Perfil',
};

/** Profiles a campaign may narrow its audience to (the holder card's profile). */
export const CAMPAIGN_PROFILES = [
  PROFILES.titular,
  PROFILES.agregado,
  PROFILES.conveniado,
] as const;
export const CAMPAIGN_PROFILE_LABELS: Record<number, string> = {
  [PROFILES.titular]: 'Titular',
  [PROFILES.agregado]: 'Agregado',
  [PROFILES.conveniado]: 'Conveniado',
};

export const ADMIN_CAMPAIGN_MESSAGES = {
  notFound: 'Campanha não encontrada.',
  notCancellable: 'Esta campanha já foi enviada ou cancelada: não dá mais para cancelar.',
  cancelled: 'Campanha cancelada.',
  partnerNotFound: 'Parceiro não encontrado nas empresas desta campanha.',
  noTester:
    'Cadastre o CPF do seu membro de teste (em "Membro de teste") antes de enviar um teste.',
  testerNoCard:
    'Seu membro de teste não tem cartão ativo nas empresas desta campanha. Escolha outra empresa ou outro CPF.',
  testerNotInScope: 'Este CPF não tem cartão ativo nas empresas que você atende.',
  testSent: (cards: number) =>
    cards === 1
      ? 'Teste enviado ao seu membro de teste.'
      : `Teste enviado ao seu membro de teste (${cards} cartões).`,
} as const;

const optionalId = z.union([queryId, z.null()]).optional().default(null);

const campaignShape = z.object({
  companyIds: z
    .array(queryId, 'escolha as empresas')
    .min(1, 'escolha ao menos uma empresa')
    .max(200, 'empresas demais')
    .transform((list) => [...new Set(list)]),
  titulo: plainText()
    .trim()
    .min(1, 'informe o título')
    .max(CAMPAIGN_LIMITS.title, `título muito longo (até ${CAMPAIGN_LIMITS.title} caracteres)`),
  texto: plainText()
    .trim()
    .min(1, 'informe o texto')
    .max(CAMPAIGN_LIMITS.text, `texto muito longo (até ${CAMPAIGN_LIMITS.text} caracteres)`),
  tela: z.enum(CAMPAIGN_SCREENS, 'destino inválido').default(NOTICE_SCREENS.home),
  /** With tela 'parceiro': the partner a tap opens. */
  parceiroId: optionalId,
  perfilId: z
    .union([z.literal(CAMPAIGN_PROFILES, 'perfil inválido'), z.null()])
    .optional()
    .default(null),
  cidade: z
    .union([plainText().trim().max(80, 'cidade muito longa'), z.null()])
    .optional()
    .default(null)
    .transform((v) => (v ? v : null)),
  /** Members with ('com') or without ('sem') a use of this partner at the counter. */
  usoParceiroId: optionalId,
  usoModo: z.enum(['com', 'sem'], 'escolha com ou sem uso').optional().default('com'),
  canais: z
    .array(z.enum(CAMPAIGN_CHANNELS, 'canal desconhecido'), 'escolha os canais')
    .max(2)
    .default([])
    .transform((list) => [...new Set(list)]),
  /** When to send (ISO with offset); null: now. */
  enviarEm: z
    .union([z.iso.datetime({ offset: true, message: 'data e hora inválidas' }), z.null()])
    .optional()
    .default(null),
});

const withPartner = <T extends { tela: string; parceiroId: number | null }>(v: T) =>
  v.tela !== NOTICE_SCREENS.partner || v.parceiroId !== null;

export const campaignBody = campaignShape.refine(withPartner, {
  message: 'escolha o parceiro que o aviso abre',
  path: ['parceiroId'],
});
export type CampaignBody = z.input<typeof campaignBody>;
export type CampaignFields = z.output<typeof campaignBody>;

export const campaign = z.object({
  id: z.number(),
  titulo: z.string(),
  texto: z.string(),
  tela: z.enum(CAMPAIGN_SCREENS),
  parceiroId: z.number().nullable(),
  companyIds: z.array(z.number()),
  companyNames: z.array(z.string()),
  perfilId: z.number().nullable(),
  cidade: z.string().nullable(),
  usoParceiroId: z.number().nullable(),
  usoModo: z.enum(['com', 'sem']),
  canais: z.array(z.enum(CAMPAIGN_CHANNELS)),
  enviarEm: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Cards the audience matched when it was sent (null before). */
  recipients: z.number().nullable(),
  /** Notices written (one per card). */
  delivered: z.number(),
  /** Notices the members opened. */
  opened: z.number(),
});
export type AdminCampaign = z.infer<typeof campaign>;

export const campaignList = z.object({ data: z.array(campaign) });
export const campaignListQuery = z.object({ companyId: queryId.optional() });

export const campaignTestResponse = z.object({ message: z.string(), cards: z.number() });

export const campaignTester = z.object({
  /** The test member's CPF, masked; null when none is set. */
  cpf: z.string().nullable(),
  nome: z.string().nullable(),
});
export const campaignTesterBody = z.object({ cpf: z.union([cpf, z.null()]) });
export type CampaignTesterBody = z.input<typeof campaignTesterBody>;

/** The automatic notices a company may switch off (security notices never can). */
export const NOTICE_SWITCHES = {
  appointments: [NOTICE_KINDS.appointment24h, NOTICE_KINDS.appointment1h],
  invoiceDue: [NOTICE_KINDS.invoiceDue],
  invoiceOverdue: [NOTICE_KINDS.invoiceOverdue],
  exclusivePartner: [NOTICE_KINDS.exclusivePartner],
} as const;
export type NoticeSwitch = keyof typeof NOTICE_SWITCHES;
export const NOTICE_SWITCH_KEYS = Object.keys(NOTICE_SWITCHES) as NoticeSwitch[];
export const NOTICE_SWITCH_LABELS: Record<NoticeSwitch, string> = {
  appointments: 'Lembrete de consulta (24 h e 1 h antes)',
  invoiceDue: 'Fatura a vencer',
  invoiceOverdue: 'Fatura vencida',
  exclusivePartner: 'Novo parceiro exclusivo',
};

export const noticeSwitches = z.object({
  appointments: z.boolean('marque ou desmarque'),
  invoiceDue: z.boolean('marque ou desmarque'),
  invoiceOverdue: z.boolean('marque ou desmarque'),
  exclusivePartner: z.boolean('marque ou desmarque'),
});
export type NoticeSwitches = z.infer<typeof noticeSwitches>;

export const campaignEndpoints = {
  listCampaigns: {
    ...campaignRoutes.listCampaigns,
    query: campaignListQuery,
    response: campaignList,
  },
  createCampaign: {
    ...campaignRoutes.createCampaign,
    body: campaignBody,
    response: campaign,
    errors: [404],
  },
  cancelCampaign: {
    ...campaignRoutes.cancelCampaign,
    params: recordParams,
    response: campaign,
    errors: [409],
  },
  sendTestCampaign: {
    ...campaignRoutes.sendTestCampaign,
    body: campaignBody,
    response: campaignTestResponse,
    errors: [404, 409],
  },
  getCampaignTester: { ...campaignRoutes.getCampaignTester, response: campaignTester },
  setCampaignTester: {
    ...campaignRoutes.setCampaignTester,
    body: campaignTesterBody,
    response: campaignTester,
    errors: [409],
  },
  getNoticeSwitches: {
    ...campaignRoutes.getNoticeSwitches,
    params: recordParams,
    response: noticeSwitches,
  },
  updateNoticeSwitches: {
    ...campaignRoutes.updateNoticeSwitches,
    params: recordParams,
    body: noticeSwitches,
    response: noticeSwitches,
  },
} as const satisfies Record<keyof typeof campaignRoutes, AdminEndpoint>;
