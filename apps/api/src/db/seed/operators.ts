import type { Kysely } from 'kysely';
import { DEMO_OPERATORS } from '../../demo.js';
import { hashPassword } from '../../lib/password.js';
import type { Database } from '../schema.js';
import { COMPANIES, type CompanyIds } from './companies.js';

/**
 * The demo operators of the console (src/demo.ts): an admin, an operator and a support person of
 * Viva Mais, flagged to skip the second factor (honoured only in demo mode). Hashes are
 * precomputed at the production cost, like the demo members'.
 */
const HASHES: Record<keyof typeof DEMO_OPERATORS, string> = {
  admin:
    'scrypt$32768$8$3$iJHDrZKqTWZCMd46ocX2kg$L_TxS0AgIH_YUKi7zjxPuCh2QIIF-9qHJ7C6qJB56Dc9JCwgNvogTpjb5OVH2WJHOJAIGM_rSj88QUR-7-BwkA',
  operator:
    'scrypt$32768$8$3$UHkXhhrsL75x7RRzqCM-uA$EjJatLZz42X8h0fiUyknSVwmAPj9deM3u1znKxIlIMiSPT_gE7GhYhgSdK3Bb7xPWQ2JI_bJKf2KB9dT8YThaw',
  support:
    'scrypt$32768$8$3$ZHfec6b8RfrlvjEwmFDRWg$HYDTzPOA2BMxhQ5eZUPXak2gF77Z5Ypv7uziTXzuKKbix3nCPJN-UiJ1MV3mQS96ukJJNZ0c_DKRZopv2ER6GA',
};

export interface OperatorSeedOptions {
  /** Hash at this scrypt cost instead of the precomputed production hashes (tests). */
  passwordCost?: number | undefined;
  now?: string;
}

/**
 * Adds the demo operators when the database has none. Run inside the demo seed's transaction, and
 * at every demo start for databases seeded before the console existed (then `companies` is read
 * from the seeded company names).
 */
export async function seedOperators(
  db: Kysely<Database>,
  companies?: Pick<CompanyIds, 'viva'>,
  options: OperatorSeedOptions = {},
): Promise<boolean> {
  const any = await db.selectFrom('operador').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  const viva =
    companies?.viva ??
    (
      await db
        .selectFrom('empresa')
        .select('id')
        .where('nome', '=', COMPANIES.find((c) => c.key === 'viva')!.nome)
        .executeTakeFirst()
    )?.id;
  const now = options.now ?? new Date().toISOString();
  for (const key of ['admin', 'operator', 'support'] as const) {
    const demo = DEMO_OPERATORS[key];
    const hash =
      options.passwordCost === undefined
        ? HASHES[key]
        : await hashPassword(demo.password, { cost: options.passwordCost });
    const { id } = await db
      .insertInto('operador')
      .values({
        email: demo.email,
        nome: demo.name,
        senha_hash: hash,
        papel: key,
        alterar_senha: 0,
        dispensa_2fa: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (key !== 'admin' && viva !== undefined)
      await db
        .insertInto('operador_empresa')
        .values({ operador_id: id, empresa_id: viva })
        .execute();
  }
  return true;
}
