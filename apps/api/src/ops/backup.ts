import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';

/** What a backup of the embedded database holds: the database file and the secrets kept beside it. */
export interface BackupResult {
  dir: string;
  database: string;
  secrets: string[];
}

/**
 * Files beside the database that are not the database: the Web Push keys (`vapid-keys`, decision
 * 117: without them every phone subscribes again) and the JWT secret (`jwt-secret`), which signs
 * sessions and photo links and encrypts the operators' second factors. Without it a restored
 * database loses every session and every operator must enrol their authenticator again.
 */
function secretsBeside(database: string): string[] {
  const dir = dirname(database);
  const name = basename(database);
  return readdirSync(dir).filter((file) => {
    if (file === name || file.startsWith(`${name}-`)) return false;
    if (/\.(db|sqlite3?)(-(wal|shm|journal))?$/.test(file)) return false;
    return statSync(join(dir, file)).isFile();
  });
}

function checkIntegrity(file: string): void {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    const result = rows.map((row) => row.integrity_check).join('; ');
    if (result !== 'ok')
      throw new Error(`a cópia não passou na verificação de integridade: ${result}`);
  } finally {
    db.close();
  }
}

/**
 * An online backup of a live SQLite database (docs/decisions/079): SQLite's backup API copies a
 * consistent snapshot, the write-ahead log included, while the server keeps answering (a plain
 * `cp` of the file misses what is still in the -wal). The copy is checked with `integrity_check`,
 * and the secrets beside the database are copied with it.
 */
export async function backupSqlite(database: string, into: string): Promise<BackupResult> {
  const source = resolve(database);
  if (!existsSync(source)) throw new Error(`Banco de dados não encontrado: ${source}`);
  const dir = resolve(into);
  mkdirSync(dir, { recursive: true });
  const target = join(dir, basename(source));
  if (existsSync(target)) throw new Error(`Já existe uma cópia em ${target}`);
  const db = new SqliteDatabase(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 10');
    // SQLite starts a backup over when another connection writes between its steps: under a
    // steady write load it would never end. After the first step, the rest goes in one.
    await db.backup(target, { progress: () => Number.MAX_SAFE_INTEGER });
  } finally {
    db.close();
  }
  checkIntegrity(target);
  const secrets = secretsBeside(source);
  for (const file of secrets) copyFileSync(join(dirname(source), file), join(dir, file));
  return { dir, database: target, secrets };
}

/**
 * Puts a backup back in place of `database`, with its secrets. The server must be stopped: the
 * file is replaced, and a -wal/-shm left from the database it replaces is removed.
 */
export function restoreSqlite(
  from: string,
  database: string,
  { force = false } = {},
): BackupResult {
  const dir = resolve(from);
  const target = resolve(database);
  const copy = join(dir, basename(target));
  if (!existsSync(copy)) throw new Error(`Nenhuma cópia de ${basename(target)} em ${dir}`);
  checkIntegrity(copy);
  if (existsSync(target) && !force)
    throw new Error(`${target} já existe: pare o servidor e repita com --force para substituí-lo`);
  mkdirSync(dirname(target), { recursive: true });
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${target}${suffix}`, { force: true });
  copyFileSync(copy, target);
  const secrets = secretsBeside(copy);
  for (const file of secrets) copyFileSync(join(dir, file), join(dirname(target), file));
  return { dir, database: target, secrets };
}
