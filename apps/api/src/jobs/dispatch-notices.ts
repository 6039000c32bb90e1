import { noticePushPath } from '@clube/contract';
import type { Insertable, Kysely } from 'kysely';
import type { Database, OutboxTable } from '../db/schema.js';
import { html as h, htmlEmail } from '../lib/html-email.js';
import { isSecurityKind, noticeChannels } from '../modules/notices/consent.js';

type Db = Kysely<Database>;

export const DISPATCH = {
  /** Notices claimed per transaction. */
  batch: 200,
  /** At most this many batches per run (a campaign to a large company spans a few runs). */
  batchesPerRun: 50,
  /**
   * A notice older than this when the job first sees it (the server had no sender for hours, or
   * was down) goes out on no channel: a reminder or a warning that late misleads more than it
   * helps. It stays in the inbox.
   */
  maxAgeMs: 6 * 3600_000,
} as const;

/** What a push message carries to the service worker (public/push-handler.js reads it). */
export interface NoticePushPayload {
  id: number;
  titulo: string;
  texto: string;
  /** The company's logo (a '/media/…' path) or the app's icon. */
  icone: string;
  /** The screen a tap opens: the notice in 'Avisos', which takes the member on to its target. */
  url: string;
}

export const DEFAULT_PUSH_ICON = '/pwa-192x192.png';

/** The e-mail of one notice: its own words, and where to read it and change what arrives. */
export function noticeEmail(n: { titulo: string; texto: string; empresa: string }) {
  const corpo = [
    n.texto,
    '',
    `Este aviso também está no aplicativo do ${n.empresa}, em Avisos.`,
    'Para escolher os avisos que chegam por e-mail, abra Perfil > Avisos no aplicativo.',
  ].join('\n');
  const corpoHtml = htmlEmail(n.titulo, [
    h`<p><strong>${n.titulo}</strong></p>`,
    h`<p>${n.texto}</p>`,
    h`<p>Este aviso também está no aplicativo do ${n.empresa}, em Avisos.</p>`,
    h`<p style="color: #666; font-size: 13px">Para escolher os avisos que chegam por e-mail, abra Perfil &gt; Avisos no aplicativo.</p>`,
  ]);
  return { assunto: n.titulo, corpo, corpoHtml };
}

/**
 * Turns new notices into outbox messages (docs/decisions/116): each notice is claimed by one
 * conditional UPDATE (`despachado_em` null → now) in the same transaction that queues its e-mail
 * and push messages, so however many instances run this at once, a notice is queued once; the
 * outbox then sends each message once, with retries. Whatever wrote the notice (a cause's
 * transaction, the scheduled job, a campaign's INSERT … SELECT) needs to know nothing about
 * channels. Answers how many notices it claimed.
 */
export async function dispatchNotices(
  db: Db,
  now: () => Date = () => new Date(),
  /** The channels the server can send: a message no sender would ever take is not queued. */
  sends: { email: boolean; push: boolean } = { email: true, push: true },
): Promise<number> {
  let claimed = 0;
  for (let i = 0; i < DISPATCH.batchesPerRun; i++) {
    const batch = await db.transaction().execute((trx) => dispatchBatch(trx, now(), sends));
    claimed += batch.claimed;
    if (batch.seen < DISPATCH.batch) break;
  }
  return claimed;
}

