import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The telemedicine service that holds the appointments. Today the local adapter is the database
 * itself; a real provider plugs in here. `db` is the transaction the route opened, so the local
 * adapter's write commits or rolls back with the rest of the call.
 */
export interface TelemedicineProvider {
  /**
   * Cancels the appointment `codigo` unless it is cancelled already; true when this call cancelled
   * it (two racing cancels: exactly one answers true).
   */
  cancel(db: Kysely<Database>, codigo: string, now: Date): Promise<boolean>;
}
