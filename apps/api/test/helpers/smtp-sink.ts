import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  to: string[];
  /** The raw message with quoted-printable parts decoded, enough to read headers and text. */
  text: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port> */
  url: string;
  mails: SunkMail[];
  /** Waits (up to 5 s) for the n-th mail (from 1) to this address. */
  waitForMailTo(address: string, n: number): Promise<SunkMail>;
  close(): Promise<void>;
}

const hexBytes = (text: string) =>
  text.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** RFC 2047 header words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), as nodemailer writes accented subjects. */
const decodeHeaderWords = (raw: string) =>
  raw
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('latin1')
        : hexBytes(data.replace(/_/g, ' ')),
    );

/** Headers unfolded and decoded, then the body with its quoted-printable parts decoded. */
function decodeMessage(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/=\r?\n/g, '');
  return Buffer.from(decodeHeaderWords(headers) + hexBytes(body), 'latin1').toString('utf8');
}

/** A real SMTP server on loopback (a free port) that keeps every message it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          text: decodeMessage(Buffer.concat(chunks).toString('latin1')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForMailTo(address, n) {
      const deadline = Date.now() + 5_000;
      for (;;) {
        const mail = mails.filter((m) => m.to.includes(address))[n - 1];
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail number ${n} to ${address}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 4-digit code of a recovery e-mail or SMS. */
export function codeIn(text: string): string {
  const match = /é:? (\d{4})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no code in: ${text.slice(0, 500)}`);
  return match[1];
}
