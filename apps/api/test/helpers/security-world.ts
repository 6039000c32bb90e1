import {
  endpoints,
  NOTICE_KINDS,
  NOTICE_SCREENS,
  PARTNER_TYPES,
  type Dependent,
} from '@clube/contract';
import { writeNotice } from '../../src/modules/notices/write.js';
import type { Cliente, Empresa } from '../../src/db/schema.js';
import { dependentPayload, send } from '../dependents/setup.js';
import { insertCategoria, insertMenu, insertParceiro } from '../partners/partner-world.js';
import { insertAppointment, insertPrescription, pdfBytes } from '../tadodoi/tadodoi-world.js';
import { tokenFor, type TestApp } from './app.js';
import { createMember, insertEmpresa, type TestMember } from './factories.js';
import { apiTest, type ApiTestOptions } from './fixture.js';
import { PNG_DATA_URL, type RecordsWorld } from './records-world.js';
import { hashPassword } from '../../src/lib/password.js';
import { TEST_PASSWORD_COST } from './test-database.js';

/**
 * Two members, each with every kind of object an id can name: a company card, a dependent with a
 * photo, a contract with an invoice, a prescription with its PDF, an appointment, a partner menu
 * and a partner of their own company with a use of the card registered at its counter. B also holds a card in A's company, so "another member"
 * is tried both across companies and inside one.
 */
export interface Side {
  member: TestMember;
  token: string;
  /** The card the side acts as: A's only card, B's card in B's company. */
  card: Cliente;
  empresa: Empresa;
  /** The dependent of `member.cards[0]`, made through the API with a photo. */
  dependent: Dependent;
  /** A signed `/media/foto-…` URL of that photo, as the API hands it out. */
  photoUrl: string;
  contrato: number;
  documento: number;
  /** A signed `/media/documento/…` URL of that PDF, as the API hands it out. */
  documentUrl: string;
  codigo: string;
  menu: number;
  partner: number;
  /** A use of the card registered at the partner's counter (by its staff account `staff`). */
  uso: number;
  staff: number;
  /** A notice to the card (a campaign-like one, written as the server writes notices). */
  aviso: number;
}

export interface SecurityWorld {
  t: TestApp;
  a: Side;
  b: Side;
}

