/**
 * `npm run restore -- <folder> [--force]`: puts a backup made by `npm run backup` back as the
 * SQLite database named by DATABASE_URL, with its secrets. Stop the server first.
 */
import { databaseUrlOf, sqliteFilePath } from '../config.js';
import { restoreSqlite } from '../ops/backup.js';

function main(args: string[]): void {
  const from = args.find((arg) => !arg.startsWith('--'));
  const url = databaseUrlOf(process.env);
  const file = url.startsWith('file:') ? sqliteFilePath(url) : null;
  if (!from || file === null) {
    console.error(
      'Uso: npm run restore -- <pasta da cópia> [--force] (SQLite; para PostgreSQL use pg_restore)',
    );
    process.exit(1);
  }
  const result = restoreSqlite(from, file, { force: args.includes('--force') });
  console.log(
    `Restaurado em ${result.database} (com ${result.secrets.join(', ') || 'nenhum segredo'})`,
  );
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
