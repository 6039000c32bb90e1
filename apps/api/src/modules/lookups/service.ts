import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findGrauParentesco, findSexo } from './queries.js';

/*
 * What other modules may ask about the forms' options (a module's queries.ts is its own): whether
 * an option a member sent exists.
 */

type Db = Kysely<Database>;

export async function sexoExists(db: Db, id: number): Promise<boolean> {
  return (await findSexo(db, id)) !== undefined;
}

export async function grauParentescoExists(db: Db, id: number): Promise<boolean> {
  return (await findGrauParentesco(db, id)) !== undefined;
}
