import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks signatures: the secret is `whsec_` + base64 of random bytes; the signature of a
 * delivery is `v1,` + base64(HMAC-SHA256(secret bytes, `${id}.${timestamp}.${body}`)), the
 * timestamp in whole seconds.
 */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}
