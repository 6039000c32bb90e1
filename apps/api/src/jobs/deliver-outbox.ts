import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { MailSender } from '../providers/mail/index.js';
import type { SmsSender } from '../providers/sms/index.js';
import { PushSubscriptionGone, type PushSender } from '../providers/push/index.js';

export const DELIVERY = {
  /** After this many failed attempts a message is marked 'falhou' and left alone. */
  maxAttempts: 8,
  /** Backoff after the n-th failure: firstRetryMs · 2^(n-1), at most maxRetryMs. */
  firstRetryMs: 30_000,
  maxRetryMs: 60 * 60_000,
  /** While one worker sends a message, no other takes it for this long. */
  leaseMs: 60_000,
  batch: 20,
} as const;

/** The configured senders; a channel without one keeps its messages in the outbox. */
export interface Senders {
  email?: MailSender | undefined;
  sms?: SmsSender | undefined;
  push?: PushSender | undefined;
}

type Db = Kysely<Database>;
type Channel = 'email' | 'sms' | 'push';

/** A message that can never be sent (its push subscription is gone): dropped, not retried. */
class Undeliverable extends Error {}

export function retryDelayMs(failures: number): number {
  return Math.min(DELIVERY.firstRetryMs * 2 ** Math.max(failures - 1, 0), DELIVERY.maxRetryMs);
}

const at = (now: Date, plusMs = 0) => new Date(now.getTime() + plusMs).toISOString();

/** Takes the message for this worker, unless another one has it or it is not due. */
async function claim(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ proxima_tentativa_em: at(now, DELIVERY.leaseMs) })
    .where('id', '=', id)
    .where('status', '=', 'pendente')
    .where((eb) =>
      eb.or([eb('proxima_tentativa_em', 'is', null), eb('proxima_tentativa_em', '<=', at(now))]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Sends the due messages of the outbox through the configured senders, each once: a sent message
 * is marked 'enviado' and its text (it holds a recovery code) is cleared; a failure is retried with
 * backoff, up to DELIVERY.maxAttempts. Messages written before a crash are sent by the next run, on
 * any instance. Answers how many were sent.
 */
export async function deliverOutbox(
  db: Db,
  senders: Senders,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
): Promise<number> {
  const channels = (['email', 'sms', 'push'] as const).filter((channel) => senders[channel]);
  if (channels.length === 0) return 0;
  const due = await db
    .selectFrom('outbox')
    .selectAll()
    .where('status', '=', 'pendente')
    .where('canal', 'in', channels)
    .where((eb) =>
      eb.or([eb('proxima_tentativa_em', 'is', null), eb('proxima_tentativa_em', '<=', at(now()))]),
    )
    .orderBy('id')
    .limit(DELIVERY.batch)
    .execute();
  let sent = 0;
  for (const message of due) {
    if (!(await claim(db, message.id, now()))) continue;
    try {
      await send(db, senders, message.canal, message);
      await db
        .updateTable('outbox')
        .set((eb) => ({
          status: 'enviado',
          enviado_em: at(now()),
          tentativas: eb('tentativas', '+', 1),
          corpo: '',
          corpo_html: null,
          proxima_tentativa_em: null,
        }))
        .where('id', '=', message.id)
        .execute();
      sent += 1;
    } catch (err) {
      const failures = message.tentativas + 1;
      const gone = err instanceof Undeliverable;
      const gaveUp = gone || failures >= DELIVERY.maxAttempts;
      if (gone)
        log.info({ outboxId: message.id }, 'outbox message dropped: push subscription gone');
      else log.warn({ err, outboxId: message.id, failures, gaveUp }, 'outbox delivery failed');
      await db
        .updateTable('outbox')
        .set({
          status: gaveUp ? 'falhou' : 'pendente',
          tentativas: failures,
          proxima_tentativa_em: gaveUp ? null : at(now(), retryDelayMs(failures)),
        })
        .where('id', '=', message.id)
        .execute();
    }
  }
  return sent;
}

interface OutboxMessage {
  destino: string;
  assunto: string;
  corpo: string;
  corpo_html: string | null;
}

async function send(
  db: Db,
  senders: Senders,
  channel: Channel,
  message: OutboxMessage,
): Promise<void> {
  if (channel === 'push') return sendPush(db, senders.push!, message);
  if (channel === 'sms') return senders.sms!.send({ to: message.destino, text: message.corpo });
  return senders.email!.send({
    to: message.destino,
    subject: message.assunto,
    text: message.corpo,
    html: message.corpo_html ?? '',
  });
}

/**
 * A push message names its subscription by id: one removed since (logout, the member turned push
 * off) sends nothing; one the push service says is gone (404, 410) is deleted, with the other
 * messages waiting for it.
 */
async function sendPush(db: Db, sender: PushSender, message: OutboxMessage): Promise<void> {
  const subscription = await db
    .selectFrom('push_inscricao')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('id', '=', Number(message.destino))
    .executeTakeFirst();
  if (!subscription) throw new Undeliverable('push subscription removed');
  try {
    await sender.send(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      message.corpo,
    );
  } catch (error) {
    if (!(error instanceof PushSubscriptionGone)) throw error;
    await db.deleteFrom('push_inscricao').where('id', '=', subscription.id).execute();
    throw new Undeliverable('push subscription gone');
  }
}
