import { z } from 'zod';
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