/** The security world on an app already built (the shared fixture's). */
export async function securityWorldOn(t: TestApp): Promise<SecurityWorld> {
  const db = t.database.db;
  const company = () =>
    insertEmpresa(db, {
      atendimento_liberado: 1,
      create_dependents: 1,
      link_parceiro_nacional: 'https://nacionais.example/clube',
    });
  const empresaA = await company();
  const empresaB = await company();
  const categoria = await insertCategoria(db, 'Alimentação');
  // A world with only the `t` the tadodoi builders read.
  const world = { t } as RecordsWorld;

  async function side(empresas: Empresa[], name: string): Promise<Side> {
    const member = await createMember(db, { empresas });
    const token = await tokenFor(t.app, member.usuario);
    const card = member.cards.at(-1)!;
    const empresa = empresas.at(-1)!;
    await insertMenu(db, empresa.id, PARTNER_TYPES.national, { nome: 'Parceiros Nacionais' });
    const menu = await insertMenu(db, empresa.id, PARTNER_TYPES.local, { nome: `Locais ${name}` });
    const partner = await insertParceiro(
      db,
      { nome: `Parceiro ${name}`, categoria_id: categoria },
      [menu],
    );
    const added = await send(
      t.app,
      endpoints.insertDependente,
      dependentPayload(member.cards[0]!, { foto: PNG_DATA_URL }),
      { token },
    );
    if (added.statusCode !== 200) throw new Error(`insertDependente: ${added.body}`);
    const dependent = added.json<Dependent>();
    const { id: contrato } = await db
      .insertInto('contrato')
      .values({
        cliente_id: card.id,
        status: 'Ativo',
        forma_pagamento: 'Boleto',
        valor_mensal_centavos: 9990,
        inicio: '2025-01-01',
        fim: null,
        plano: `Plano ${name}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('fatura')
      .values({
        contrato_id: contrato,
        vencimento: '2025-01-10',
        pago_em: null,
        forma_pagamento: 'Boleto',
        boleto: `/media/boleto-${name}`,
        status: 'Em aberto',
        valor_centavos: 9990,
      })
      .execute();
    const documento = (await insertPrescription(
      world,
      card,
      { descricao: `Receita ${name}`, createdAt: '2026-01-10T12:00:00.000Z' },
      { bytes: pdfBytes(`Receita ${name}`) },
    ))!;
    const link = await send(
      t.app,
      endpoints.listaMinhasReceitasDocumento,
      { idCliente: card.id, idPerfil: card.perfil_id, idDocumento: documento },
      { token },
    );
    if (link.statusCode !== 200) throw new Error(`listaMinhasReceitasDocumento: ${link.body}`);
    const codigo = await insertAppointment(world, card);
    const rated = await send(
      t.app,
      endpoints.insereAvaliacao,
      {
        ...identityOf(card),
        idServicoParceiro: menu,
        idParceiro: partner,
        nota: 4,
        comentario: '',
      },
      { token },
    );
    if (rated.statusCode !== 200) throw new Error(`insereAvaliacao: ${rated.body}`);
    const { staff, uso } = await insertUse(db, partner, card, name);
    const aviso = await insertNotice(db, card.id, name);
    return {
      aviso,
      staff,
      uso,
      member,
      token,
      card,
      empresa,
      dependent,
      photoUrl: dependent.foto,
      contrato,
      documento,
      documentUrl: link.json<{ data: string }>().data,
      codigo,
      menu,
      partner,
    };
  }

  const a = await side([empresaA], 'A');
  const b = await side([empresaA, empresaB], 'B');
  return { t, a, b };
}

/**
 * The shared API fixture plus `security`, this world on the file's app (built once per file, on
 * first use; `security.t` is the fixture's `app`).
 */
export function securityTest(options?: ApiTestOptions) {
  return apiTest(options).extend('security', { scope: 'file' }, ({ app }) => securityWorldOn(app));
}

/** A notice to the card, written as the server writes them. */
async function insertNotice(db: TestApp['database']['db'], clienteId: number, name: string) {
  await writeNotice(
    db,
    clienteId,
    {
      tipo: NOTICE_KINDS.campaign,
      titulo: `Aviso ${name}`,
      texto: `Texto do aviso ${name}`,
      tela: NOTICE_SCREENS.home,
    },
    new Date(),
  );
  const { id } = await db
    .selectFrom('aviso')
    .select('id')
    .where('cliente_id', '=', clienteId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return id;
}

export const identityOf = (card: { id: number; perfil_id: number }) => ({
  idCliente: card.id,
  idPerfil: card.perfil_id,
});

/**
 * A use of `card` at the partner's counter by a new staff account `name` (unique per partner),
 * registered at `at` (now by default), as the counter writes one.
 */
export async function insertUse(
  db: TestApp['database']['db'],
  parceiroId: number,
  card: Cliente,
  name: string,
  { at = new Date(), valorCompra = 1000, economia = 100 } = {},
): Promise<{ staff: number; uso: number }> {
  const now = at.toISOString();
  const { id: staff } = await db
    .insertInto('parceiro_atendente')
    .values({
      parceiro_id: parceiroId,
      nome: `Atendente ${name}`,
      email: `balcao-${name.toLowerCase()}@parceiro.test`,
      senha_hash: await hashPassword('balcao-senha-123', { cost: TEST_PASSWORD_COST }),
      alterar_senha: 0,
      criado_em: now,
      atualizado_em: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: verificacao } = await db
    .insertInto('parceiro_verificacao')
    .values({
      atendente_id: staff,
      parceiro_id: parceiroId,
      cliente_id: card.id,
      resultado: 'VALIDO',
      passo: 1,
      token: `verificacao-${name}`,
      criado_em: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: uso } = await db
    .insertInto('uso')
    .values({
      parceiro_id: parceiroId,
      atendente_id: staff,
      cliente_id: card.id,
      empresa_id: card.empresa_id,
      verificacao_id: verificacao,
      oferta_id: parceiroId,
      oferta_titulo: '10% de desconto',
      valor_compra: valorCompra,
      economia,
      chave_idempotencia: null,
      registrado_em: now,
      dia: now.slice(0, 10),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { staff, uso };
}
