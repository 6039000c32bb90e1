import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Cliente, Database } from '../db/schema.js';
import { forbidden, unauthenticated } from '../lib/http-error.js';
import { precompiled } from '../lib/precompiled.js';
import type { AuthUser } from './auth.js';

/**
 * The acting identity (docs/architecture.md), the server's core guarantee: a request that names
 * idCliente/idPerfil/idDependente/idContrato/codigo/idDocumento is served only for the caller's own
 * company cards and their dependents, and only for objects of that identity. Anything else is 403
 * `Acesso não permitido.` before anything is read for or written to the request.
 */
export interface ActingIdentity {
  idCliente: number;
  /** Omitted only by calls whose body has no idPerfil (get-contrato, get-contrato-pagamento). */
  idPerfil?: number;
}

export interface DependentAccess {
  dependente: Cliente;
  /** The caller's card the dependent belongs to. */
  titular: Cliente;
}

type Db = Kysely<Database>;

// The checks run on every member call: their queries are compiled once (lib/precompiled.ts).
const contratoOwner = precompiled<{ cliente_id: number }, [number]>((db, arg) =>
  db.selectFrom('contrato').select('cliente_id').where('id', '=', arg<number>(0)),
);
const documentoOwner = precompiled<{ cliente_id: number }, [number]>((db, arg) =>
  db.selectFrom('documento').select('cliente_id').where('id', '=', arg<number>(0)),
);
const receitaOwner = precompiled<{ cliente_id: number }, [number]>((db, arg) =>
  db.selectFrom('receita').select('cliente_id').where('id', '=', arg<number>(0)),
);
const agendamentoOwner = precompiled<{ cliente_id: number }, [string]>((db, arg) =>
  db.selectFrom('agendamento').select('cliente_id').where('codigo', '=', arg<string>(0)),
);

/** Objects that belong to one cliente, by the key the wire names them with. */
const OWNED = {
  contrato: async (db: Db, id: number) => (await contratoOwner(db, [id]))[0],
  documento: async (db: Db, id: number) => (await documentoOwner(db, [id]))[0],
  receita: async (db: Db, id: number) => (await receitaOwner(db, [id]))[0],
  agendamento: async (db: Db, codigo: string) => (await agendamentoOwner(db, [codigo]))[0],
} as const;
export type OwnedKind = keyof typeof OWNED;
export type OwnedKey<K extends OwnedKind> = Parameters<(typeof OWNED)[K]>[1];

declare module 'fastify' {
  interface FastifyRequest {
    /** The cliente row of `idCliente` when it is the caller's card or a dependent of one, with that profile; else 403. */
    authorize(identity: ActingIdentity): Promise<Cliente>;
    /** Like `authorize`, but only the caller's own company card: a dependent has no dependents. Else 403. */
    authorizeHolder(identity: ActingIdentity): Promise<Cliente>;
    /**
     * The dependent `idDependente` and its holder card when the card is the caller's; with
     * idCliente/idPerfil the dependent must belong to exactly that card. Else 403.
     */
    authorizeDependent(
      input: { idDependente: number } & Partial<ActingIdentity>,
    ): Promise<DependentAccess>;
    /** The identity's cliente row when the contrato/documento/receita/agendamento belongs to it; else 403. */
    authorizeOwned<K extends OwnedKind>(
      kind: K,
      key: OwnedKey<K>,
      identity: ActingIdentity,
    ): Promise<Cliente>;
  }
}

const clienteWithHolderRow = precompiled((db, arg) =>
  db
    .selectFrom('cliente as c')
    .leftJoin('cliente as t', 't.id', 'c.titular_id')
    .selectAll('c')
    .select([
      't.usuario_id as holder_usuario_id',
      't.titular_id as holder_titular_id',
      't.encerrado_em as holder_encerrado_em',
    ])
    .where('c.id', '=', arg<number>(0)),
);

