export type { MailMessage, MailSender } from './provider.js';
export { smtpMailSender } from './smtp.js';
