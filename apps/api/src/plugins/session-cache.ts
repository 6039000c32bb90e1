import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What the token check reads of a member on every request (token version, pending first-access
 * steps, login), kept for at most `ttlMs` per process (docs/decisions/125-session-cache.md).
 *
 * - An entry never outlives `ttlMs` from the moment its query **started**: a session revoked while
 *   the query ran is served at most `ttlMs` after the revocation.
 * - `forget` drops a member at once on this instance, and, with REDIS_URL, on every instance (a
 *   message on one channel; each instance listens on a connection of its own). A query that started
 *   before a `forget` does not store its (possibly older) answer.
 * - Without Redis, or while it is down, other instances see the change when their entry expires.
 */
export interface SessionRow {
  id: number;
  login: string;
  token_version: number;
  alterar_senha: number;
  termo_pendente: number;
}

/** At most this long, on any instance, a revoked session or changed first-access step is served. */
export const SESSION_CACHE_TTL_MS = 1000;
/** Above this many members cached the cache starts over (a burst of distinct members). */
const MAX_ENTRIES = 50_000;
export const SESSIONS_CHANNEL = 'clube-sessions-ended';

export class SessionCache {
  private readonly entries = new Map<number, { row: SessionRow; expires: number }>();
  /** When each member was last forgotten (only the last `ttlMs`: older ones can block nothing). */
  private readonly forgotten = new Map<number, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The member's row, or undefined (never cached, expired or forgotten). */
  get(id: number): SessionRow | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.expires > this.now()) return entry.row;
    this.entries.delete(id);
    return undefined;
  }

  /** The moment a read starts: pass it to `set` with what the read answered. */
  started(): number {
    return this.now();
  }

  set(row: SessionRow, startedAt: number): void {
    if (this.ttlMs <= 0) return;
    const forgottenAt = this.forgotten.get(row.id);
    if (forgottenAt !== undefined && forgottenAt >= startedAt) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(row.id, { row, expires: startedAt + this.ttlMs });
  }

  /** Drops these members on this instance only (see `forgetSessions` for every instance). */
  forgetLocally(ids: Iterable<number>): void {
    const now = this.now();
    if (this.forgotten.size >= MAX_ENTRIES) {
      for (const [id, at] of this.forgotten) if (at + this.ttlMs < now) this.forgotten.delete(id);
    }
    for (const id of ids) {
      this.entries.delete(id);
      this.forgotten.delete(id);
      this.forgotten.set(id, now);
    }
  }

  /** Drops every member (messages from other instances may have been missed). */
  clear(): void {
    const now = this.now();
    for (const id of this.entries.keys()) this.forgotten.set(id, now);
    this.entries.clear();
  }
}

/** Member ids as sent on the channel: "12,34". */
export function parseIds(message: string): number[] {
  return message
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

/**
 * Listens for other instances' `forget`s on a connection of its own (a subscribed Redis connection
 * takes no other command). ioredis subscribes again after a reconnect; what was sent while it was
 * away is lost, so the cache starts over then. Resolves once subscribed, or after `waitMs` (the
 * server starts anyway while Redis is away: its entries expire within 1 s in any case).
 */
export function subscribeToForgets(
  subscriber: Redis,
  cache: SessionCache,
  log: FastifyBaseLogger,
  waitMs = 2000,
): Promise<void> {
  let subscribedOnce = false;
  subscriber.on('message', (channel: string, message: string) => {
    if (channel === SESSIONS_CHANNEL) cache.forgetLocally(parseIds(message));
  });
  subscriber.on('ready', () => {
    if (subscribedOnce) cache.clear();
  });
  const subscribed = subscriber.subscribe(SESSIONS_CHANNEL).then(
    () => {
      subscribedOnce = true;
    },
    (err: unknown) => log.warn({ err }, 'Redis (session cache) subscribe failed'),
  );
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  return Promise.race([subscribed, waited]).finally(() => clearTimeout(timer));
}
