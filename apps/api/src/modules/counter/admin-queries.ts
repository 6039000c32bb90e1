import { sql, type Kysely } from 'kysely';
import type { AdminUse, UseStatus } from '@clube/contract/admin';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;
export type Scope = 'all' | readonly number[];

export interface UseFilters {
  from?: string | undefined;
  to?: string | undefined;
  parceiroId?: number | undefined;
  empresaId?: number | undefined;
  status?: UseStatus | undefined;
}

/** The use log's rows the scope sees (its companies' cards' uses), with the filters. */
export function useLogQuery(db: Db, scope: Scope, f: UseFilters) {
  let q = db
    .selectFrom('uso as u')
    .innerJoin('parceiro as p', 'p.id', 'u.parceiro_id')
    .innerJoin('empresa as e', 'e.id', 'u.empresa_id')
    .innerJoin('cliente as c', 'c.id', 'u.cliente_id')
    .innerJoin('parceiro_atendente as a', 'a.id', 'u.atendente_id')
    .leftJoin('parceiro_atendente as da', 'da.id', 'u.desfeito_por_atendente_id')
    .leftJoin('operador as dop', 'dop.id', 'u.desfeito_por_operador_id')
    .leftJoin('uso_reporte as r', 'r.uso_id', 'u.id');
  if (scope !== 'all') q = q.where('u.empresa_id', 'in', scope.length ? [...scope] : [-1]);
  if (f.from) q = q.where('u.dia', '>=', f.from);
  if (f.to) q = q.where('u.dia', '<=', f.to);
  if (f.parceiroId) q = q.where('u.parceiro_id', '=', f.parceiroId);
  if (f.empresaId) q = q.where('u.empresa_id', '=', f.empresaId);
  if (f.status === 'registrado') q = q.where('u.desfeito_em', 'is', null);
  if (f.status === 'desfeito') q = q.where('u.desfeito_em', 'is not', null);
  if (f.status === 'reportado') q = q.where('r.id', 'is not', null);
  return q;
}

export const USE_LOG_COLUMNS = [
  'u.id',
  'u.registrado_em',
  'u.oferta_titulo',
  'u.valor_compra',
  'u.economia',
  'u.desfeito_em',
  'p.id as parceiro_id',
  'p.nome as parceiro_nome',
  'e.id as empresa_id',
  'e.nome as empresa_nome',
  'c.id as cliente_id',
  'c.nome as cliente_nome',
  'c.numero_carteirinha',
  'a.id as atendente_id',
  'a.nome as atendente_nome',
  'da.nome as desfeito_atendente',
  'dop.nome as desfeito_operador',
  'r.id as reporte_id',
] as const;

export interface UseLogRow {
  id: number;
  registrado_em: string;
  oferta_titulo: string;
  valor_compra: number | null;
  economia: number | null;
  desfeito_em: string | null;
  parceiro_id: number;
  parceiro_nome: string;
  empresa_id: number;
  empresa_nome: string;
  cliente_id: number;
  cliente_nome: string;
  numero_carteirinha: string;
  atendente_id: number;
  atendente_nome: string;
  desfeito_atendente: string | null;
  desfeito_operador: string | null;
  reporte_id: number | null;
}

export function toAdminUse(r: UseLogRow): AdminUse {
  return {
    id: r.id,
    registradoEm: r.registrado_em,
    parceiro: { id: r.parceiro_id, nome: r.parceiro_nome },
    empresa: { id: r.empresa_id, nome: r.empresa_nome },
    membro: { id: r.cliente_id, nome: r.cliente_nome, carteirinha: r.numero_carteirinha },
    atendente: { id: r.atendente_id, nome: r.atendente_nome },
    oferta: r.oferta_titulo,
    valorCompra: r.valor_compra,
    economia: r.economia,
    desfeitoEm: r.desfeito_em,
    desfeitoPor:
      r.desfeito_atendente ?? (r.desfeito_operador ? `Operador: ${r.desfeito_operador}` : null),
    reportado: r.reporte_id !== null,
  };
}

/** Uses not undone, grouped by a key, with counts and cents. */
export function usesTotals(db: Db, scope: Scope, f: UseFilters) {
  return useLogQuery(db, scope, { ...f, status: 'registrado' }).select((eb) => [
    eb.fn.countAll<number | string>().as('usos'),
    sql<number | string>`coalesce(sum(u.economia), 0)`.as('economia'),
    sql<number | string>`coalesce(sum(u.valor_compra), 0)`.as('valorCompras'),
  ]);
}
