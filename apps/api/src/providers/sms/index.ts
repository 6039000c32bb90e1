export type { SmsMessage, SmsSender } from './provider.js';
export { webhookSmsSender } from './webhook.js';
