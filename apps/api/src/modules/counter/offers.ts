import { todayInBrazil } from '@clube/contract';
import type { CounterOffer } from '@clube/contract/partner';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { precompiled } from '../../lib/precompiled.js';
import { discountOf } from './discount.js';

type Db = Kysely<Database>;

const offerRow = precompiled((db, arg) =>
  db
    .selectFrom('parceiro as p')
    .select([
      'p.id',
      'p.desconto',
      'p.resumo',
      'p.beneficio',
      'p.desconto_tipo',
      'p.desconto_valor',
    ])
    .where('p.id', '=', arg<number>(0))
    .where('p.ativo', '=', 1)
    .where((eb) => eb.or([eb('p.validade', 'is', null), eb('p.validade', '>=', arg<string>(1))]))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('parceiro_menu as pm')
          .innerJoin('menu_parceiro as m', 'm.id', 'pm.menu_parceiro_id')
          .select('pm.parceiro_id')
          .whereRef('pm.parceiro_id', '=', 'p.id')
          .where('m.empresa_id', '=', arg<number>(2))
          .where('m.ativo', '=', 1),
      ),
    ),
);

/**
 * The partner's offers for a member of a company: today a partner has one offer (its discount), and
 * it applies when one of the company's switched-on menus lists the partner, the partner is active
 * and its validity has not passed — what the member app shows them.
 */
export async function offersFor(
  db: Db,
  parceiroId: number,
  empresaId: number,
  now: Date,
): Promise<CounterOffer[]> {
  const [row] = await offerRow(db, [parceiroId, todayInBrazil(now), empresaId]);
  if (!row) return [];
  return [
    {
      id: row.id,
      titulo: row.desconto.trim() || 'Desconto de parceiro',
      descricao: (row.resumo.trim() || row.beneficio.trim()).slice(0, 500),
      desconto: discountOf(row),
    },
  ];
}
