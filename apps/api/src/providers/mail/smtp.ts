import type Nodemailer from 'nodemailer';
import { lazyModule } from '../../lib/lazy-module.js';
import type { MailSender } from './provider.js';

export interface SmtpOptions {
  /** `smtp://user:pass@host:587` or `smtps://…`. */
  url: string;
  /** The From address; defaults to the URL's user at its host. */
  from?: string;
}

const TIMEOUT_MS = 10_000;

// Loaded only when SMTP_URL is set (lib/lazy-module.ts).
const nodemailer = lazyModule<typeof Nodemailer>('nodemailer');

/** E-mail through an SMTP server (nodemailer), with timeouts so a stuck server cannot stall the worker. */
export function smtpMailSender({ url, from }: SmtpOptions): MailSender & { close(): void } {
  const transport = nodemailer().createTransport({
    url,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  const sender = from ?? defaultFrom(url);
  return {
    async send(message) {
      await transport.sendMail({ from: sender, ...message });
    },
    close: () => transport.close(),
  };
}

function defaultFrom(url: string): string {
  const { hostname } = new URL(url);
  return `Clube <nao-responda@${hostname}>`;
}
