import { insertSignInEvent } from '../../modules/user/queries.js';
import type { SeedContext } from './context.js';
import { addDays } from './dates.js';
import type { SeededMembers } from './members.js';
import type { PartnerIds } from './partners.js';

/**
 * Ratings already given, recent visits and sign-ins, so partner details show the "already rated"
 * state and the console's reports have something to chart.
 */
const RATINGS: [
  account: 'demo' | 'termsPending',
  partner: string,
  nota: number,
  comentario: string,
][] = [
  ['demo', 'Café Aroma', 5, 'Café excelente e o desconto foi aplicado sem complicação.'],
  ['demo', 'Padaria São João', 4, 'Pão quentinho às 7h. Só faltou estacionamento.'],
  ['termsPending', 'Ótica Visão', 5, 'Atendimento atencioso, óculos prontos em três dias.'],
];

const VISITS = [
  'Café Aroma',
  'Padaria São João',
  'Ótica Visão',
  'Farmácia Bem Viver',
  'Cine Estação',
];

export async function seedRatings(
  ctx: SeedContext,
  members: SeededMembers,
  partners: PartnerIds,
): Promise<void> {
  const { db, now, today } = ctx;
  const partnerId = (nome: string): number => {
    const id = partners.get(nome);
    if (id === undefined) throw new Error(`partner ${nome} is not seeded`);
    return id;
  };
  const vivaCard = (account: 'demo' | 'termsPending'): number => {
    const id = members[account].cards.viva?.clienteId;
    if (id === undefined) throw new Error(`${account} has no viva card`);
    return id;
  };

  await db
    .insertInto('avaliacao')
    .values(
      RATINGS.map(([account, partner, nota, comentario]) => ({
        parceiro_id: partnerId(partner),
        cliente_id: vivaCard(account),
        titular_id: vivaCard(account),
        nota,
        comentario,
        created_at: now,
      })),
    )
    .execute();

  await db
    .insertInto('parceiro_acesso')
    .values(
      VISITS.map((partner, i) => ({
        parceiro_id: partnerId(partner),
        cliente_id: vivaCard('demo'),
        dia: addDays(today, -i),
      })),
    )
    .execute();

  // The card's company on each visit, as the app's own insert writes it.
  await db
    .updateTable('parceiro_acesso')
    .set((eb) => ({
      empresa_id: eb
        .selectFrom('cliente')
        .select('cliente.empresa_id')
        .whereRef('cliente.id', '=', 'parceiro_acesso.cliente_id'),
    }))
    .where('empresa_id', 'is', null)
    .execute();

  // As the member Login records them: the event and the companies' day counters.
  for (const daysAgo of [0, 1, 1, 3, 6])
    await insertSignInEvent(
      db,
      members.demo.usuarioId,
      new Date(`${addDays(today, -daysAgo)}T13:00:00.000Z`),
    );
}
