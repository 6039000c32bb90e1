/**
 * `npm run lgpd:purge`: runs the contract-end job and then the LGPD retention job once, now,
 * against DATABASE_URL (the same variable and default as the server), and prints what they ended
 * and erased. The server also runs both on its own every RETENTION_INTERVAL; running both at once
 * is safe.
 *
 *   npm run lgpd:purge              # erase what is due
 *   npm run lgpd:purge -- --help
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sqliteFilePath } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { endLapsedContracts, type ContractEndResult } from '../jobs/contract-end.js';
import { RETENTION, runRetention, type RetentionResult } from '../jobs/retention.js';

export const DEFAULT_DATABASE_URL = 'file:./data/clube.db';

const HELP = `Uso: npm run lgpd:purge

Encerra os cartões cujo último contrato terminou e apaga os dados pessoais de cartões
encerrados há mais de ${RETENTION.graceDays} dias (e de seus dependentes), mantendo contratos e
faturas sem identificação pessoal. Usa DATABASE_URL
(padrão ${DEFAULT_DATABASE_URL}).`;

export interface RetentionCliOptions {
  env: Record<string, string | undefined>;
  /** The job's clock (tests pass their own). */
  now?: Date;
}

export type RetentionCliResult = ContractEndResult & RetentionResult;

/** Runs both jobs once on the configured database; answers their counts. */
export async function runRetentionCli({
  env,
  now = new Date(),
}: RetentionCliOptions): Promise<RetentionCliResult> {
  const url = env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;
  const file = url.startsWith('file:') ? sqliteFilePath(url) : null;
  // Never create an empty database by mistake (a wrong path or working directory).
  if (file !== null && !existsSync(file)) {
    throw new Error(`Banco de dados não encontrado: ${file} (confira DATABASE_URL).`);
  }
  const database = createDatabase(url);
  try {
    await migrateToLatest(database.db);
    const ended = await endLapsedContracts(database.db, now);
    return { ...ended, ...(await runRetention(database.db, now)) };
  } finally {
    await database.close();
  }
}

export function describeResult(result: RetentionCliResult): string {
  return [
    `Contratos encerrados agora (data de fim passada): ${result.endedContracts}`,
    `Cartões encerrados agora (contratos terminados): ${result.endedCards}`,
    `Cartões apagados: ${result.erasedCards}`,
    `Dependentes apagados: ${result.erasedDependents}`,
    `Logins apagados: ${result.erasedLogins}`,
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(HELP);
    return 0;
  }
  const unknown = argv.filter((arg) => arg !== '--json');
  if (unknown.length > 0) {
    console.error(`Opção desconhecida: ${unknown.join(' ')}\n\n${HELP}`);
    return 2;
  }
  const result = await runRetentionCli({ env: process.env });
  console.log(argv.includes('--json') ? JSON.stringify(result) : describeResult(result));
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
