import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { accountNotices, writeAccountNotice } from './write.js';

type Db = Kysely<Database>;

const BROWSERS: [RegExp, string][] = [
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/EdgA?\/|Edge\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'Chromebook'],
  [/Linux/, 'Linux'],
];

/**
 * The device a browser says it runs on, as the member would name it ('Chrome no Android'). Its
 * version numbers are left out on purpose: an updated browser is not a new device.
 */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} no ${system}`;
  return browser ?? system ?? 'navegador não identificado';
}

/**
 * Records the device of a successful sign-in; the route runs it in one transaction with the
 * notice it may cause: a device the login never used before tells the member, unless it is their
 * very first sign-in. Two sign-ins from one new device at once tell them once (its row is unique).
 */
export async function recordSignInDevice(
  db: Db,
  usuarioId: number,
  userAgent: string | undefined,
  now: Date,
): Promise<boolean> {
  const dispositivo = deviceLabel(userAgent);
  const known = await db
    .selectFrom('acesso_dispositivo')
    .select('dispositivo')
    .where('usuario_id', '=', usuarioId)
    .limit(1)
    .executeTakeFirst();
  const inserted = await db
    .insertInto('acesso_dispositivo')
    .values({ usuario_id: usuarioId, dispositivo, primeiro_em: now.toISOString() })
    .onConflict((oc) => oc.columns(['usuario_id', 'dispositivo']).doNothing())
    .executeTakeFirst();
  const isNew = Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
  if (!isNew || !known) return false;
  await writeAccountNotice(db, usuarioId, accountNotices.newDevice(dispositivo), now);
  return true;
}
