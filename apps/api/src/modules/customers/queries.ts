import type { Kysely } from 'kysely';
import type { ClienteUpdate, Database } from '../../db/schema.js';
import { precompiled } from '../../lib/precompiled.js';

type Db = Kysely<Database>;

export interface EmergencyContactRow {
  ordem: number;
  nome: string;
  telefone: string;
  grau_parentesco_id: number;
}

const emergencyContacts = precompiled<EmergencyContactRow, [number]>((db, arg) =>
  db
    .selectFrom('contato_emergencia')
    .select(['ordem', 'nome', 'telefone', 'grau_parentesco_id'])
    .where('cliente_id', '=', arg<number>(0))
    .orderBy('ordem'),
);

export function listEmergencyContacts(db: Db, clienteId: number): Promise<EmergencyContactRow[]> {
  return emergencyContacts(db, [clienteId]);
}

export async function replaceEmergencyContacts(
  db: Db,
  clienteId: number,
  contacts: EmergencyContactRow[],
): Promise<void> {
  await db.deleteFrom('contato_emergencia').where('cliente_id', '=', clienteId).execute();
  if (contacts.length === 0) return;
  await db
    .insertInto('contato_emergencia')
    .values(contacts.map((c) => ({ ...c, cliente_id: clienteId })))
    .execute();
}

/**
 * Marks the row as being updated and answers its photo as stored now: the update holds the row's
 * lock until the transaction ends, so two saves of one card cannot both replace the same photo
 * (and leave an orphan upload behind).
 */
export async function touchCustomerPhoto(db: Db, id: number, now: string): Promise<string> {
  const row = await db
    .updateTable('cliente')
    .set({ updated_at: now })
    .where('id', '=', id)
    .returning('foto')
    .executeTakeFirstOrThrow();
  return row.foto;
}

export async function updateCustomerRow(db: Db, id: number, values: ClienteUpdate): Promise<void> {
  await db.updateTable('cliente').set(values).where('id', '=', id).execute();
}
