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

export function findSexo(db: Db, id: number) {
  return db.selectFrom('sexo').select('id').where('id', '=', id).executeTakeFirst();
}

export function findGrauParentesco(db: Db, id: number) {
  return db.selectFrom('grau_parentesco').select('id').where('id', '=', id).executeTakeFirst();
}
