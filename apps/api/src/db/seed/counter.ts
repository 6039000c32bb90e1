import { todayInBrazil } from '@clube/contract';
import { DEMO_PARTNER_STAFF, DEMO_PARTNER_STAFF_PASSWORD } from '../../demo.js';
import { hashPassword } from '../../lib/password.js';
import type { SeedContext } from './context.js';
import type { SeededMembers } from './members.js';
import type { PartnerIds } from './partners.js';

/**
 * The partner counter's demo data: a staff account at each company's favourite partner
 * (DEMO_PARTNER_STAFF), structured discounts on those partners, and a few past uses of the demo
 * member's card so 'Meus usos', the home's savings and the reports are not empty.
 */
const DISCOUNTS: Record<string, { tipo: 'percentual' | 'valor'; valor: number }> = {
  // As their free-text lines say ('15% de desconto', '10% de desconto').
  'Café Colonial Dona Rosa': { tipo: 'percentual', valor: 15 },
  'Restaurante Sabor Mineiro': { tipo: 'percentual', valor: 15 },
  'Sorveteria Polo Norte': { tipo: 'percentual', valor: 10 },
};

/** Days ago, purchase value and saving of the demo member's past uses at Viva Mais's favourite. */
const PAST_USES = [
  { daysAgo: 2, hour: 13, valorCompra: 4250 },
  { daysAgo: 9, hour: 17, valorCompra: 2890 },
  { daysAgo: 23, hour: 10, valorCompra: 6100 },
] as const;

export async function seedCounter(
  ctx: SeedContext,
  partners: PartnerIds,
  members: SeededMembers,
  options: { passwordCost?: number | undefined } = {},
): Promise<void> {
  const { db, now } = ctx;
  const hash = await hashPassword(
    DEMO_PARTNER_STAFF_PASSWORD,
    options.passwordCost === undefined ? {} : { cost: options.passwordCost },
  );
  for (const [nome, d] of Object.entries(DISCOUNTS)) {
    const id = partners.get(nome);
    if (id === undefined) throw new Error(`partner ${nome} is not seeded`);
    await db
      .updateTable('parceiro')
      .set({ desconto_tipo: d.tipo, desconto_valor: d.valor })
      .where('id', '=', id)
      .execute();
  }
  const staffIds = new Map<string, number>();
  for (const staff of DEMO_PARTNER_STAFF) {
    const parceiroId = partners.get(staff.partner);
    if (parceiroId === undefined) throw new Error(`partner ${staff.partner} is not seeded`);
    const { id } = await db
      .insertInto('parceiro_atendente')
      .values({
        parceiro_id: parceiroId,
        nome: `Balcão ${staff.partner}`,
        email: staff.email,
        senha_hash: hash,
        alterar_senha: 0,
        criado_em: now,
        atualizado_em: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    staffIds.set(staff.company, id);
  }

  const viva = DEMO_PARTNER_STAFF[0];
  const parceiroId = partners.get(viva.partner)!;
  const atendenteId = staffIds.get(viva.company)!;
  const card = members.demo.cards.viva;
  if (!card) return;
  const empresa = await db
    .selectFrom('cliente')
    .select('empresa_id')
    .where('id', '=', card.clienteId)
    .executeTakeFirstOrThrow();
  const percentual = DISCOUNTS[viva.partner]!.valor;
  const partner = await db
    .selectFrom('parceiro')
    .select('desconto')
    .where('id', '=', parceiroId)
    .executeTakeFirstOrThrow();
  for (const [i, use] of PAST_USES.entries()) {
    const at = new Date(Date.parse(now) - use.daysAgo * 86_400_000);
    at.setUTCHours(use.hour + 3, 15 + i * 7, 0, 0);
    const registradoEm = at.toISOString();
    const { id: verificacao } = await db
      .insertInto('parceiro_verificacao')
      .values({
        atendente_id: atendenteId,
        parceiro_id: parceiroId,
        cliente_id: card.clienteId,
        resultado: 'VALIDO',
        passo: Math.floor(at.getTime() / 30_000),
        token: `demo-${i}`,
        criado_em: registradoEm,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('uso')
      .values({
        parceiro_id: parceiroId,
        atendente_id: atendenteId,
        cliente_id: card.clienteId,
        empresa_id: empresa.empresa_id,
        verificacao_id: verificacao,
        oferta_id: parceiroId,
        oferta_titulo: partner.desconto,
        valor_compra: use.valorCompra,
        economia: Math.round((use.valorCompra * percentual) / 100),
        chave_idempotencia: null,
        registrado_em: registradoEm,
        dia: todayInBrazil(at),
      })
      .execute();
  }
}
