import {
  ADMIN_COUNTER_MESSAGES,
  adminEndpoints,
  USE_STATUS_LABELS,
  type PartnerStaff,
} from '@clube/contract/admin';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { csvDownloadHeaders, toCsv } from '../../lib/csv-write.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict, forbidden, notFound } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/password.js';
import { pageWindow } from '../admin/list.js';
import { generatePassword } from '../admin/operators/service.js';
import { mayEditFields, partnerCompanyIds } from '../admin/partners/service.js';
import { adminRoute, preparedAdminRoute } from '../admin/route.js';
import {
  toAdminUse,
  useLogQuery,
  USE_LOG_COLUMNS,
  usesTotals,
  type Scope,
  type UseLogRow,
} from './admin-queries.js';

type Db = Kysely<Database>;

const inScope = (scope: Scope, companyIds: readonly number[]) =>
  scope === 'all' || companyIds.some((c) => scope.includes(c));

/** The partner's companies when the scope sees it (one of them lists it), else 404. */
async function partnerCompaniesInScope(db: Db, parceiroId: number, scope: Scope) {
  const exists = await db
    .selectFrom('parceiro')
    .select('id')
    .where('id', '=', parceiroId)
    .executeTakeFirst();
  const companyIds = exists ? await partnerCompanyIds(db, parceiroId) : [];
  if (!exists || !inScope(scope, companyIds)) throw notFound('Parceiro não encontrado.');
  return companyIds;
}

const auditCompany = (companyIds: readonly number[], scope: Scope) =>
  (scope === 'all' ? companyIds : companyIds.filter((c) => scope.includes(c)))[0] ?? null;

function staffQuery(db: Db) {
  return db
    .selectFrom('parceiro_atendente')
    .select([
      'id',
      'parceiro_id',
      'nome',
      'email',
      'desativado_em',
      'alterar_senha',
      'ultimo_acesso_em',
      'criado_em',
    ]);
}
type StaffRow = Awaited<ReturnType<ReturnType<typeof staffQuery>['execute']>>[number];

const toStaff = (r: StaffRow): PartnerStaff => ({
  id: r.id,
  parceiroId: r.parceiro_id,
  nome: r.nome,
  email: r.email,
  ativo: r.desativado_em === null,
  alterarSenha: r.alterar_senha === 1,
  ultimoAcessoEm: r.ultimo_acesso_em,
  criadoEm: r.criado_em,
});

