import {
  maskCep,
  maskCpf,
  maskPhone,
  PRIVACY_MESSAGES,
  RECOVERY_TYPES,
  type ExportedCard,
  type ExportedPerson,
  type MyDataExport,
} from '@clube/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { unauthenticated } from '../../lib/http-error.js';
import { isPrivateMedia } from '../../lib/photo-urls.js';
import {
  findLogin,
  findOwnPhoto,
  listAppointments,
  listContacts,
  listContracts,
  listInvoices,
  listLiveDependents,
  listOwnCards,
  listPartnerAccesses,
  listPartnerUses,
  listPrescriptions,
  listRatings,
  listFavourites,
  listNotices,
  listRecoveryRequests,
  type PersonRow,
} from './queries.js';

type Db = Kysely<Database>;

const MEDIA_PATH = /^\/media\/([A-Za-z0-9._-]+)$/;

/**
 * A photo as the file should carry it: an uploaded one as a data URL of its bytes (the export stands
 * on its own, and signed links would expire), a seeded picture by its public path, none as ''.
 */
async function photoOf(db: Db, url: string, usuarioId: number): Promise<string> {
  const id = MEDIA_PATH.exec(url)?.[1];
  if (!id || !isPrivateMedia(id)) return url;
  const photo = await findOwnPhoto(db, id, usuarioId);
  return photo ? `data:${photo.mime};base64,${Buffer.from(photo.conteudo).toString('base64')}` : '';
}

async function exportPerson(db: Db, row: PersonRow, usuarioId: number): Promise<ExportedPerson> {
  const [contacts, ratings, appointments, prescriptions, accesses] = [
    await listContacts(db, row.id),
    await listRatings(db, row.id),
    await listAppointments(db, row.id),
    await listPrescriptions(db, row.id),
    await listPartnerAccesses(db, row.id),
  ];
  const favourites = await listFavourites(db, row.id);
  const uses = await listPartnerUses(db, row.id);
  const notices = await listNotices(db, row.id);
  return {
    idCliente: row.id,
    nome: row.nome,
    cpf: maskCpf(row.cpf),
    email: row.email,
    telefone1: maskPhone(row.telefone1),
    telefone2: maskPhone(row.telefone2),
    nascimento: row.nascimento ?? '',
    dataAdmissao: row.data_admissao ?? '',
    sexo: row.sexo ?? '',
    parentesco: row.parentesco ?? '',
    foto: await photoOf(db, row.foto, usuarioId),
    endereco: {
      cep: maskCep(row.cep),
      logradouro: row.logradouro,
      numero: row.numero,
      complemento: row.complemento,
      bairro: row.bairro,
      cidade: row.cidade,
      uf: row.uf,
    },
    contatosEmergencia: contacts.map((c) => ({
      ordem: c.ordem,
      nome: c.nome,
      telefone: maskPhone(c.telefone),
      parentesco: c.parentesco ?? '',
    })),
    avaliacoes: ratings.map((r) => ({
      parceiro: r.parceiro,
      nota: r.nota,
      comentario: r.comentario,
      criadaEm: r.created_at,
    })),
    favoritos: favourites.map((f) => ({ parceiro: f.parceiro, desde: f.created_at })),
    avisos: notices.map((n) => ({
      titulo: n.titulo,
      texto: n.texto,
      criadoEm: n.criado_em,
      lidoEm: n.lido_em ?? '',
    })),
    agendamentos: appointments.map((a) => ({
      codigo: a.codigo,
      dataConsulta: a.data_consulta,
      horaInicio: a.hora_inicio,
      horaFim: a.hora_fim,
      medico: a.medico,
      especialidade: a.especialidade,
      status: a.status,
      canceladoEm: a.cancelado_em ?? '',
    })),
    receitas: prescriptions.map((p) => ({
      descricao: p.descricao,
      medico: p.medico,
      especialidade: p.especialidade,
      criadaEm: p.created_at,
      arquivo: p.nome_arquivo ?? '',
    })),
    acessosParceiros: accesses.map((a) => ({ parceiro: a.parceiro, dia: a.dia })),
    usosEmParceiros: uses.map((u) => ({
      parceiro: u.parceiro,
      registradoEm: u.registrado_em,
      oferta: u.oferta_titulo,
      valorCompraCentavos: u.valor_compra,
      economiaCentavos: u.economia,
      desfeitoEm: u.desfeito_em ?? '',
      reporte:
        u.reporte_comentario === null
          ? null
          : { comentario: u.reporte_comentario, criadoEm: u.reporte_criado_em ?? '' },
    })),
  };
}

