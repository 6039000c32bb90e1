import webpush from 'web-push';

const TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for a phone that is off (seconds): a day. */
const TTL_SECONDS = 24 * 3600;

/**
 * The push services of the browsers that deliver Web Push (Chrome and Android, Firefox, Safari and
 * iPhone, Edge). A subscription naming any other host is refused: the server would otherwise POST
 * to any address a member chose.
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^web\.push\.apple\.com$/,
  /^[a-z0-9-]+\.push\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];

/** Whether the server may send to this endpoint: https on a browser's push service, or (tests, local setups) anywhere. */
export function isPushServiceEndpoint(endpoint: string, allowAny: boolean): boolean {
  if (allowAny) return true;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && PUSH_SERVICE_HOSTS.some((re) => re.test(url.hostname));
}

export interface PushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The push service says the subscription no longer exists (404, 410): it must be forgotten. */
export class PushSubscriptionGone extends Error {
  override name = 'PushSubscriptionGone';
}

export interface PushSender {
  send(subscription: PushSubscription, payload: string): Promise<void>;
}

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292): the payload encrypted for the subscription's keys
 * (RFC 8291, aes128gcm) by the `web-push` package, sent with fetch. 404 and 410 throw
 * PushSubscriptionGone; any other answer but 2xx is a failure the outbox retries.
 */
export function webPushSender(keys: {
  publicKey: string;
  privateKey: string;
  subject: string;
}): PushSender {
  return {
    async send(subscription, payload) {
      const details = webpush.generateRequestDetails(subscription, payload, {
        vapidDetails: keys,
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
      });
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : null,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410)
        throw new PushSubscriptionGone(`push service answered ${response.status}`);
      if (!response.ok) throw new Error(`push service answered ${response.status}`);
    },
  };
}
