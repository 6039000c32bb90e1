import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export function listSexos(db: Db) {
  return db.selectFrom('sexo').select(['id as idSexo', 'nome']).orderBy('id').execute();
}

export function listGrausParentesco(db: Db) {
  return db
    .selectFrom('grau_parentesco')
    .select(['id as idGrauParentesco', 'nome'])
    .orderBy('id')
    .execute();
}

export async function sexoExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('sexo').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function grauParentescoExists(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('grau_parentesco')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
