import { pathToFileURL } from 'node:url';
import { operatorEmail, operatorName, operatorPassword } from '@clube/contract/admin';
import { ConfigError, databaseUrlOf } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { hashPassword, PASSWORD_COST } from '../lib/password.js';
import { generatePassword } from '../modules/admin/operators/service.js';

/**
 * `npm run admin -- <command>`: the console's first admin on a fresh database, without demo data
 * and without a default password (README "Operator console").
 *
 *   create-admin --email ana@clube.com.br --name "Ana Souza"
 *       The password is read from stdin when it is piped (`… < file`, `echo … |`), else a
 *       generated one is printed once and must be changed at the first sign-in.
 *   reset-2fa --email ana@clube.com.br
 *       Forgets the operator's authenticator (lost phone, new JWT_SECRET): they enrol again at the
 *       next sign-in. Ends their sessions.
 *
 * Works on SQLite and PostgreSQL (DATABASE_URL), and migrates the database first.
 */

export interface CliIo {
  env: Record<string, string | undefined>;
  /** The piped password, or null when stdin is a terminal. */
  readStdin(): Promise<string | null>;
  out(line: string): void;
  err(line: string): void;
  /** scrypt cost (tests lower it). */
  passwordCost?: number;
}

const USAGE = [
  'Uso:',
  '  npm run admin -- create-admin --email <e-mail> --name <nome>   (senha pela entrada padrão, ou gerada)',
  '  npm run admin -- reset-2fa --email <e-mail>',
].join('\n');

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  if (i >= 0) return args[i + 1];
  const inline = args.find((a) => a.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}

class UsageError extends Error {}

function parse<T>(
  schema: {
    safeParse(v: unknown): {
      success: boolean;
      data?: T;
      error?: { issues: { message: string }[] };
    };
  },
  value: unknown,
  label: string,
): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new UsageError(`${label}: ${result.error?.issues[0]?.message ?? 'inválido'}`);
  return result.data as T;
}

/** Runs one command; answers the exit code. */
export async function runAdminCli(argv: string[], io: CliIo): Promise<number> {
  const [command, ...args] = argv;
  if (command !== 'create-admin' && command !== 'reset-2fa') {
    io.err(USAGE);
    return 2;
  }
  let database: ReturnType<typeof createDatabase> | undefined;
  try {
    const email = parse<string>(operatorEmail, option(args, 'email'), 'e-mail');
    const url = databaseUrlOf(io.env);
    if (command === 'create-admin') {
      const name = parse<string>(operatorName, option(args, 'name'), 'nome');
      const piped = await io.readStdin();
      const password =
        piped === null
          ? null
          : parse<string>(operatorPassword, piped.replace(/\r?\n$/, ''), 'senha');
      database = createDatabase(url);
      await migrateToLatest(database.db);
      const db = database.db;
      if (
        await db.selectFrom('operador').select('id').where('email', '=', email).executeTakeFirst()
      )
        throw new UsageError(`já existe um operador com o e-mail ${email}`);
      const initial = password ?? generatePassword();
      const now = new Date().toISOString();
      await db
        .insertInto('operador')
        .values({
          email,
          nome: name,
          senha_hash: await hashPassword(initial, { cost: io.passwordCost ?? PASSWORD_COST }),
          papel: 'admin',
          // A printed password has been on a screen: it must be changed at the first sign-in.
          alterar_senha: password === null ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      io.out(`Administrador ${email} criado.`);
      if (password === null)
        io.out(`Senha inicial (mostrada só agora; troque-a no primeiro acesso): ${initial}`);
      io.out('No primeiro acesso ao console, cadastre o aplicativo autenticador (2FA).');
      return 0;
    }
    database = createDatabase(url);
    await migrateToLatest(database.db);
    const db = database.db;
    const operator = await db
      .selectFrom('operador')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (!operator) throw new UsageError(`nenhum operador com o e-mail ${email}`);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('operador')
        .set({
          totp_segredo: null,
          totp_ativo: 0,
          totp_ultimo_passo: null,
          codigos_recuperacao: '[]',
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', operator.id)
        .execute();
      await trx.deleteFrom('operador_sessao').where('operador_id', '=', operator.id).execute();
    });
    io.out(`2FA de ${email} redefinido: o operador cadastrará o autenticador no próximo acesso.`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      io.err(`Erro: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database?.close();
  }
}

async function readPipedStdin(): Promise<string | null> {
  if (process.stdin.isTTY) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? null : text;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runAdminCli(process.argv.slice(2), {
    env: process.env,
    readStdin: readPipedStdin,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
