import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export function findLogin(db: Db, usuarioId: number) {
  return db.selectFrom('usuario').selectAll().where('id', '=', usuarioId).executeTakeFirst();
}

const personColumns = [
  'c.id',
  'c.nome',
  'c.cpf',
  'c.email',
  'c.telefone1',
  'c.telefone2',
  'c.nascimento',
  'c.data_admissao',
  'c.foto',
  'c.cep',
  'c.logradouro',
  'c.numero',
  'c.complemento',
  'c.bairro',
  'c.cidade',
  'c.uf',
  's.nome as sexo',
  'g.nome as parentesco',
] as const;

/** The login's company cards (not erased ones: those are no longer theirs), with company and profile. */
export function listOwnCards(db: Db, usuarioId: number) {
  return db
    .selectFrom('cliente as c')
    .innerJoin('empresa as e', 'e.id', 'c.empresa_id')
    .innerJoin('perfil as p', 'p.id', 'c.perfil_id')
    .leftJoin('sexo as s', 's.id', 'c.sexo_id')
    .leftJoin('grau_parentesco as g', 'g.id', 'c.grau_parentesco_id')
    .select([
      ...personColumns,
      'e.nome as empresa',
      'p.nome as perfil',
      'c.numero_carteirinha',
      'c.validade_carteirinha',
      'c.encerrado_em',
    ])
    .where('c.usuario_id', '=', usuarioId)
    .where('c.titular_id', 'is', null)
    .where('c.anonimizado_em', 'is', null)
    .orderBy('c.id')
    .execute();
}
export type OwnCardRow = Awaited<ReturnType<typeof listOwnCards>>[number];

/** The live dependents of one card. */
export function listLiveDependents(db: Db, titularId: number) {
  return db
    .selectFrom('cliente as c')
    .leftJoin('sexo as s', 's.id', 'c.sexo_id')
    .leftJoin('grau_parentesco as g', 'g.id', 'c.grau_parentesco_id')
    .select(personColumns)
    .where('c.titular_id', '=', titularId)
    .where('c.anonimizado_em', 'is', null)
    .orderBy('c.id')
    .execute();
}
export type PersonRow = Awaited<ReturnType<typeof listLiveDependents>>[number];

export function listContacts(db: Db, clienteId: number) {
  return db
    .selectFrom('contato_emergencia as k')
    .leftJoin('grau_parentesco as g', 'g.id', 'k.grau_parentesco_id')
    .select(['k.ordem', 'k.nome', 'k.telefone', 'g.nome as parentesco'])
    .where('k.cliente_id', '=', clienteId)
    .orderBy('k.ordem')
    .execute();
}

export function listRatings(db: Db, clienteId: number) {
  return db
    .selectFrom('avaliacao as a')
    .innerJoin('parceiro as p', 'p.id', 'a.parceiro_id')
    .select(['p.nome as parceiro', 'a.nota', 'a.comentario', 'a.created_at'])
    .where('a.cliente_id', '=', clienteId)
    .orderBy('a.id')
    .execute();
}

/** The notices sent to the card ('Avisos'), oldest first. */
export function listNotices(db: Db, clienteId: number) {
  return db
    .selectFrom('aviso')
    .select(['titulo', 'texto', 'criado_em', 'lido_em'])
    .where('cliente_id', '=', clienteId)
    .orderBy('id')
    .execute();
}

/** The card's favourite partners (get-parceiro-lista?favoritos=1). */
export function listFavourites(db: Db, clienteId: number) {
  return db
    .selectFrom('favorito as f')
    .innerJoin('parceiro as p', 'p.id', 'f.parceiro_id')
    .select(['p.nome as parceiro', 'f.created_at'])
    .where('f.cliente_id', '=', clienteId)
    .orderBy('f.created_at')
    .orderBy('p.id')
    .execute();
}

export function listAppointments(db: Db, clienteId: number) {
  return db
    .selectFrom('agendamento')
    .select([
      'codigo',
      'data_consulta',
      'hora_inicio',
      'hora_fim',
      'medico',
      'especialidade',
      'status',
      'cancelado_em',
    ])
    .where('cliente_id', '=', clienteId)
    .orderBy('data_consulta')
    .orderBy('id')
    .execute();
}

export function listPrescriptions(db: Db, clienteId: number) {
  return db
    .selectFrom('receita as r')
    .leftJoin('documento as d', 'd.id', 'r.documento_id')
    .select(['r.descricao', 'r.medico', 'r.especialidade', 'r.created_at', 'd.nome_arquivo'])
    .where('r.cliente_id', '=', clienteId)
    .orderBy('r.id')
    .execute();
}

export function listPartnerAccesses(db: Db, clienteId: number) {
  return db
    .selectFrom('parceiro_acesso as a')
    .innerJoin('parceiro as p', 'p.id', 'a.parceiro_id')
    .select(['p.nome as parceiro', 'a.dia'])
    .where('a.cliente_id', '=', clienteId)
    .orderBy('a.dia')
    .orderBy('p.nome')
    .execute();
}

/** The uses registered with the card at partners' counters, with the member's report of each. */
export function listPartnerUses(db: Db, clienteId: number) {
  return db
    .selectFrom('uso as u')
    .innerJoin('parceiro as p', 'p.id', 'u.parceiro_id')
    .leftJoin('uso_reporte as r', 'r.uso_id', 'u.id')
    .select([
      'p.nome as parceiro',
      'u.registrado_em',
      'u.oferta_titulo',
      'u.valor_compra',
      'u.economia',
      'u.desfeito_em',
      'r.comentario as reporte_comentario',
      'r.criado_em as reporte_criado_em',
    ])
    .where('u.cliente_id', '=', clienteId)
    .orderBy('u.registrado_em')
    .orderBy('u.id')
    .execute();
}

export function listContracts(db: Db, clienteId: number) {
  return db
    .selectFrom('contrato')
    .selectAll()
    .where('cliente_id', '=', clienteId)
    .orderBy('inicio')
    .orderBy('id')
    .execute();
}

export function listInvoices(db: Db, contratoId: number) {
  return db
    .selectFrom('fatura')
    .selectAll()
    .where('contrato_id', '=', contratoId)
    .orderBy('vencimento')
    .orderBy('id')
    .execute();
}

export function listRecoveryRequests(db: Db, usuarioId: number) {
  return db
    .selectFrom('codigo_recuperacao')
    .select(['tipo', 'created_at', 'usado_em'])
    .where('usuario_id', '=', usuarioId)
    .orderBy('created_at')
    .execute();
}

/** An uploaded photo of this login (its bytes), by media id. */
export function findOwnPhoto(db: Db, id: string, usuarioId: number) {
  return db
    .selectFrom('midia')
    .select(['mime', 'conteudo'])
    .where('id', '=', id)
    .where('usuario_id', '=', usuarioId)
    .executeTakeFirst();
}
