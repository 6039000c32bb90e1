import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Cliente, Database, Empresa } from '../../src/db/schema.js';
import { createMember, insertCliente, PERFIL, type TestMember } from '../helpers/factories.js';

type Db = Kysely<Database>;

/** A stored photo of the member (a midia row counted in their quota); answers its URL. */
export async function insertPhoto(db: Db, usuarioId: number): Promise<string> {
  const id = `foto-${randomUUID()}`;
  await db
    .insertInto('midia')
    .values({
      id,
      mime: 'image/webp',
      conteudo: Buffer.from('RIFF-photo-bytes'),
      usuario_id: usuarioId,
      created_at: '2026-01-01T00:00:00.000Z',
    })
    .execute();
  return `/media/${id}`;
}

export interface FullMember extends TestMember {
  /** Everything a person leaves in the club, by table. */
  contratoId: number;
  documentoId: number;
  parceiroId: number;
}

let partnerCount = 0;

async function insertPartner(db: Db): Promise<number> {
  partnerCount += 1;
  const categoria = await db
    .insertInto('categoria')
    .values({ nome: `Categoria ${partnerCount}`, logo: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const nome = `Parceiro ${partnerCount}`;
  const parceiro = await db
    .insertInto('parceiro')
    .values({
      nome,
      nome_busca: nome.toLowerCase(),
      categoria_id: categoria.id,
      ...Object.fromEntries(
        [
          'logo',
          'banner',
          'desconto',
          'texto',
          'texto_completo',
          'link',
          'beneficio',
          'resgate',
          'voucher',
          'resumo',
          'descricao',
          'rede_social',
          'logradouro',
          'numero',
          'bairro',
          'cidade',
          'uf',
          'cep',
          'whatsapp',
        ].map((k) => [k, '']),
      ),
      validade: null,
      parceria_online: 1,
      parceria_fisica: 0,
      carteirinha: 0,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return parceiro.id;
}

/**
 * A member with one card per company and one dependent on the first card, each with everything
 * personal the club can hold: photos, address, emergency contacts, a rating with a comment, a
 * prescription with its PDF, an appointment, partner accesses, a contract with an invoice (ending
 * `fim`, null: open-ended), a recovery code, an outbox message and a stored idempotent answer.
 */
export async function createFullMember(
  db: Db,
  empresas: Empresa[],
  { fim = null, tag }: { fim?: string | null; tag: string },
): Promise<FullMember> {
  const member = await createMember(db, {
    empresas,
    usuario: {
      nome: `Titular ${tag}`,
      email: `${tag}@example.com`,
      telefone: `119${String(Math.abs(hash(tag)))
        .padStart(8, '0')
        .slice(0, 8)}`,
    },
  });
  const { usuario } = member;
  const userFoto = await insertPhoto(db, usuario.id);
  await db.updateTable('usuario').set({ foto: userFoto }).where('id', '=', usuario.id).execute();
  for (const person of [...member.cards, member.dependent]) {
    const foto = await insertPhoto(db, usuario.id);
    await db
      .updateTable('cliente')
      .set({
        foto,
        nome: person.titular_id ? `Dependente ${tag}` : `Titular ${tag}`,
        email: `${tag}-${person.id}@example.com`,
        telefone1: '11988887777',
        cep: '01001000',
        logradouro: `Rua ${tag}`,
        numero: '10',
        bairro: 'Centro',
        cidade: 'São Paulo',
        uf: 'SP',
      })
      .where('id', '=', person.id)
      .execute();
    await db
      .insertInto('contato_emergencia')
      .values({
        cliente_id: person.id,
        ordem: 1,
        nome: `Contato ${tag}`,
        telefone: '11977776666',
        grau_parentesco_id: 1,
      })
      .execute();
  }
  const card = member.cards[0]!;
  const parceiroId = await insertPartner(db);
  await db
    .insertInto('avaliacao')
    .values({
      parceiro_id: parceiroId,
      cliente_id: card.id,
      titular_id: card.id,
      nota: 4,
      comentario: `Comentário de ${tag}`,
      created_at: '2026-01-02T00:00:00.000Z',
    })
    .execute();
  await db
    .insertInto('parceiro_acesso')
    .values({ parceiro_id: parceiroId, cliente_id: card.id, dia: '2026-01-02' })
    .execute();
  const documento = await db
    .insertInto('documento')
    .values({
      cliente_id: member.dependent.id,
      nome_arquivo: `receita-${tag}.pdf`,
      mime: 'application/pdf',
      conteudo: Buffer.from('%PDF-1.4 receita'),
      created_at: '2026-01-03T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('receita')
    .values({
      cliente_id: member.dependent.id,
      descricao: `Receita de ${tag}`,
      medico: 'Dra. Ana',
      especialidade: 'Pediatria',
      documento_id: documento.id,
      created_at: '2026-01-03T00:00:00.000Z',
    })
    .execute();
  await db
    .insertInto('agendamento')
    .values({
      codigo: `AG-${tag}-${randomUUID().slice(0, 8)}`,
      cliente_id: card.id,
      data_consulta: '2026-01-20',
      hora_inicio: '10:00',
      hora_fim: '10:30',
      medico: 'Dr. Bruno',
      especialidade: 'Clínica geral',
      url_video: `https://video.example/${tag}`,
      cancelavel: 1,
      status: 'agendado',
      cancelado_em: null,
    })
    .execute();
  const contrato = await db
    .insertInto('contrato')
    .values({
      cliente_id: card.id,
      // As an operator records it: "Ativo" until its end; the contract-end job marks it after.
      status: 'Ativo',
      forma_pagamento: 'Pix',
      valor_mensal_centavos: 4990,
      inicio: '2025-01-01',
      fim,
      plano: `Plano ${tag}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('fatura')
    .values({
      contrato_id: contrato.id,
      vencimento: '2025-02-10',
      pago_em: '2025-02-09',
      forma_pagamento: 'Pix',
      boleto: '23790.00000 00000.000000 00000.000000 1 00000000004990',
      status: 'Pago',
      valor_centavos: 4990,
    })
    .execute();
  await db
    .insertInto('codigo_recuperacao')
    .values({
      usuario_id: usuario.id,
      codigo_hash: 'hash',
      tipo: 1,
      expira_em: '2026-01-05T00:00:00.000Z',
      created_at: '2026-01-05T00:00:00.000Z',
    })
    .execute();
  await db
    .insertInto('outbox')
    .values({
      canal: 'email',
      destino: usuario.email,
      assunto: 'Código',
      corpo: `Olá ${tag}`,
      corpo_html: null,
      status: 'pendente',
      proxima_tentativa_em: null,
      created_at: '2026-01-05T00:00:00.000Z',
      enviado_em: null,
    })
    .execute();
  await db
    .insertInto('idempotencia')
    .values({
      chave: randomUUID(),
      usuario_id: usuario.id,
      rota: '/api/clube/v1/insert-dependente',
      status: 200,
      resposta: JSON.stringify({ nome: `Dependente ${tag}` }),
      created_at: '2026-01-05T00:00:00.000Z',
    })
    .execute();
  return { ...member, contratoId: contrato.id, documentoId: documento.id, parceiroId };
}

/** A second dependent, with no history, on a card. */
export function insertDependent(db: Db, card: Cliente, nome: string) {
  return insertCliente(db, {
    titular_id: card.id,
    empresa_id: card.empresa_id,
    perfil_id: PERFIL.dependente,
    nome,
  });
}

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return h;
}
