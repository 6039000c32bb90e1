import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { smtpMailSender } from '../providers/mail/index.js';
import { webhookSmsSender } from '../providers/sms/index.js';
import { deliverOutbox, type Senders } from './deliver-outbox.js';
import { dispatchNotices } from './dispatch-notices.js';
import { webPushSender } from '../providers/push/index.js';
import { startJobs } from './scheduler.js';
import { deliverWebhooks } from './deliver-webhooks.js';
import { secretKey } from '../modules/admin/auth/totp.js';

export interface Outbox {
  /** Whether messages of this channel are sent (else they stay in the outbox table). */
  sends(channel: 'email' | 'sms' | 'push'): boolean;
  /** Queues the e-mail and push messages of new notices (docs/decisions/116); also run every `everyMs`. */
  dispatchNotices(): Promise<number>;
  /** Sends what is due now; the worker also runs at start and every `everyMs`. */
  deliver(): Promise<number>;
  /** Sends the webhook deliveries due now (docs/decisions/107); also run every `everyMs`. */
  deliverWebhooks(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

export const OUTBOX_EVERY_MS = 15_000;

/**
 * The delivery worker of the outbox: e-mail through SMTP_URL, SMS through SMS_WEBHOOK_URL. It starts
 * when the app is ready (so a message committed before a crash goes out after the restart) and
 * stops when the app closes.
 */
export const outboxPlugin = fp(
  async function outbox(app: FastifyInstance) {
    const { smtpUrl, smsWebhookUrl } = app.config;
    const mail = smtpUrl ? smtpMailSender({ url: smtpUrl }) : undefined;
    const senders: Senders = {
      email: counted(app, 'email', mail),
      sms: counted(app, 'sms', smsWebhookUrl ? webhookSmsSender(smsWebhookUrl) : undefined),
      push: counted(app, 'push', app.config.push ? webPushSender(app.config.push) : undefined),
    };
    const deliver = () => deliverOutbox(app.db, senders, app.log);
    const dispatch = () =>
      dispatchNotices(app.db, undefined, { email: !!senders.email, push: !!senders.push });
    // New notices become messages, then whatever is due goes out: one job, so a notice written
    // just before a tick leaves in that tick.
    const notices = async () => {
      const claimed = await dispatch();
      const sent = await deliver();
      return { claimed, sent };
    };
    const webhookOptions = {
      secretKey: secretKey(app.config.jwtSecret),
      allowPrivate: app.config.integration.webhooksAllowPrivate,
      log: app.log,
    };
    const webhooks = () => deliverWebhooks(app.db, webhookOptions);
    app.decorate('outbox', {
      sends: (channel) => senders[channel] !== undefined,
      deliver,
      dispatchNotices: dispatch,
      deliverWebhooks: webhooks,
    });

    let stop: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stop = startJobs(
        [
          ...(senders.email || senders.sms || senders.push
            ? [{ name: 'deliver-outbox', everyMs: OUTBOX_EVERY_MS, run: notices }]
            : []),
          { name: 'deliver-webhooks', everyMs: OUTBOX_EVERY_MS, run: webhooks },
        ],
        app.log,
        app.metrics,
      );
    });
    app.addHook('onClose', async () => {
      stop?.();
      mail?.close();
    });
  },
  { name: 'outbox', dependencies: ['database', 'metrics'] },
);

/** The sender, with each failed send counted in the metrics. */
function counted<A extends unknown[]>(
  app: FastifyInstance,
  channel: 'email' | 'sms' | 'push',
  sender: { send(...args: A): Promise<void> } | undefined,
): { send(...args: A): Promise<void> } | undefined {
  if (!sender || !app.metrics.enabled) return sender;
  return {
    send: (...args) =>
      sender.send(...args).catch((error: unknown) => {
        app.metrics.outboxFailure(channel);
        throw error;
      }),
  };
}
