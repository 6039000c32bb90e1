/**
 * The database cannot answer now (a write lock held elsewhere, no free connection, a statement
 * that ran out of time, the server down, the disk full): a passing condition, answered 503 with
 * Retry-After rather than as a bug (plugins/error-handler.ts).
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';

  constructor(
    /** Why, for the operator's log line: 'locked', 'busy', 'timeout', 'down', 'full', 'read-only'. */
    readonly reason: DatabaseUnavailableReason,
    options?: { cause?: unknown },
  ) {
    super(`database unavailable (${reason})`, options);
  }
}

export type DatabaseUnavailableReason =
  'locked' | 'busy' | 'timeout' | 'down' | 'full' | 'read-only';

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

/** PostgreSQL SQLSTATE classes and codes of a database that cannot answer now. */
function postgresReason(code: string): DatabaseUnavailableReason | null {
  if (code === '57014' || code === '55P03') return 'timeout'; // statement/lock timeout
  if (code === '53100') return 'full'; // disk_full
  if (code === '25006') return 'read-only'; // read_only_sql_transaction (a standby)
  if (code.startsWith('08') || code.startsWith('57P')) return 'down'; // connection, shutdown
  if (code.startsWith('53')) return 'busy'; // insufficient resources, too many connections
  return null;
}

/** Errors of the Node drivers themselves (socket refused or cut, pool acquisition timed out). */
function driverReason(error: unknown, code: string | undefined): DatabaseUnavailableReason | null {
  if (code && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'].includes(code))
    return 'down';
  const message = error instanceof Error ? error.message : '';
  if (/timeout exceeded when trying to connect/i.test(message)) return 'busy';
  if (/Connection terminated|Client has encountered a connection error/i.test(message))
    return 'down';
  return null;
}

/** SQLite result codes (better-sqlite3 names them SQLITE_…, extended codes included). */
function sqliteReason(code: string): DatabaseUnavailableReason | null {
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'locked';
  if (code === 'SQLITE_FULL') return 'full';
  if (code.startsWith('SQLITE_READONLY')) return 'read-only';
  if (code.startsWith('SQLITE_IOERR') || code === 'SQLITE_CANTOPEN') return 'down';
  return null;
}

/** The outage an error stands for, or null for any other error (a bug, a constraint). */
export function databaseUnavailable(error: unknown): DatabaseUnavailableError | null {
  if (error instanceof DatabaseUnavailableError) return error;
  const code = codeOf(error);
  const reason =
    (code?.startsWith('SQLITE_') ? sqliteReason(code) : null) ??
    (code && /^[0-9A-Z]{5}$/.test(code) ? postgresReason(code) : null) ??
    driverReason(error, code);
  return reason ? new DatabaseUnavailableError(reason, { cause: error }) : null;
}
