import type { SmsSender } from './provider.js';

const TIMEOUT_MS = 5_000;

/**
 * SMS through an HTTP webhook (the SMS gateway's, or a relay of ours): `POST <url>` with
 * `{ "to": "<digits>", "message": "<text>" }`. Any answer but 2xx is a failure, retried by the worker.
 */
export function webhookSmsSender(url: string): SmsSender {
  return {
    async send({ to, text }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, message: text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
  };
}
