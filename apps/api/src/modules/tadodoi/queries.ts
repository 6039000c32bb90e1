import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** Whether the company has attendance (Tá Dodói) enabled. */
export async function isAttendanceEnabled(db: Db, empresaId: number): Promise<boolean> {
  const row = await db
    .selectFrom('empresa')
    .select('atendimento_liberado')
    .where('id', '=', empresaId)
    .executeTakeFirst();
  return row?.atendimento_liberado === 1;
}

/** Whether any of the user's own company cards belongs to a company with attendance enabled. */
export async function userHasAttendance(db: Db, usuarioId: number): Promise<boolean> {
  const row = await db
    .selectFrom('cliente')
    .innerJoin('empresa', 'empresa.id', 'cliente.empresa_id')
    .select('cliente.id')
    .where('cliente.usuario_id', '=', usuarioId)
    .where('cliente.titular_id', 'is', null)
    .where('empresa.atendimento_liberado', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The 24-hour attendance line: that of the first company with attendance the member holds a card
 * of, else the club's (no company) — decision 044.
 */
export function findAttendanceContact(db: Db, usuarioId: number) {
  return db
    .selectFrom('atendimento_contato')
    .select(['telefone', 'chat', 'video_chamada'])
    .where((eb) =>
      eb.or([
        eb('empresa_id', 'is', null),
        eb(
          'empresa_id',
          'in',
          eb
            .selectFrom('cliente')
            .innerJoin('empresa', 'empresa.id', 'cliente.empresa_id')
            .select('cliente.empresa_id')
            .where('cliente.usuario_id', '=', usuarioId)
            .where('cliente.titular_id', 'is', null)
            .where('empresa.atendimento_liberado', '=', 1),
        ),
      ]),
    )
    .orderBy(sql`case when empresa_id is null then 1 else 0 end`)
    .orderBy('empresa_id')
    .orderBy('id')
    .executeTakeFirst();
}

export function findCard(db: Db, clienteId: number) {
  return db
    .selectFrom('cliente')
    .select(['id', 'perfil_id', 'nome'])
    .where('id', '=', clienteId)
    .executeTakeFirstOrThrow();
}

/** The card's live dependents, by name. */
export function listDependentRows(db: Db, titularId: number) {
  return db
    .selectFrom('cliente')
    .select(['id', 'perfil_id', 'nome'])
    .where('titular_id', '=', titularId)
    .where('anonimizado_em', 'is', null)
    .orderBy('nome')
    .orderBy('id')
    .execute();
}

/** The company's video links of the given types, in their order. */
export function listVideoLinkRows(db: Db, empresaId: number, tipos: readonly string[]) {
  return db
    .selectFrom('link_video')
    .select(['tipo', 'url_video'])
    .where('empresa_id', '=', empresaId)
    .where('tipo', 'in', tipos)
    .orderBy('ordem')
    .orderBy('id')
    .execute();
}

/** The identity's prescriptions that have a document, the newest first. */
export function listPrescriptionRows(db: Db, clienteId: number) {
  return db
    .selectFrom('receita')
    .select(['documento_id', 'descricao', 'medico', 'especialidade'])
    .where('cliente_id', '=', clienteId)
    .where('documento_id', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findDocumentMime(db: Db, documentoId: number) {
  return db.selectFrom('documento').select('mime').where('id', '=', documentoId).executeTakeFirst();
}

export function findDocument(db: Db, documentoId: number) {
  return db
    .selectFrom('documento')
    .select(['mime', 'conteudo'])
    .where('id', '=', documentoId)
    .executeTakeFirst();
}

/** The identity's appointments that are not cancelled, the earliest first. */
export function listAppointmentRows(db: Db, clienteId: number) {
  return db
    .selectFrom('agendamento')
    .selectAll()
    .where('cliente_id', '=', clienteId)
    .where('status', '=', 'agendado')
    .orderBy('data_consulta')
    .orderBy('hora_inicio')
    .orderBy('id')
    .execute();
}
export type AppointmentRow = Awaited<ReturnType<typeof listAppointmentRows>>[number];

export function findAppointment(db: Db, codigo: string) {
  return db.selectFrom('agendamento').selectAll().where('codigo', '=', codigo).executeTakeFirst();
}
