import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_HEADERS } from '@clube/contract/integration';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { isPrivateAddress } from '../modules/integration/webhooks/address.js';
import { signWebhook } from '../modules/integration/webhooks/signing.js';
import { decryptSecret } from '../modules/admin/auth/totp.js';

/**
 * The webhooks' side of the outbox (docs/decisions/107-webhooks.md): the same lease, backoff and
 * states as e-mails and SMS (deliver-outbox.ts), over a day instead of an hour, since a client's
 * system may be down for a night.
 */
export const WEBHOOK_DELIVERY = {
  /** Backoff after the n-th failure: firstRetryMs · 2^(n-1), at most maxRetryMs. */
  firstRetryMs: 30_000,
  maxRetryMs: 4 * 60 * 60_000,
  /** A delivery not made within this long of the event is marked 'falhou' ('Reenviar' tries again). */
  windowMs: 24 * 60 * 60_000,
  leaseMs: 60_000,
  timeoutMs: 10_000,
  batch: 20,
} as const;

type Db = Kysely<Database>;

export function webhookRetryDelayMs(failures: number): number {
  return Math.min(
    WEBHOOK_DELIVERY.firstRetryMs * 2 ** Math.max(failures - 1, 0),
    WEBHOOK_DELIVERY.maxRetryMs,
  );
}

const at = (now: Date, plusMs = 0) => new Date(now.getTime() + plusMs).toISOString();

export interface WebhookDeliveryOptions {
  /** The server's key for the endpoints' signing secrets (from JWT_SECRET). */
  secretKey: Buffer;
  /** WEBHOOKS_ALLOW_PRIVATE: loopback and private addresses may be reached (tests). */
  allowPrivate: boolean;
  log: FastifyBaseLogger;
  now?: () => Date;
}

class PrivateAddressError extends Error {
  constructor(address: string) {
    super(`webhook address ${address} is private, loopback or reserved`);
  }
}

/** dns.lookup that refuses private addresses: checked on the address the socket connects to. */
function publicOnlyLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as unknown as LookupAddress[];
      const blocked = allowPrivate ? undefined : list.find((a) => isPrivateAddress(a.address));
      if (blocked) return callback(new PrivateAddressError(blocked.address), '', 4);
      if (options.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (!first) return callback(new Error(`no address for ${hostname}`), '', 4);
      callback(null, first.address, first.family);
    });
  };
}

interface Attempt {
  status: number | null;
  error: string | null;
}

/** One POST of the body with the Standard Webhooks headers; resolves with the answer's status. */
function post(
  url: string,
  headers: Record<string, string>,
  body: string,
  allowPrivate: boolean,
): Promise<Attempt> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const host = target.hostname.replace(/^\[|\]$/g, '');
    // A literal address skips DNS: check it here.
    if (!allowPrivate && /^[\d.]+$|:/.test(host) && isPrivateAddress(host)) {
      resolve({ status: null, error: new PrivateAddressError(host).message });
      return;
    }
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Clube-Webhooks/1',
        },
        lookup: publicOnlyLookup(allowPrivate),
        timeout: WEBHOOK_DELIVERY.timeoutMs,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? null, error: null }));
        res.on('error', (e) => resolve({ status: res.statusCode ?? null, error: e.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('tempo esgotado')));
    req.on('error', (e) => resolve({ status: null, error: e.message.slice(0, 300) }));
    req.end(body);
  });
}

async function claim(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('webhook_entrega')
    .set({ proxima_tentativa_em: at(now, WEBHOOK_DELIVERY.leaseMs) })
    .where('id', '=', id)
    .where('status', '=', 'pendente')
    .where((eb) =>
      eb.or([eb('proxima_tentativa_em', 'is', null), eb('proxima_tentativa_em', '<=', at(now))]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Sends the due webhook deliveries of active endpoints, each with its stable id and a fresh
 * signature: a 2xx answer marks it 'entregue'; anything else is retried with backoff until a day
 * after the event, then 'falhou'. At least once: a receiver de-duplicates by `webhook-id`.
 */
export async function deliverWebhooks(db: Db, options: WebhookDeliveryOptions): Promise<number> {
  const now = options.now ?? (() => new Date());
  const due = await db
    .selectFrom('webhook_entrega as d')
    .innerJoin('webhook_endpoint as e', 'e.id', 'd.endpoint_id')
    .select([
      'd.id',
      'd.mensagem_id',
      'd.corpo',
      'd.tentativas',
      'd.created_at',
      'e.url',
      'e.segredo',
    ])
    .where('d.status', '=', 'pendente')
    .where('e.ativo', '=', 1)
    .where((eb) =>
      eb.or([
        eb('d.proxima_tentativa_em', 'is', null),
        eb('d.proxima_tentativa_em', '<=', at(now())),
      ]),
    )
    .orderBy('d.id')
    .limit(WEBHOOK_DELIVERY.batch)
    .execute();
  let delivered = 0;
  for (const delivery of due) {
    if (!(await claim(db, delivery.id, now()))) continue;
    const secret = decryptSecret(options.secretKey, delivery.segredo);
    const timestamp = Math.floor(now().getTime() / 1000);
    const attempt: Attempt = secret
      ? await post(
          delivery.url,
          {
            [WEBHOOK_HEADERS.id]: delivery.mensagem_id,
            [WEBHOOK_HEADERS.timestamp]: String(timestamp),
            [WEBHOOK_HEADERS.signature]: signWebhook(
              secret,
              delivery.mensagem_id,
              timestamp,
              delivery.corpo,
            ),
          },
          delivery.corpo,
          options.allowPrivate,
        )
      : { status: null, error: 'segredo ilegível (a chave do servidor mudou)' };
    const failures = delivery.tentativas + 1;
    const ok = attempt.status !== null && attempt.status >= 200 && attempt.status < 300;
    if (ok) {
      delivered += 1;
      await db
        .updateTable('webhook_entrega')
        .set({
          status: 'entregue',
          tentativas: failures,
          entregue_em: at(now()),
          proxima_tentativa_em: null,
          ultima_resposta: attempt.status,
          ultimo_erro: null,
        })
        .where('id', '=', delivery.id)
        .execute();
      continue;
    }
    const next = now().getTime() + webhookRetryDelayMs(failures);
    const gaveUp = next > Date.parse(delivery.created_at) + WEBHOOK_DELIVERY.windowMs;
    options.log.warn(
      { webhookDeliveryId: delivery.id, failures, gaveUp, status: attempt.status },
      'webhook delivery failed',
    );
    await db
      .updateTable('webhook_entrega')
      .set({
        status: gaveUp ? 'falhou' : 'pendente',
        tentativas: failures,
        proxima_tentativa_em: gaveUp ? null : new Date(next).toISOString(),
        ultima_resposta: attempt.status,
        ultimo_erro: attempt.error ?? `HTTP ${attempt.status}`,
      })
      .where('id', '=', delivery.id)
      .execute();
  }
  return delivered;
}