async function clienteWithHolder(db: Db, id: number) {
  const [row] = await clienteWithHolderRow(db, [id]);
  if (!row) return undefined;
  const { holder_usuario_id, holder_titular_id, holder_encerrado_em, ...cliente } = row;
  return {
    cliente: cliente as Cliente,
    holder: {
      usuario_id: holder_usuario_id,
      titular_id: holder_titular_id,
      encerrado_em: holder_encerrado_em,
    },
  };
}

/** A dependent's row, not a holder's company card: it has a titular, and no dependents of its own. */
const isDependent = <C extends { titular_id: number | null }>(
  c: C,
): c is C & { titular_id: number } => c.titular_id !== null;

/**
 * A live company card of the user: held by them, not a dependent, not ended. An ended card is
 * refused to tokens issued while it was listed too (a console that ends a card may not end the
 * member's sessions, which their other companies share).
 */
const isOwnCard = (
  c: { usuario_id: number | null; titular_id: number | null; encerrado_em: string | null },
  user: AuthUser,
) => !isDependent(c) && c.usuario_id === user.id && c.encerrado_em === null;

function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

async function authorize(
  this: FastifyRequest,
  { idCliente, idPerfil }: ActingIdentity,
): Promise<Cliente> {
  const user = currentUser(this);
  const found = await clienteWithHolder(this.server.db, idCliente);
  if (!found) throw forbidden();
  const { cliente, holder } = found;
  // An erased (anonymised) dependent keeps its row only for history: it can no longer act.
  if (cliente.anonimizado_em !== null) throw forbidden();
  if (idPerfil !== undefined && cliente.perfil_id !== idPerfil) throw forbidden();
  const allowed = isDependent(cliente) ? isOwnCard(holder, user) : isOwnCard(cliente, user);
  if (!allowed) throw forbidden();
  return cliente;
}

async function authorizeHolder(this: FastifyRequest, identity: ActingIdentity): Promise<Cliente> {
  const card = await this.authorize(identity);
  if (isDependent(card)) throw forbidden();
  return card;
}

async function authorizeDependent(
  this: FastifyRequest,
  { idDependente, idCliente, idPerfil }: { idDependente: number } & Partial<ActingIdentity>,
): Promise<DependentAccess> {
  const user = currentUser(this);
  const card =
    idCliente === undefined ? undefined : await this.authorizeHolder({ idCliente, idPerfil });

  const found = await clienteWithHolder(this.server.db, idDependente);
  if (
    !found ||
    !isDependent(found.cliente) ||
    found.cliente.anonimizado_em !== null ||
    !isOwnCard(found.holder, user)
  )
    throw forbidden();
  if (card && found.cliente.titular_id !== card.id) throw forbidden();

  const titular =
    card ?? (await clienteWithHolder(this.server.db, found.cliente.titular_id))?.cliente;
  if (!titular) throw forbidden();
  return { dependente: found.cliente, titular };
}

async function authorizeOwned<K extends OwnedKind>(
  this: FastifyRequest,
  kind: K,
  key: OwnedKey<K>,
  identity: ActingIdentity,
): Promise<Cliente> {
  const cliente = await this.authorize(identity);
  const lookup = OWNED[kind] as (
    db: Db,
    key: OwnedKey<K>,
  ) => Promise<{ cliente_id: number } | undefined>;
  const owner = await lookup(this.server.db, key);
  if (owner?.cliente_id !== cliente.id) throw forbidden();
  return cliente;
}

export const actingIdentityPlugin = fp(
  async function actingIdentity(app: FastifyInstance) {
    app.decorateRequest('authorize', authorize);
    app.decorateRequest('authorizeHolder', authorizeHolder);
    app.decorateRequest('authorizeDependent', authorizeDependent);
    app.decorateRequest('authorizeOwned', authorizeOwned);
  },
  { name: 'acting-identity', dependencies: ['database', 'auth'] },
);
