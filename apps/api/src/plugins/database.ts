import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

/** Decorates `app.db`. The server owns the connection: it opens it before and closes it after the app. */
export const databasePlugin = fp<{ db: Kysely<Database> }>(
  async function database(app: FastifyInstance, { db }) {
    app.decorate('db', db);
  },
  { name: 'database' },
);
