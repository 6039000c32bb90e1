/** One e-mail: a text part and an HTML part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends an e-mail or throws; the outbox worker retries. */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}
