/**
 * `npm run backup [-- <folder>]`: an online backup of the SQLite database named by DATABASE_URL,
 * with the secrets beside it, checked by integrity_check, into <folder> (default
 * ./backups/<date-time>). The server may keep running. PostgreSQL: pg_dump (README, Backups).
 */
import { join } from 'node:path';
import { databaseUrlOf, sqliteFilePath } from '../config.js';
import { backupSqlite } from '../ops/backup.js';

async function main(args: string[]): Promise<void> {
  const url = databaseUrlOf(process.env);
  const file = url.startsWith('file:') ? sqliteFilePath(url) : null;
  if (file === null) {
    console.error(
      'npm run backup copia o banco SQLite; para PostgreSQL use pg_dump (veja o README, Backups).',
    );
    process.exit(1);
  }
  const stamp = new Date()
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z');
  const result = await backupSqlite(file, args[0] ?? join('backups', stamp));
  console.log(
    `Cópia verificada em ${result.dir}: ${[result.database, ...result.secrets].join(', ')}`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
