import { NOTICE_KINDS, NOTICE_MESSAGES, NOTICE_SCREENS, type NoticeKind } from '@clube/contract';
import type { NoticeScreen } from '@clube/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { noticeOn } from './switches.js';

type Db = Kysely<Database>;

/** A notice as written: its words, the screen it opens and, when it must never repeat, its key. */
export interface NewNotice {
  tipo: NoticeKind;
  titulo: string;
  texto: string;
  tela: NoticeScreen;
  alvoId?: number | null;
  /** Unique per card: a second write with the same key is ignored. */
  chave?: string | null;
}

const row = (clienteId: number, n: NewNotice, now: Date) => ({
  cliente_id: clienteId,
  tipo: n.tipo,
  titulo: n.titulo,
  texto: n.texto,
  tela: n.tela,
  alvo_id: n.alvoId ?? null,
  chave: n.chave ?? null,
  criado_em: now.toISOString(),
  lido_em: null,
});

/**
 * Writes the notice to one holder's card, in the caller's transaction; with a key already written
 * to that card nothing changes. Answers whether it was written.
 */
export async function writeNotice(db: Db, clienteId: number, n: NewNotice, now: Date) {
  const result = await db
    .insertInto('aviso')
    .values(row(clienteId, n, now))
    .onConflict((oc) => oc.columns(['cliente_id', 'chave']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** The live company cards of a login (not dependents, not ended, not erased). */
const liveCardsOf = (db: Db, usuarioId: number) =>
  db
    .selectFrom('cliente')
    .select('id')
    .where('usuario_id', '=', usuarioId)
    .where('titular_id', 'is', null)
    .where('encerrado_em', 'is', null)
    .where('anonimizado_em', 'is', null);

/**
 * A notice about the account itself (a password changed, a recovery asked, a sign-in from a new
 * device), to every live card of the login: whichever company the member opens, they see it.
 */
export async function writeAccountNotice(db: Db, usuarioId: number, n: NewNotice, now: Date) {
  const cards = await liveCardsOf(db, usuarioId).execute();
  if (cards.length === 0) return;
  await db
    .insertInto('aviso')
    .values(cards.map((c) => row(c.id, n, now)))
    .execute();
}

export const accountNotices = {
  passwordChanged: (): NewNotice => ({
    tipo: NOTICE_KINDS.passwordChanged,
    ...NOTICE_MESSAGES.passwordChanged(),
    tela: NOTICE_SCREENS.profile,
  }),
  recoveryRequested: (): NewNotice => ({
    tipo: NOTICE_KINDS.recoveryRequested,
    ...NOTICE_MESSAGES.recoveryRequested(),
    tela: NOTICE_SCREENS.profile,
  }),
  newDevice: (aparelho: string): NewNotice => ({
    tipo: NOTICE_KINDS.newDevice,
    ...NOTICE_MESSAGES.newDevice({ aparelho }),
    tela: NOTICE_SCREENS.profile,
  }),
};

/**
 * A partner newly listed in a company's exclusive menu: one notice to every live card of the
 * company, in one statement (INSERT … SELECT), keyed so that listing it again tells no one twice.
 */
export async function writeExclusivePartnerNotices(
  db: Db,
  {
    parceiroId,
    nome,
    empresaId,
    menuId,
  }: { parceiroId: number; nome: string; empresaId: number; menuId: number },
  now: Date,
): Promise<void> {
  // The company may have switched this kind off (its console page).
  if (!(await noticeOn(db, empresaId, NOTICE_KINDS.exclusivePartner))) return;
  const { titulo, texto } = NOTICE_MESSAGES.exclusivePartner({ nome });
  await db
    .insertInto('aviso')
    .columns([
      'cliente_id',
      'tipo',
      'titulo',
      'texto',
      'tela',
      'alvo_id',
      'alvo_menu_id',
      'chave',
      'criado_em',
    ])
    .expression((eb) =>
      eb
        .selectFrom('cliente')
        .select([
          'id',
          sql.lit(NOTICE_KINDS.exclusivePartner).as('tipo'),
          sql<string>`cast(${titulo} as text)`.as('titulo'),
          sql<string>`cast(${texto} as text)`.as('texto'),
          sql.lit(NOTICE_SCREENS.partner).as('tela'),
          sql<number>`cast(${parceiroId} as integer)`.as('alvo_id'),
          sql<number>`cast(${menuId} as integer)`.as('alvo_menu_id'),
          sql<string>`cast(${`parceiro:${parceiroId}`} as text)`.as('chave'),
          sql<string>`cast(${now.toISOString()} as text)`.as('criado_em'),
        ])
        .where('empresa_id', '=', empresaId)
        .where('usuario_id', 'is not', null)
        .where('titular_id', 'is', null)
        .where('encerrado_em', 'is', null)
        .where('anonimizado_em', 'is', null),
    )
    .onConflict((oc) => oc.columns(['cliente_id', 'chave']).doNothing())
    .execute();
}