async function exportContracts(db: Db, clienteId: number): Promise<ExportedCard['contratos']> {
  const contracts = [];
  for (const k of await listContracts(db, clienteId)) {
    const invoices = await listInvoices(db, k.id);
    contracts.push({
      idContrato: k.id,
      plano: k.plano,
      status: k.status,
      formaPagamento: k.forma_pagamento,
      valorMensalCentavos: k.valor_mensal_centavos,
      inicio: k.inicio,
      fim: k.fim ?? '',
      faturas: invoices.map((f) => ({
        vencimento: f.vencimento,
        pagoEm: f.pago_em ?? '',
        formaPagamento: f.forma_pagamento,
        status: f.status,
        valorCentavos: f.valor_centavos,
        boleto: f.boleto,
      })),
    });
  }
  return contracts;
}

/**
 * Everything the club holds about the signed-in login (docs/decisions/027-member-data-export.md):
 * its own data, each of its cards with the card's person, address, emergency contacts, ratings,
 * appointments, prescriptions (metadata), partner accesses, uses at partners' counters, live
 * dependents (the same) and
 * contracts with invoices, and its password-recovery requests. Only what the token's login holds:
 * nothing is looked up by an id the caller sends.
 */
export async function exportMyData(db: Db, usuarioId: number, now: Date): Promise<MyDataExport> {
  const usuario = await findLogin(db, usuarioId);
  if (!usuario) throw unauthenticated();
  const cards: ExportedCard[] = [];
  for (const card of await listOwnCards(db, usuarioId)) {
    const dependents = [];
    for (const dependent of await listLiveDependents(db, card.id)) {
      dependents.push(await exportPerson(db, dependent, usuarioId));
    }
    cards.push({
      ...(await exportPerson(db, card, usuarioId)),
      empresa: card.empresa,
      perfil: card.perfil,
      numeroCarteirinha: card.numero_carteirinha,
      validadeCarteirinha: card.validade_carteirinha ?? '',
      encerradoEm: card.encerrado_em ?? '',
      dependentes: dependents,
      contratos: await exportContracts(db, card.id),
    });
  }
  const recoveries = await listRecoveryRequests(db, usuarioId);
  const [consents, devices] = await Promise.all([
    db
      .selectFrom('aviso_preferencia')
      .select(['tipo', 'push', 'email', 'alterado_em'])
      .where('usuario_id', '=', usuarioId)
      .orderBy('tipo')
      .execute(),
    db
      .selectFrom('push_inscricao')
      .select(['aparelho', 'criado_em'])
      .where('usuario_id', '=', usuarioId)
      .orderBy('id')
      .execute(),
  ]);
  return {
    geradoEm: now.toISOString(),
    usuario: {
      login: maskCpf(usuario.login),
      nome: usuario.nome,
      email: usuario.email,
      telefone: maskPhone(usuario.telefone),
      foto: await photoOf(db, usuario.foto, usuarioId),
      criadoEm: usuario.created_at,
      termoAceitoEm: usuario.termo_aceito_em ?? '',
    },
    cartoes: cards,
    recuperacoesDeSenha: recoveries.map((r) => ({
      canal: r.tipo === RECOVERY_TYPES.sms ? 'sms' : 'email',
      criadoEm: r.created_at,
      usadoEm: r.usado_em ?? '',
    })),
    historicoDeEntradas: PRIVACY_MESSAGES.noSignInHistory,
    preferenciasDeAvisos: consents.map((c) => ({
      tipo: c.tipo,
      push: c.push === 1,
      email: c.email === 1,
      alteradoEm: c.alterado_em,
    })),
    aparelhosComNotificacoes: devices.map((d) => ({ aparelho: d.aparelho, criadoEm: d.criado_em })),
  };
}