async function dispatchBatch(
  db: Db,
  at: Date,
  sends: { email: boolean; push: boolean },
): Promise<{ seen: number; claimed: number }> {
  const waiting = await db
    .selectFrom('aviso')
    .select('id')
    .where('despachado_em', 'is', null)
    .orderBy('id')
    .limit(DISPATCH.batch)
    .execute();
  if (waiting.length === 0) return { seen: 0, claimed: 0 };
  // Another instance may have claimed some of them since: only the rows this UPDATE changed are ours.
  const mine = await db
    .updateTable('aviso')
    .set({ despachado_em: at.toISOString() })
    .where(
      'id',
      'in',
      waiting.map((w) => w.id),
    )
    .where('despachado_em', 'is', null)
    .returning('id')
    .execute();
  if (mine.length === 0) return { seen: waiting.length, claimed: 0 };

  const notices = await db
    .selectFrom('aviso as a')
    .innerJoin('cliente as c', 'c.id', 'a.cliente_id')
    .innerJoin('usuario as u', 'u.id', 'c.usuario_id')
    .innerJoin('empresa as e', 'e.id', 'c.empresa_id')
    .select([
      'a.id',
      'a.tipo',
      'a.titulo',
      'a.texto',
      'a.canais',
      'a.criado_em',
      'c.usuario_id',
      'u.email',
      'e.nome as empresa',
      'e.logo',
    ])
    .where(
      'a.id',
      'in',
      mine.map((m) => m.id),
    )
    .orderBy('a.id')
    .execute();
  const people = [...new Set(notices.map((n) => n.usuario_id!))];
  if (people.length === 0) return { seen: waiting.length, claimed: mine.length };
  const [consents, devices] = await Promise.all([
    db
      .selectFrom('aviso_preferencia')
      .select(['usuario_id', 'tipo', 'push', 'email'])
      .where('usuario_id', 'in', people)
      .execute(),
    db
      .selectFrom('push_inscricao')
      .select(['id', 'usuario_id'])
      .where('usuario_id', 'in', people)
      .execute(),
  ]);
  const consentOf = new Map(
    consents.map((c) => [
      `${c.usuario_id}:${c.tipo}`,
      { push: c.push === 1, email: c.email === 1 },
    ]),
  );
  const devicesOf = new Map<number, number[]>();
  for (const d of devices)
    devicesOf.set(d.usuario_id, [...(devicesOf.get(d.usuario_id) ?? []), d.id]);

  const messages: Insertable<OutboxTable>[] = [];
  const created_at = at.toISOString();
  const oldest = new Date(at.getTime() - DISPATCH.maxAgeMs).toISOString();
  for (const n of notices) {
    const usuarioId = n.usuario_id!;
    if (n.criado_em < oldest) continue;
    // An account notice is written to every card of the login, in one instant: the person hears
    // of it once, from the first of those rows.
    if (isSecurityKind(n.tipo) && (await hasEarlierTwin(db, n, usuarioId))) continue;
    const email = n.email.trim();
    const subscriptions = devicesOf.get(usuarioId) ?? [];
    const channels = noticeChannels({
      tipo: n.tipo,
      canais: n.canais,
      consent: consentOf.get(`${usuarioId}:${n.tipo}`),
      hasEmail: email !== '',
      hasPushDevice: subscriptions.length > 0,
    });
    if (channels.email && sends.email) {
      const mail = noticeEmail({ titulo: n.titulo, texto: n.texto, empresa: n.empresa });
      messages.push({
        canal: 'email',
        destino: email,
        assunto: mail.assunto,
        corpo: mail.corpo,
        corpo_html: mail.corpoHtml,
        status: 'pendente',
        proxima_tentativa_em: null,
        created_at,
        enviado_em: null,
      });
    }
    if (channels.push && sends.push) {
      const payload: NoticePushPayload = {
        id: n.id,
        titulo: n.titulo,
        texto: n.texto,
        icone: n.logo.trim() || DEFAULT_PUSH_ICON,
        url: noticePushPath(n.id),
      };
      for (const subscription of subscriptions)
        messages.push({
          canal: 'push',
          destino: String(subscription),
          assunto: n.titulo,
          corpo: JSON.stringify(payload),
          corpo_html: null,
          status: 'pendente',
          proxima_tentativa_em: null,
          created_at,
          enviado_em: null,
        });
    }
  }
  for (let i = 0; i < messages.length; i += 100)
    await db
      .insertInto('outbox')
      .values(messages.slice(i, i + 100))
      .execute();
  return { seen: waiting.length, claimed: mine.length };
}

async function hasEarlierTwin(
  db: Db,
  n: { id: number; tipo: string; titulo: string; texto: string; criado_em: string },
  usuarioId: number,
): Promise<boolean> {
  const twin = await db
    .selectFrom('aviso as a')
    .innerJoin('cliente as c', 'c.id', 'a.cliente_id')
    .select('a.id')
    .where('c.usuario_id', '=', usuarioId)
    .where('a.tipo', '=', n.tipo)
    .where('a.criado_em', '=', n.criado_em)
    .where('a.titulo', '=', n.titulo)
    .where('a.texto', '=', n.texto)
    .where('a.id', '<', n.id)
    .limit(1)
    .executeTakeFirst();
  return twin !== undefined;
}
