import {
  NOTICE_CHANNELS,
  NOTICE_CONSENT_TEXTS,
  NOTICE_KIND_LABELS,
  SECURITY_NOTICE_KINDS,
  type NoticeConsent,
  type NoticeConsentResponse,
  type NoticeKind,
} from '@clube/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { ERROR_CODES } from '@clube/contract';

type Db = Kysely<Database>;

export const isSecurityKind = (tipo: string): boolean =>
  (SECURITY_NOTICE_KINDS as readonly string[]).includes(tipo);

/** What decides the channels of one notice to one person. */
export interface ChannelFacts {
  tipo: string;
  /** `aviso.canais`: null for every channel consented to, else 'push,email' or a part of it. */
  canais: string | null;
  /** The person's consent for this kind; undefined: never given (both off). */
  consent: { push: boolean; email: boolean } | undefined;
  hasEmail: boolean;
  hasPushDevice: boolean;
}

/**
 * The channels beyond the inbox one notice takes (docs/decisions/116). Security notices go by
 * e-mail whenever there is an address, and to the phones where the member turned push on; every
 * other kind only where the member consented. `canais` can narrow that, never widen it.
 */
export function noticeChannels(f: ChannelFacts): { email: boolean; push: boolean } {
  const security = isSecurityKind(f.tipo);
  let email = f.hasEmail && (security || f.consent?.email === true);
  let push = f.hasPushDevice && (security || f.consent?.push === true);
  if (f.canais !== null) {
    const allowed = new Set(f.canais.split(',').map((c) => c.trim()));
    email &&= allowed.has(NOTICE_CHANNELS.email);
    push &&= allowed.has(NOTICE_CHANNELS.push);
  }
  return { email, push };
}

const KINDS = Object.keys(NOTICE_KIND_LABELS) as NoticeKind[];

/** The person's consent per kind, every kind in the Perfil's order. */
export async function readConsent(db: Db, usuarioId: number): Promise<NoticeConsentResponse> {
  const [rows, usuario] = await Promise.all([
    db
      .selectFrom('aviso_preferencia')
      .select(['tipo', 'push', 'email'])
      .where('usuario_id', '=', usuarioId)
      .execute(),
    db.selectFrom('usuario').select('email').where('id', '=', usuarioId).executeTakeFirst(),
  ]);
  const byKind = new Map(rows.map((r) => [r.tipo, r]));
  const temEmail = (usuario?.email.trim() ?? '') !== '';
  return {
    temEmail,
    preferencias: KINDS.map((tipo) => {
      if (isSecurityKind(tipo)) return { tipo, push: true, email: true, fixo: true };
      const row = byKind.get(tipo);
      return { tipo, push: row?.push === 1, email: row?.email === 1, fixo: false };
    }),
  };
}

/**
 * Stores the kinds the member sent (the route runs it in one transaction): a security kind
 * switched off is refused (422) and nothing is stored.
 */
export async function saveConsent(
  db: Db,
  usuarioId: number,
  preferencias: NoticeConsent[],
  now: Date,
): Promise<void> {
  const switchable = preferencias.filter((p) => !isSecurityKind(p.tipo));
  if (switchable.length !== preferencias.length) {
    const off = preferencias.some((p) => isSecurityKind(p.tipo) && (!p.push || !p.email));
    if (off) throw new HttpError(422, NOTICE_CONSENT_TEXTS.securityFixed, ERROR_CODES.invalidInput);
  }
  for (const p of switchable) {
    const values = {
      push: p.push ? 1 : 0,
      email: p.email ? 1 : 0,
      alterado_em: now.toISOString(),
    } as const;
    await db
      .insertInto('aviso_preferencia')
      .values({ usuario_id: usuarioId, tipo: p.tipo, ...values })
      .onConflict((oc) => oc.columns(['usuario_id', 'tipo']).doUpdateSet(values))
      .execute();
  }
}
