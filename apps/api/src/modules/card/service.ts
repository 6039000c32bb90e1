import { maskCpf, type VirtualBadge } from '@clube/contract';
import type { Kysely } from 'kysely';
import type { Cliente, Database } from '../../db/schema.js';
import { findCardFooter } from './queries.js';

type Db = Kysely<Database>;

/** The URL the app shows a stored image at. */
export const imageUrl = (stored: string): string => stored;

/** docs/product.md#virtual-card: `cpf` masked, `validade` ISO yyyy-mm-dd ('' when the card has none). */
export async function getVirtualBadge(db: Db, cliente: Cliente): Promise<VirtualBadge> {
  return {
    idCliente: cliente.id,
    idPerfil: cliente.perfil_id,
    nome: cliente.nome,
    cpf: maskCpf(cliente.cpf),
    imagemRodape: imageUrl(await findCardFooter(db, cliente.empresa_id)),
    numero: cliente.numero_carteirinha,
    validade: cliente.validade_carteirinha ?? '',
  };
}

/** A card not ended (a dependent's: nor its holder's card). */
export async function isCardLive(db: Db, cliente: Cliente): Promise<boolean> {
  if (cliente.encerrado_em !== null || cliente.anonimizado_em !== null) return false;
  if (cliente.titular_id === null) return true;
  const holder = await db
    .selectFrom('cliente')
    .select('encerrado_em')
    .where('id', '=', cliente.titular_id)
    .executeTakeFirst();
  return holder !== undefined && holder.encerrado_em === null;
}
