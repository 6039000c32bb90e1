import { formatBRL, formatDate, maskCpf } from '@clube/contract';
import type { CompanyKey } from './companies.js';
import { COMPANIES } from './companies.js';
import type { SeedContext } from './context.js';
import { addDays, monthDay } from './dates.js';
import type { SeededMember, SeededMembers } from './members.js';
import { boletoPdf } from './pdf.js';

export interface ContractDef {
  status: 'Ativo' | 'Encerrado';
  forma: string;
  valorCentavos: number;
  plano: string;
  /** Months before today's month the contract started; for a closed one, how many months it lasted. */
  startMonthsAgo: number;
  months?: number;
}

const DUE_DAY = 10;

const STATUS = { paid: 'Pago', open: 'Em aberto', overdue: 'Vencido' } as const;

function digitableLine(ctx: SeedContext, valorCentavos: number, due: string): string {
  const block = (n: number): string =>
    Array.from({ length: n }, () => ctx.random.int(0, 9)).join('');
  const factor = String(Math.round(Date.parse(due) / 86_400_000) % 10_000).padStart(4, '0');
  return `23790.${block(5)} ${block(5)}.${block(6)} ${block(5)}.${block(6)} ${ctx.random.int(1, 9)} ${factor}${String(valorCentavos).padStart(10, '0')}`;
}

/** One contract of a member's card and its invoices (also used by the browser tests' own members). */
export async function seedContract(
  ctx: SeedContext,
  member: Pick<SeededMember, 'nome' | 'cpf'>,
  company: CompanyKey,
  clienteId: number,
  def: ContractDef,
): Promise<void> {
  const { db, media, today } = ctx;
  const palette = COMPANIES.find((c) => c.key === company)?.palette;
  const inicio = monthDay(today, -def.startMonthsAgo, 1);
  const closed = def.status === 'Encerrado';
  const fim = closed
    ? addDays(monthDay(today, -def.startMonthsAgo + (def.months ?? 12), 1), -1)
    : null;

  const { id: contratoId } = await db
    .insertInto('contrato')
    .values({
      cliente_id: clienteId,
      status: def.status,
      forma_pagamento: def.forma,
      valor_mensal_centavos: def.valorCentavos,
      inicio,
      fim,
      plano: def.plano,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // Closed: its last months, all paid. Active: the last six months and the next one; last month's is
  // overdue and next month's open whatever day the seed runs.
  const offsets = closed
    ? [4, 3, 2, 1].map((back) => -def.startMonthsAgo + (def.months ?? 12) - back)
    : [-5, -4, -3, -2, -1, 0, 1];
  const faturas = [];
  for (const offset of offsets) {
    const vencimento = monthDay(today, offset, DUE_DAY);
    const status =
      closed || offset < -1 || (offset === 0 && vencimento < today)
        ? STATUS.paid
        : offset === -1
          ? STATUS.overdue
          : STATUS.open;
    let boleto = '';
    if (status !== STATUS.paid) {
      const pdf = await boletoPdf(
        {
          company: COMPANIES.find((c) => c.key === company)?.nome ?? '',
          payer: member.nome,
          cpf: maskCpf(member.cpf),
          dueDate: formatDate(vencimento),
          amount: formatBRL(def.valorCentavos / 100),
          digitableLine: digitableLine(ctx, def.valorCentavos, vencimento),
          color: palette?.primary ?? '#0f172a',
        },
        new Date(ctx.now),
      );
      boleto = media.add(`boleto-${contratoId}-${vencimento.slice(0, 7)}`, 'application/pdf', pdf);
    }
    faturas.push({
      contrato_id: contratoId,
      vencimento,
      pago_em: status === STATUS.paid ? addDays(vencimento, -ctx.random.int(0, 4)) : null,
      forma_pagamento: def.forma,
      boleto,
      status,
      valor_centavos: def.valorCentavos,
    });
  }
  await db.insertInto('fatura').values(faturas).execute();
}

export async function seedContracts(ctx: SeedContext, members: SeededMembers): Promise<void> {
  const { demo, firstAccess, termsPending, singleCompany } = members;
  const card = (member: SeededMember, company: CompanyKey): number => {
    const id = member.cards[company]?.clienteId;
    if (id === undefined) throw new Error(`${member.nome} has no ${company} card`);
    return id;
  };

  await seedContract(ctx, demo, 'viva', card(demo, 'viva'), {
    status: 'Ativo',
    forma: 'Boleto bancário',
    valorCentavos: 8990,
    plano: 'Plano Família Plus',
    startMonthsAgo: 20,
  });
  await seedContract(ctx, demo, 'viva', card(demo, 'viva'), {
    status: 'Encerrado',
    forma: 'Cartão de crédito',
    valorCentavos: 4990,
    plano: 'Plano Individual Essencial',
    startMonthsAgo: 44,
    months: 24,
  });
  await seedContract(ctx, firstAccess, 'amigo', card(firstAccess, 'amigo'), {
    status: 'Ativo',
    forma: 'Pix',
    valorCentavos: 3990,
    plano: 'Plano Servidor',
    startMonthsAgo: 9,
  });
  await seedContract(ctx, termsPending, 'viva', card(termsPending, 'viva'), {
    status: 'Ativo',
    forma: 'Débito em conta',
    valorCentavos: 5990,
    plano: 'Plano Individual Plus',
    startMonthsAgo: 14,
  });
  await seedContract(ctx, singleCompany, 'amigo', card(singleCompany, 'amigo'), {
    status: 'Ativo',
    forma: 'Boleto bancário',
    valorCentavos: 6990,
    plano: 'Plano Família Servidor',
    startMonthsAgo: 30,
  });
}
