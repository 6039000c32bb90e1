import { z } from 'zod';
import { NOTICE_CHANNELS } from '../notice-consent-texts.js';
import {
  NOTICE_KINDS,
  NOTICE_SCREENS,
  type NoticeKind,
  type NoticeScreen,
} from '../notice-texts.js';
import { id, identity } from './common.js';

const noticeKinds = Object.values(NOTICE_KINDS) as [NoticeKind, ...NoticeKind[]];
const noticeScreens = Object.values(NOTICE_SCREENS) as [NoticeScreen, ...NoticeScreen[]];

export const notice = z.object({
  id: z.number(),
  tipo: z.enum(noticeKinds),
  titulo: z.string(),
  texto: z.string(),
  /** ISO instant. */
  criadoEm: z.string(),
  lido: z.boolean(),
  destino: z.object({
    tela: z.enum(noticeScreens),
    id: z.number().nullable(),
    /** A partner's: the company menu that lists it. */
    menu: z.number().nullable(),
  }),
});
export type Notice = z.infer<typeof notice>;

export const noticesResponse = z.object({
  /** Newest first, at most NOTICE_LIST_LIMIT. */
  avisos: z.array(notice),
  naoLidos: z.number(),
});
export type NoticesResponse = z.infer<typeof noticesResponse>;

export const markNoticeReadBody = identity.extend({ idAviso: id });
export type MarkNoticeReadBody = z.input<typeof markNoticeReadBody>;

const noticeKind = z.enum(noticeKinds, 'tipo de aviso inválido');

/** One kind's channels beyond the inbox (the inbox is always on). */
export const noticeConsent = z.object({
  tipo: noticeKind,
  push: z.boolean('informe verdadeiro ou falso'),
  email: z.boolean('informe verdadeiro ou falso'),
});
export type NoticeConsent = z.infer<typeof noticeConsent>;

/**
 * The member's consent per kind: every kind, in NOTICE_KIND_LABELS' order; `fixo` for the
 * security kinds (always on); `temEmail` whether e-mails can reach them at all.
 */
export const noticeConsentResponse = z.object({
  preferencias: z.array(noticeConsent.extend({ fixo: z.boolean() })),
  temEmail: z.boolean(),
});
export type NoticeConsentResponse = z.infer<typeof noticeConsentResponse>;

/** The kinds the member may switch (the security ones are refused); kinds left out keep theirs. */
export const saveNoticeConsentBody = z.object({
  preferencias: z
    .array(noticeConsent)
    .max(noticeKinds.length, 'tipos de aviso demais')
    .refine(
      (list) => new Set(list.map((c) => c.tipo)).size === list.length,
      'tipo de aviso repetido',
    ),
});
export type SaveNoticeConsentBody = z.input<typeof saveNoticeConsentBody>;

/** The server's VAPID public key (base64url), or null when it sends no push notifications. */
export const pushKeyResponse = z.object({ chavePublica: z.string().nullable() });
export type PushKeyResponse = z.infer<typeof pushKeyResponse>;

const base64url = z
  .string('chave inválida')
  .min(16, 'chave inválida')
  .max(256, 'chave inválida')
  .regex(/^[A-Za-z0-9_-]+=*$/, 'chave inválida');
const pushEndpoint = z
  .url({ protocol: /^https?$/, error: 'endereço de notificações inválido' })
  .max(1000, 'endereço de notificações inválido');

/** A browser's PushSubscription (its toJSON()): one per device, the endpoint is unique. */
export const pushSubscriptionBody = z.object({
  endpoint: pushEndpoint,
  keys: z.object({ p256dh: base64url, auth: base64url }),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBody>;

export const removePushSubscriptionBody = z.object({ endpoint: pushEndpoint });
export type RemovePushSubscriptionBody = z.input<typeof removePushSubscriptionBody>;

/** The channels a notice names, as stored in `aviso.canais` ('push,email'). */
export const noticeChannelList = z.array(z.enum([NOTICE_CHANNELS.push, NOTICE_CHANNELS.email]));
