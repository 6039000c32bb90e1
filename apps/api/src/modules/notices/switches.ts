import { NOTICE_SWITCH_KEYS, NOTICE_SWITCHES, type NoticeSwitches } from '@clube/contract/admin';
import type { NoticeKind } from '@clube/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/*
 * Per-company switches of the automatic notices (appointment reminders, invoices, new exclusive
 * partner): `empresa.avisos_desligados` lists the kinds switched off; null or '' is all on.
 * Security notices are not among them, so nothing can switch them off.
 */

const kindsOff = (stored: string | null) => new Set(stored ? stored.split(',') : []);

export function readSwitches(stored: string | null): NoticeSwitches {
  const off = kindsOff(stored);
  return Object.fromEntries(
    NOTICE_SWITCH_KEYS.map((k) => [k, !NOTICE_SWITCHES[k].some((kind) => off.has(kind))]),
  ) as NoticeSwitches;
}

export function writeSwitches(s: NoticeSwitches): string | null {
  const off = NOTICE_SWITCH_KEYS.filter((k) => !s[k]).flatMap((k) => [...NOTICE_SWITCHES[k]]);
  return off.length === 0 ? null : off.join(',');
}

/** Is this automatic kind on for the company? */
export async function noticeOn(db: Kysely<Database>, empresaId: number, kind: NoticeKind) {
  const row = await db
    .selectFrom('empresa')
    .select('avisos_desligados')
    .where('id', '=', empresaId)
    .executeTakeFirst();
  return !kindsOff(row?.avisos_desligados ?? null).has(kind);
}

/** Companies → kinds switched off, for a job that writes to many companies in one run. */
export async function kindsOffByCompany(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('empresa')
    .select(['id', 'avisos_desligados'])
    .where('avisos_desligados', 'is not', null)
    .where('avisos_desligados', '<>', '')
    .execute();
  const map = new Map(rows.map((r) => [r.id, kindsOff(r.avisos_desligados)]));
  return (empresaId: number, kind: NoticeKind) => !(map.get(empresaId)?.has(kind) ?? false);
}
