import { randomBytes } from 'node:crypto';
import { base32Encode, CARD_CODE_DIGITS, CARD_CODE_STEP_SECONDS } from '@clube/contract';
import type { CardCodeSecret } from '@clube/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** A new card secret: base32 of 20 random bytes (RFC 4226's recommended key length). */
export const newCardSecret = () => base32Encode(randomBytes(20));

/**
 * The card's code secret for the member's device, made on first request. A concurrent first
 * request keeps whichever secret was written first (the conditional update), so two devices
 * never hold different secrets of one card.
 */
export async function cardSecretOf(db: Db, clienteId: number): Promise<CardCodeSecret> {
  const row = await db
    .selectFrom('cliente')
    .select('codigo_segredo')
    .where('id', '=', clienteId)
    .executeTakeFirstOrThrow();
  let segredo = row.codigo_segredo;
  if (segredo === null) {
    await db
      .updateTable('cliente')
      .set({ codigo_segredo: newCardSecret() })
      .where('id', '=', clienteId)
      .where('codigo_segredo', 'is', null)
      .execute();
    const again = await db
      .selectFrom('cliente')
      .select('codigo_segredo')
      .where('id', '=', clienteId)
      .executeTakeFirstOrThrow();
    segredo = again.codigo_segredo!;
  }
  return { segredo, passo: CARD_CODE_STEP_SECONDS, digitos: CARD_CODE_DIGITS };
}

/**
 * Rotates the code secrets of cards (the next request of the card makes a new one): the codes the
 * old secret derives are refused from now on. Ending a card, signing out everywhere and a password
 * reset call it.
 */
export async function rotateCardSecrets(db: Db, clienteIds: readonly number[]): Promise<void> {
  if (clienteIds.length === 0) return;
  await db
    .updateTable('cliente')
    .set({ codigo_segredo: null })
    .where('id', 'in', clienteIds)
    .execute();
}

/** Rotates the secrets of every card of a user: their own cards and their dependents'. */
export async function rotateUserCardSecrets(db: Db, usuarioId: number): Promise<void> {
  await db
    .updateTable('cliente')
    .set({ codigo_segredo: null })
    .where((eb) =>
      eb.or([
        eb('usuario_id', '=', usuarioId),
        eb(
          'titular_id',
          'in',
          eb.selectFrom('cliente as t').select('t.id').where('t.usuario_id', '=', usuarioId),
        ),
      ]),
    )
    .execute();
}
