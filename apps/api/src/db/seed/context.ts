import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { Random } from './random.js';

/** What every area of the demo seed receives. */
export interface SeedContext {
  /** The seed's transaction. */
  db: Kysely<Database>;
  /** The instant the seed runs at, ISO-8601 UTC: every created_at. */
  now: string;
  /** Brazil's calendar date at `now`: appointments, invoices and validity dates count from it. */
  today: string;
  random: Random;
  media: MediaStore;
}

/** Collects the seed's images and documents for the midia table; they are served at /media/<id>. */
export class MediaStore {
  private readonly rows = new Map<string, { mime: string; conteudo: Buffer }>();
  private readonly ids = new Set<string>();

  constructor(private readonly now: string) {}

  /** Stores an SVG under `id` ([a-z0-9-]) and returns its URL (see `add`). */
  svg(id: string, svg: string): string {
    return this.add(id, 'image/svg+xml', Buffer.from(svg, 'utf8'));
  }

  /**
   * Stores a file and returns its URL, `/media/<id>-<hash>`: the hash of the content makes the URL
   * change with it, so a re-seeded database never meets an old copy in a cache that keeps public
   * media for a year (media/routes.ts, MEDIA_CACHE).
   */
  add(id: string, mime: string, conteudo: Buffer): string {
    if (!/^[a-z0-9-]+$/.test(id)) throw new Error(`media id "${id}" must be [a-z0-9-]`);
    if (this.ids.has(id)) throw new Error(`media id "${id}" is used twice`);
    this.ids.add(id);
    const stored = `${id}-${createHash('sha256').update(conteudo).digest('hex').slice(0, 10)}`;
    this.rows.set(stored, { mime, conteudo });
    return `/media/${stored}`;
  }

  /** Writes the collected rows; returns how many. */
  async flush(db: Kysely<Database>): Promise<number> {
    const rows = [...this.rows].map(([id, row]) => ({ id, ...row, created_at: this.now }));
    for (let i = 0; i < rows.length; i += 100) {
      await db
        .insertInto('midia')
        .values(rows.slice(i, i + 100))
        .execute();
    }
    this.rows.clear();
    this.ids.clear();
    return rows.length;
  }
}
