import type { SeedContext } from './context.js';
import { addDays } from './dates.js';
import type { SeededMembers } from './members.js';
import type { PartnerIds } from './partners.js';

/** Ratings already given and recent visits, so partner details show the "already rated" state. */
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
}