/** A staff account the scope may change (every company listing its partner is the scope's). */
async function staffForWrite(db: Db, id: number, scope: Scope) {
  const row = await staffQuery(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(ADMIN_COUNTER_MESSAGES.staffNotFound);
  const companyIds = await partnerCompanyIds(db, row.parceiro_id);
  if (!inScope(scope, companyIds)) throw notFound(ADMIN_COUNTER_MESSAGES.staffNotFound);
  if (!mayEditFields(scope, companyIds)) throw forbidden();
  return { row, companyIds };
}

const money = (cents: number | null) =>
  cents === null ? '' : (cents / 100).toFixed(2).replace('.', ',');

/**
 * The partner counter in the console: staff accounts per partner (an operator manages those of
 * partners only their companies list, as for the partner's own fields), the use log of the scope's
 * companies' cards with its CSV, the uses members reported, and the uses report. Audited.
 */
export async function adminCounterRoutes(app: FastifyInstance): Promise<void> {
  const cost = app.config.passwordCost;
  const newPassword = async () => {
    const plain = generatePassword();
    return { plain, hash: await hashPassword(plain, { cost }) };
  };

  adminRoute(app, adminEndpoints.listPartnerStaff, async (request, { db, scope }) => {
    await partnerCompaniesInScope(db, request.params.id, scope);
    const rows = await staffQuery(db)
      .where('parceiro_id', '=', request.params.id)
      .orderBy('nome')
      .orderBy('id')
      .execute();
    return { data: rows.map(toStaff) };
  });

  preparedAdminRoute(
    app,
    adminEndpoints.createPartnerStaff,
    newPassword,
    async (request, { db, scope, audit, prepared }) => {
      const companyIds = await partnerCompaniesInScope(db, request.params.id, scope);
      if (!mayEditFields(scope, companyIds)) throw forbidden();
      const now = new Date().toISOString();
      let id: number;
      try {
        const row = await db
          .insertInto('parceiro_atendente')
          .values({
            parceiro_id: request.params.id,
            nome: request.body.nome,
            email: request.body.email,
            senha_hash: prepared.hash,
            alterar_senha: 1,
            criado_em: now,
            atualizado_em: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = row.id;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(ADMIN_COUNTER_MESSAGES.staffEmailTaken);
        throw error;
      }
      const staff = toStaff(await staffQuery(db).where('id', '=', id).executeTakeFirstOrThrow());
      await audit({
        recordId: id,
        after: { nome: staff.nome, email: staff.email, parceiroId: staff.parceiroId },
        companyId: auditCompany(companyIds, scope),
      });
      return { atendente: staff, senhaTemporaria: prepared.plain };
    },
  );

  adminRoute(app, adminEndpoints.updatePartnerStaff, async (request, { db, scope, audit }) => {
    const { row, companyIds } = await staffForWrite(db, request.params.id, scope);
    const before = toStaff(row);
    const { nome, ativo } = request.body;
    const now = new Date().toISOString();
    await db
      .updateTable('parceiro_atendente')
      .set({
        atualizado_em: now,
        ...(nome !== undefined ? { nome } : {}),
        ...(ativo === undefined
          ? {}
          : { desativado_em: ativo ? null : (row.desativado_em ?? now) }),
      })
      .where('id', '=', row.id)
      .execute();
    if (ativo === false) await app.partnerSessions.endAll(db, row.id);
    const after = toStaff(await staffQuery(db).where('id', '=', row.id).executeTakeFirstOrThrow());
    await audit({
      recordId: row.id,
      before: { nome: before.nome, ativo: before.ativo },
      after: { nome: after.nome, ativo: after.ativo },
      companyId: auditCompany(companyIds, scope),
    });
    return after;
  });

  preparedAdminRoute(
    app,
    adminEndpoints.resetPartnerStaffPassword,
    newPassword,
    async (request, { db, scope, audit, prepared }) => {
      const { row, companyIds } = await staffForWrite(db, request.params.id, scope);
      await db
        .updateTable('parceiro_atendente')
        .set({
          senha_hash: prepared.hash,
          alterar_senha: 1,
          atualizado_em: new Date().toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
      await app.partnerSessions.endAll(db, row.id);
      await audit({ recordId: row.id, companyId: auditCompany(companyIds, scope) });
      const staff = toStaff(
        await staffQuery(db).where('id', '=', row.id).executeTakeFirstOrThrow(),
      );
      return { atendente: staff, senhaTemporaria: prepared.plain };
    },
  );

  adminRoute(app, adminEndpoints.listUses, async (request, { db, scope, authorize }) => {
    const { sort, order, page, perPage, ...filters } = request.query;
    if (filters.empresaId) authorize({ companyId: filters.empresaId });
    const base = useLogQuery(db, scope, filters);
    const { offset, limit } = pageWindow({ page, perPage });
    const [rows, count] = await Promise.all([
      base
        .select(USE_LOG_COLUMNS)
        .orderBy(sort === 'economia' ? 'u.economia' : 'u.registrado_em', order)
        .orderBy('u.id', order)
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { data: (rows as UseLogRow[]).map(toAdminUse), total: Number(count.total) };
  });

  adminRoute(app, adminEndpoints.usesCsv, async (request, { db, scope, authorize }, reply) => {
    const filters = request.query;
    if (filters.empresaId) authorize({ companyId: filters.empresaId });
    const rows = (await useLogQuery(db, scope, filters)
      .select(USE_LOG_COLUMNS)
      .orderBy('u.registrado_em', 'desc')
      .orderBy('u.id', 'desc')
      .limit(50_000)
      .execute()) as UseLogRow[];
    void reply.headers(
      csvDownloadHeaders(`usos-${filters.from ?? 'inicio'}-${filters.to ?? 'hoje'}.csv`),
    );
    return toCsv([
      [
        'Data e hora',
        'Parceiro',
        'Empresa',
        'Membro',
        'Cartão',
        'Atendente',
        'Oferta',
        'Valor da compra (R$)',
        'Economia (R$)',
        'Situação',
      ],
      ...rows.map((r) => {
        const use = toAdminUse(r);
        const status = use.desfeitoEm ? 'desfeito' : use.reportado ? 'reportado' : 'registrado';
        return [
          use.registradoEm,
          use.parceiro.nome,
          use.empresa.nome,
          use.membro.nome,
          use.membro.carteirinha,
          use.atendente.nome,
          use.oferta,
          money(use.valorCompra),
          money(use.economia),
          USE_STATUS_LABELS[status],
        ];
      }),
    ]);
  });

  const reportQuery = (db: Db, scope: Scope) =>
    db
      .selectFrom('uso_reporte as rp')
      .innerJoin('uso as u0', 'u0.id', 'rp.uso_id')
      .leftJoin('operador as rv', 'rv.id', 'rp.revisado_por')
      .where((eb) =>
        scope === 'all'
          ? eb.lit(true)
          : eb('u0.empresa_id', 'in', scope.length ? [...scope] : [-1]),
      );

  const readReports = async (db: Db, scope: Scope, ids: number[]) => {
    if (ids.length === 0) return [];
    const reports = await reportQuery(db, scope)
      .select([
        'rp.id',
        'rp.uso_id',
        'rp.criado_em',
        'rp.comentario',
        'rp.revisado_em',
        'rp.nota',
        'rv.nome as revisor',
      ])
      .where('rp.id', 'in', ids)
      .execute();
    if (reports.length === 0) return [];
    const uses = (await useLogQuery(db, scope, {})
      .select(USE_LOG_COLUMNS)
      .where(
        'u.id',
        'in',
        reports.map((r) => r.uso_id),
      )
      .execute()) as UseLogRow[];
    const byId = new Map(uses.map((u) => [u.id, toAdminUse(u)]));
    return ids.flatMap((id) => {
      const r = reports.find((x) => x.id === id);
      const uso = r && byId.get(r.uso_id);
      if (!r || !uso) return [];
      return [
        {
          id: r.id,
          criadoEm: r.criado_em,
          comentario: r.comentario,
          status: r.revisado_em ? ('revisado' as const) : ('pendente' as const),
          revisadoEm: r.revisado_em,
          revisadoPor: r.revisor,
          nota: r.nota,
          uso,
        },
      ];
    });
  };

  adminRoute(app, adminEndpoints.listUseReports, async (request, { db, scope, authorize }) => {
    const { sort: _sort, order, page, perPage, status, empresaId } = request.query;
    if (empresaId) authorize({ companyId: empresaId });
    let base = reportQuery(db, scope);
    if (status === 'pendente') base = base.where('rp.revisado_em', 'is', null);
    if (status === 'revisado') base = base.where('rp.revisado_em', 'is not', null);
    if (empresaId) base = base.where('u0.empresa_id', '=', empresaId);
    const { offset, limit } = pageWindow({ page, perPage });
    const [ids, count] = await Promise.all([
      base
        .select('rp.id')
        .orderBy('rp.criado_em', order)
        .orderBy('rp.id', order)
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return {
      data: await readReports(
        db,
        scope,
        ids.map((r) => r.id),
      ),
      total: Number(count.total),
    };
  });

  adminRoute(
    app,
    adminEndpoints.reviewUseReport,
    async (request, { db, scope, operator, audit }) => {
      const [current] = await readReports(db, scope, [request.params.id]);
      if (!current) throw notFound(ADMIN_COUNTER_MESSAGES.reportNotFound);
      if (current.status === 'revisado')
        throw conflict(ADMIN_COUNTER_MESSAGES.reportAlreadyReviewed);
      const now = new Date().toISOString();
      await db
        .updateTable('uso_reporte')
        .set({ revisado_em: now, revisado_por: operator.id, nota: request.body.nota })
        .where('id', '=', current.id)
        .execute();
      if (request.body.desfazerUso && current.uso.desfeitoEm === null)
        await db
          .updateTable('uso')
          .set({ desfeito_em: now, desfeito_por_operador_id: operator.id })
          .where('id', '=', current.uso.id)
          .where('desfeito_em', 'is', null)
          .execute();
      const [after] = await readReports(db, scope, [current.id]);
      await audit({
        recordId: current.id,
        action: request.body.desfazerUso ? 'reviewAndUndo' : 'review',
        before: { status: current.status, usoDesfeito: current.uso.desfeitoEm !== null },
        after: {
          status: after!.status,
          usoDesfeito: after!.uso.desfeitoEm !== null,
          nota: after!.nota,
        },
        companyId: current.uso.empresa.id,
      });
      return after!;
    },
  );

  adminRoute(app, adminEndpoints.usesReport, async (request, { db, scope, authorize }) => {
    const q = request.query;
    if (q.empresaId) authorize({ companyId: q.empresaId });
    const filters = { from: q.from, to: q.to, empresaId: q.empresaId, parceiroId: q.parceiroId };
    const figures = (r: {
      usos: number | string;
      economia: number | string;
      valorCompras: number | string;
    }) => ({
      usos: Number(r.usos),
      economia: Number(r.economia),
      valorCompras: Number(r.valorCompras),
    });
    const [total, porParceiro, porEmpresa, porDia] = await Promise.all([
      usesTotals(db, scope, filters).executeTakeFirstOrThrow(),
      usesTotals(db, scope, filters)
        .select(['p.id', 'p.nome'])
        .groupBy(['p.id', 'p.nome'])
        .orderBy('usos', 'desc')
        .orderBy('p.id')
        .limit(50)
        .execute(),
      usesTotals(db, scope, filters)
        .select(['e.id', 'e.nome'])
        .groupBy(['e.id', 'e.nome'])
        .orderBy('e.nome')
        .execute(),
      usesTotals(db, scope, filters).select('u.dia').groupBy('u.dia').orderBy('u.dia').execute(),
    ]);
    return {
      from: q.from,
      to: q.to,
      total: figures(total),
      porParceiro: porParceiro.map((r) => ({ id: r.id, nome: r.nome, ...figures(r) })),
      porEmpresa: porEmpresa.map((r) => ({ id: r.id, nome: r.nome, ...figures(r) })),
      porDia: porDia.map((r) => ({ dia: r.dia, ...figures(r) })),
    };
  });
}
