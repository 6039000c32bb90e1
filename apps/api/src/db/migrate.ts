import { Migrator } from 'kysely';
import type { Kysely, MigrationResult } from 'kysely';
import { migrations } from './migrations/index.js';

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

/** Brings the schema to the latest migration; returns the names of the migrations it ran. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed =
      results.find((r: MigrationResult) => r.status === 'Error')?.migrationName ?? '(unknown)';
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(`Database migration ${failed} failed: ${reason}`, { cause: error });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
