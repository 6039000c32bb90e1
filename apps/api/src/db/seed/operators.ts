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
    'scrypt$131072$8$1$g0yavBUesxlPFrT4QkD8Tg$6QhjmQsOxD0YnrWyo_sQX1-UNUTavr-1ocp_RZ_JUldPyGyaiosJIfEAFEXPeUvGlsemmyYy6xTf55DuBBpL_w',
  operator:
    'scrypt$131072$8$1$Wgv6y79GIu_tB4JgrxgxZg$HVP08eHeFY8JJDEmLLTVrT1GlViOBo1khwbNERXAko5wjk6MeCm5YAxkMIKjj3BxSj1AQZQqoeEExS4wpMa34g',
  support:
    'scrypt$131072$8$1$2trl8rTBMkyBPJ7wlS2frQ$fBM-ErAQ3BOeBQ_FCZleUlrtvek6AbZWwXmgvSAaPr9V_Ikik172IIhqqFAPbqI4bvi2InoJy0l-mVAhgbX9Wg',
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
