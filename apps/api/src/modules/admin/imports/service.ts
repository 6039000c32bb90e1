import { ERROR_CODES, maskCpf, todayInBrazil } from '@clube/contract';
import {
  hideCpf,
  IMPORT_COLUMNS,
  importValueText,
  IMPORT_FIRST_PASSWORD,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ImportColumnKey,
  type ImportCreatePreview,
  type ImportFieldChange,
  type ImportFirstPassword,
  type ImportJob,
  type ImportUpdatePreview,
  type MemberImportRow,
} from '@clube/contract/admin';
import type { Kysely } from 'kysely';
import { newClienteRow } from '../../../db/cliente-row.js';
import type { ClienteUpdate, Database, NewCliente } from '../../../db/schema.js';
import { CsvError, readCsv, type CsvTable } from '../../../lib/csv-read.js';
import { toCsv } from '../../../lib/csv-write.js';
import { badRequest, HttpError } from '../../../lib/http-error.js';
import { firstPasswordMessage, makeFirstPassword, type FirstPassword } from './first-password.js';
import {
  CARD_COLUMNS,
  cardChanges,
  cardOf,
  countPlans,
  DEFAULT_IMPORT_PROFILE,
  planRows,
  type PlanInput,
  type RowPlan,
} from './plan.js';
import {
  countActions,
  countMissingCards,
  dropLines,
  endCards,
  findJob,
  findMembersByCpf,
  listPlannedLines,
  insertClientes,
  insertJob,
  insertLines,
  insertOutbox,
  insertUsuarios,
  listErrorLines,
  listLines,
  listMissingCards,
  moveJob,
  setLineOutcome,
  updateClientes,
  updateJob,
  type JobRow,
} from './queries.js';
import { markReactivated } from '../members/service.js';
import { checkRows, mapHeader, type CheckedRow, type ColumnMap } from './rows.js';
import { searchKey } from '../../../lib/search-key.js';
import { queueMemberEvents } from '../../integration/webhooks/member-events.js';

type Db = Kysely<Database>;

/**
 * What an import writes to the audit log: the job, each member created or updated, each card
 * ended. CPFs go in fields named `cpf`, which the audit writer masks (modules/admin/audit.ts).
 */
export interface ImportAuditEntry {
  resource: 'imports' | 'members';
  recordId: number;
  action: 'create' | 'addCard' | 'update' | 'endCard';
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}
/** Writes audit rows in the transaction it is given (the operator and address are bound). */
export type ImportAudit = (db: Db, entries: readonly ImportAuditEntry[]) => Promise<void>;

/* ---------------------------------------------------------------- the file */

export interface MemberFile {
  table: CsvTable;
  columns: ColumnMap;
  rows: CheckedRow[];
}

/**
 * Reads and validates an uploaded file, row by row; a file refused as a whole (size, binary,
 * columns, no CPF column, no rows) throws 413/400 with the reason in Portuguese.
 */
export function readMemberFile(bytes: Buffer): MemberFile {
  let table: CsvTable;
  try {
    table = readCsv(
      bytes,
      { bytes: IMPORT_LIMITS.fileBytes, rows: IMPORT_LIMITS.rows, columns: IMPORT_LIMITS.columns },
      IMPORT_MESSAGES,
    );
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw error.statusCode === 413
      ? new HttpError(413, error.message, ERROR_CODES.payloadTooLarge)
      : badRequest(error.message);
  }
  const columns = mapHeader(table.header);
  if (table.records.length === 0) throw badRequest(IMPORT_MESSAGES.noRows);
  return { table, columns, rows: checkRows(table.records, columns) };
}

/** The template: the header and one example line. */
export function templateCsv(): string {
  return toCsv([IMPORT_COLUMNS.map((c) => c.header), IMPORT_COLUMNS.map((c) => c.example)]);
}

/* ---------------------------------------------------------------- the dry run */

export interface DryRunInput {
  companyId: number;
  operatorId: number;
  fileName: string;
  firstPassword: ImportFirstPassword;
  file: MemberFile;
  now: Date;
}

/** Plans every row, stores the job and its lines (status dry_run); answers the job's id. */
export async function createDryRun(db: Db, input: DryRunInput): Promise<number> {
  const { file, now } = input;
  const plans = await planRows(db, input.companyId, file.rows, input.firstPassword);
  const counts = countPlans(plans);
  const at = now.toISOString();
  const { id } = await insertJob(db, {
    empresa_id: input.companyId,
    operador_id: input.operatorId,
    nome_arquivo: input.fileName,
    status: 'dry_run',
    senha_inicial: input.firstPassword,
    codificacao: file.table.encoding,
    separador: file.table.delimiter,
    cabecalho: JSON.stringify(file.table.header),
    colunas_ignoradas: JSON.stringify(file.columns.ignored),
    total: file.rows.length,
    criar: counts.create,
    atualizar: counts.update,
    inalterado: counts.unchanged,
    erro: counts.error,
    ausentes: 0,
    created_at: at,
    updated_at: at,
    concluido_em: null,
  });
  await insertLines(
    db,
    file.rows.map((row, i) => {
      const plan = plans[i] as RowPlan;
      return {
        importacao_id: id,
        linha: row.line,
        acao: plan.action,
        cpf: row.cpf,
        erro: plan.action === 'error' ? plan.error : null,
        dados: row.row === null ? null : JSON.stringify(row.row),
        original: JSON.stringify(row.original),
      };
    }),
  );
  await updateJob(db, id, { ausentes: await countMissingCards(db, input.companyId, id) });
  return id;
}

/* ---------------------------------------------------------------- reading a job */

/** A CPF as the operator reads it: masked when it is one, else as written. */
const shownCpf = (cpf: string) => (/^\d{11}$/.test(cpf) ? maskCpf(cpf) : cpf);

export function findImportJob(db: Db, id: number): Promise<JobRow | undefined> {
  return findJob(db, id);
}

/**
 * The dry run's first rows to create and to update, the updates compared field by field with the
 * member's card as it is now: the confirmed write plans again in its transaction, so this is what
 * it would change. CPFs masked, values as an operator reads them.
 */
async function dryRunPreview(
  db: Db,
  job: JobRow,
): Promise<{ creates: ImportCreatePreview[]; updates: ImportUpdatePreview[] }> {
  const creates = await listPlannedLines(db, job.id, 'create', IMPORT_LIMITS.firstPreview);
  const updates = await listPlannedLines(db, job.id, 'update', IMPORT_LIMITS.firstPreview);
  const members = await findMembersByCpf(
    db,
    job.empresa_id,
    [...creates, ...updates].map((l) => l.cpf),
  );
  const rowOf = (dados: string | null) => JSON.parse(dados ?? '{}') as MemberImportRow;
  return {
    creates: creates.map((line) => {
      const row = rowOf(line.dados);
      return {
        line: line.linha,
        cpf: hideCpf(line.cpf),
        nome: row.nome ?? '',
        perfil: importValueText('perfil', row.perfil ?? DEFAULT_IMPORT_PROFILE),
        hasSignIn: members.has(line.cpf),
      };
    }),
    updates: updates.flatMap((line) => {
      const card = cardOf(members.get(line.cpf));
      if (!card) return [];
      const changes = cardChanges(rowOf(line.dados), card) as Record<string, unknown>;
      const fields: ImportFieldChange[] = (
        Object.entries(CARD_COLUMNS) as [Exclude<ImportColumnKey, 'cpf'>, keyof typeof card][]
      )
        .filter(([, column]) => column in changes)
        .map(([field, column]) => ({
          field,
          from: importValueText(field, card[column]),
          to: importValueText(field, changes[column]),
        }));
      if ('encerrado_em' in changes)
        fields.push({ field: 'situacao', from: 'Encerrado', to: 'Ativo' });
      return [{ line: line.linha, cpf: hideCpf(line.cpf), nome: card.nome, changes: fields }];
    }),
  };
}

export async function importJobView(db: Db, job: JobRow): Promise<ImportJob> {
  const errors = await listErrorLines(db, job.id, IMPORT_LIMITS.firstErrors);
  const preview =
    job.status === 'dry_run' ? await dryRunPreview(db, job) : { creates: [], updates: [] };
  return {
    id: job.id,
    companyId: job.empresa_id,
    companyName: job.empresa_nome,
    operatorId: job.operador_id,
    fileName: job.nome_arquivo,
    status: job.status,
    firstPassword: job.senha_inicial,
    deactivateMissing: job.desativar_ausentes === 1,
    encoding: job.codificacao,
    delimiter: job.separador,
    ignoredColumns: JSON.parse(job.colunas_ignoradas) as string[],
    total: job.total,
    applied: job.aplicadas,
    counts: {
      create: job.criar,
      update: job.atualizar,
      unchanged: job.inalterado,
      error: job.erro,
    },
    missing: job.ausentes,
    deactivated: job.desativados,
    firstErrors: errors.map((e) => ({ line: e.linha, cpf: shownCpf(e.cpf), error: e.erro ?? '' })),
    firstCreates: preview.creates,
    firstUpdates: preview.updates,
    message: job.mensagem,
    createdAt: job.created_at,
    finishedAt: job.concluido_em,
  };
}

/**
 * The rows in error as the file had them, with 'linha' and 'erro' in front: the operator fixes
 * them in the spreadsheet and uploads this very file again (unknown columns are ignored).
 */
export async function errorRowsCsv(db: Db, job: JobRow): Promise<string> {
  const header = JSON.parse(job.cabecalho) as string[];
  const lines = await listErrorLines(db, job.id);
  return toCsv([
    ['linha', 'erro', ...header],
    ...lines.map((l) => [
      String(l.linha),
      l.erro ?? '',
      ...(JSON.parse(l.original) as string[]).slice(0, header.length),
    ]),
  ]);
}

/** dry_run → discarded; false when the job was confirmed or discarded already. */
export async function discardJob(db: Db, id: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const moved = await moveJob(db, id, ['dry_run'], {
    status: 'discarded',
    updated_at: at,
    concluido_em: at,
  });
  if (moved) await dropLines(db, id, false);
  return moved;
}

/* ---------------------------------------------------------------- the confirmed write */

export interface ApplyContext {
  job: JobRow;
  /** Runs one unit of work in a transaction (the route gives it: only routes open transactions). */
  transact: <T>(work: (trx: Db) => Promise<T>) => Promise<T>;
  audit: ImportAudit;
  now?: () => Date;
  batchRows?: number;
  /** Asked between batches: true stops the write (the server is closing); a new confirm resumes. */
  shouldStop?: () => boolean;
}

interface BatchLine {
  id: number;
  input: PlanInput;
}

/** The audit's view of a row: what the file said (the audit writer masks the CPF). */
function auditedRow(cpf: string, row: MemberImportRow | null, empresaId: number) {
  return { ...row, cpf, empresaId };
}

/** First passwords of the rows that make a new login (hashed before the transaction opens). */
export async function firstPasswords(
  inputs: readonly PlannedInput[],
  plans: readonly RowPlan[],
  rule: ImportFirstPassword,
  known: Map<string, FirstPassword> = new Map(),
): Promise<Map<string, FirstPassword>> {
  const wanted = inputs.filter((input, i) => {
    const plan = plans[i];
    return plan?.action === 'create' && plan.usuarioId === null && !known.has(input.cpf);
  });
  const made = await Promise.all(
    wanted.map((input) => makeFirstPassword(rule, input.row?.nascimento)),
  );
  wanted.forEach((input, i) => known.set(input.cpf, made[i] as FirstPassword));
  return known;
}

/** Whom planned rows are written for: the company and its rule for first passwords. */
export interface WriteTarget {
  empresaId: number;
  empresaNome: string;
  firstPassword: ImportFirstPassword;
}

/** A row to write: its CPF and validated fields (null for a row in error). */
export type PlannedInput = Pick<PlanInput, 'cpf' | 'row'>;

/**
 * Writes what `planRows` planned for these rows, in the transaction it is given: new logins and
 * cards, the first-password e-mails (outbox), the changed columns, the reactivations, and one
 * audit row per member written. Shared by the CSV import's batches and the integration API's bulk
 * upsert. Answers the logins created, by CPF.
 */
export async function writePlannedRows(
  trx: Db,
  target: WriteTarget,
  inputs: readonly PlannedInput[],
  plans: readonly RowPlan[],
  passwords: Map<string, FirstPassword>,
  audit: ImportAudit,
  now: Date,
): Promise<Map<string, number>> {
  const at = now.toISOString();

  const creates = inputs
    .map((input, i) => ({ input, plan: plans[i] as RowPlan }))
    .filter(
      (x): x is { input: PlannedInput; plan: Extract<RowPlan, { action: 'create' }> } =>
        x.plan.action === 'create',
    );
  const newLogins = creates.filter((c) => c.plan.usuarioId === null);
  const loginIds = await insertUsuarios(
    trx,
    newLogins.map(({ input }) => {
      const row = input.row as MemberImportRow;
      return {
        login: input.cpf,
        senha_hash: (passwords.get(input.cpf) as FirstPassword).hash,
        alterar_senha: 1,
        termo_pendente: 1,
        termo_aceito_em: null,
        nome: row.nome ?? '',
        nome_busca: searchKey(row.nome ?? ''),
        email: row.email ?? '',
        telefone: row.telefone ?? '',
        foto: '',
        created_at: at,
      };
    }),
  );

  const cards: NewCliente[] = creates.map(({ input, plan }) => {
    const row = input.row as MemberImportRow;
    return newClienteRow(
      {
        usuario_id: plan.usuarioId ?? (loginIds.get(input.cpf) as number),
        titular_id: null,
        empresa_id: target.empresaId,
        perfil_id: row.perfil ?? DEFAULT_IMPORT_PROFILE,
        nome: row.nome ?? plan.usuarioNome,
        cpf: input.cpf,
        email: row.email ?? '',
        telefone1: row.telefone ?? '',
        sexo_id: row.sexo ?? null,
        nascimento: row.nascimento ?? null,
        data_admissao: row.admissao ?? null,
        cep: row.cep ?? '',
        logradouro: row.logradouro ?? '',
        numero: row.numero ?? '',
        complemento: row.complemento ?? '',
        bairro: row.bairro ?? '',
        cidade: row.cidade ?? '',
        uf: row.uf ?? '',
        numero_carteirinha: row.carteirinha ?? '',
        validade_carteirinha: row.validade ?? null,
      },
      at,
    );
  });
  await insertClientes(trx, cards);

  if (target.firstPassword === IMPORT_FIRST_PASSWORD.email) {
    await insertOutbox(
      trx,
      newLogins.map(({ input }) => {
        const row = input.row as MemberImportRow;
        const message = firstPasswordMessage({
          nome: row.nome ?? '',
          empresa: target.empresaNome,
          password: (passwords.get(input.cpf) as FirstPassword).plain,
        });
        return {
          canal: 'email' as const,
          destino: row.email ?? '',
          ...message,
          status: 'pendente' as const,
          proxima_tentativa_em: null,
          created_at: at,
          enviado_em: null,
        };
      }),
    );
  }

  const audits: ImportAuditEntry[] = [];
  const updates = plans.flatMap((plan) =>
    plan.action === 'update' ? [{ id: plan.card.id, changes: plan.changes }] : [],
  );
  await updateClientes(trx, updates, at);
  // An ended card in the file was reactivated, as by the console's "reactivate card".
  await markReactivated(
    trx,
    updates.filter((u) => u.changes.encerrado_em === null).map((u) => u.id),
    now,
  );
  for (const [i, input] of inputs.entries()) {
    const plan = plans[i] as RowPlan;
    if (plan.action === 'update') {
      const before = Object.fromEntries(
        Object.keys(plan.changes).map((k) => [k, plan.card[k as keyof ClienteUpdate & string]]),
      );
      audits.push({
        resource: 'members',
        recordId: plan.card.usuario_id ?? plan.card.id,
        action: 'update',
        before: { ...before, cpf: input.cpf, empresaId: target.empresaId },
        after: { ...plan.changes, cpf: input.cpf, empresaId: target.empresaId },
      });
    } else if (plan.action === 'create') {
      audits.push({
        resource: 'members',
        recordId: plan.usuarioId ?? (loginIds.get(input.cpf) as number),
        action: plan.usuarioId === null ? 'create' : 'addCard',
        before: null,
        after: auditedRow(input.cpf, input.row, target.empresaId),
      });
    }
  }
  await audit(trx, audits);
  await queueMemberEvents(
    trx,
    target.empresaId,
    inputs.map((input, i) => ({ cpf: input.cpf, plan: plans[i] as RowPlan })),
    now,
  );
  return loginIds;
}

async function writeBatch(
  trx: Db,
  ctx: ApplyContext,
  lines: readonly BatchLine[],
  plans: readonly RowPlan[],
  passwords: Map<string, FirstPassword>,
): Promise<void> {
  const { job } = ctx;
  const now = (ctx.now ?? (() => new Date()))();
  await writePlannedRows(
    trx,
    { empresaId: job.empresa_id, empresaNome: job.empresa_nome, firstPassword: job.senha_inicial },
    lines.map((line) => line.input),
    plans,
    passwords,
    ctx.audit,
    now,
  );

  for (const action of ['create', 'update', 'unchanged'] as const) {
    const ids = lines.filter((_, i) => plans[i]?.action === action).map((l) => l.id);
    if (ids.length > 0) await setLineOutcome(trx, ids, action, null);
  }
  // A row that turned into an error since the dry run (another import took the CPF) says why.
  for (const [i, line] of lines.entries()) {
    const plan = plans[i] as RowPlan;
    if (plan.action === 'error' && plan.error !== line.input.error)
      await setLineOutcome(trx, [line.id], 'error', plan.error);
  }
}

/**
 * Writes a confirmed job in batches of IMPORT_LIMITS.batchRows lines, each in its own
 * transaction, planned again against the data as it is then (the dry run's very function) and
 * counted in `aplicadas` for the console's progress bar. Then, when asked, ends the company's cards
 * missing from the file; then the job is done with its counts and one audit row. Idempotent: a
 * batch that committed is 'unchanged' when the job (or the same file) runs again.
 */
export async function applyImport(ctx: ApplyContext): Promise<void> {
  const { job, transact } = ctx;
  const now = ctx.now ?? (() => new Date());
  const size = ctx.batchRows ?? IMPORT_LIMITS.batchRows;
  const rule = job.senha_inicial;

  let afterId = 0;
  let applied = 0;
  await transact((trx) =>
    updateJob(trx, job.id, { status: 'applying', aplicadas: 0, updated_at: now().toISOString() }),
  );
  for (;;) {
    if (ctx.shouldStop?.()) throw new Error(`import ${job.id} stopped: the server is closing`);
    const batch = await transact((trx) => listLines(trx, job.id, afterId, size));
    if (batch.length === 0) break;
    const lines: BatchLine[] = batch.map((l) => ({
      id: l.id,
      input: {
        cpf: l.cpf,
        row: l.dados === null ? null : (JSON.parse(l.dados) as MemberImportRow),
        error: l.erro,
      },
    }));
    const inputs = lines.map((l) => l.input);
    // Hash outside the transaction, for the rows the dry run planned as creates (a CPF that got a
    // login since then costs one wasted hash; one that lost it is hashed in the transaction).
    const passwords = await firstPasswords(
      inputs,
      batch.map((l) =>
        l.acao === 'create'
          ? { action: 'create', usuarioId: null, usuarioNome: '' }
          : { action: 'error', error: '' },
      ),
      rule,
    );
    applied += lines.length;
    await transact(async (trx) => {
      const plans = await planRows(trx, job.empresa_id, inputs, rule);
      await firstPasswords(inputs, plans, rule, passwords);
      await writeBatch(trx, ctx, lines, plans, passwords);
      await updateJob(trx, job.id, { aplicadas: applied, updated_at: now().toISOString() });
    });
    afterId = batch[batch.length - 1]?.id ?? afterId;
  }

  await transact(async (trx) => {
    let deactivated = 0;
    if (job.desativar_ausentes === 1) {
      const missing = await listMissingCards(trx, job.empresa_id, job.id);
      const today = todayInBrazil(now());
      await endCards(
        trx,
        missing.map((c) => c.id),
        today,
        now().toISOString(),
      );
      await ctx.audit(
        trx,
        missing.map((card) => ({
          resource: 'members' as const,
          recordId: card.usuario_id ?? card.id,
          action: 'endCard' as const,
          before: { cpf: card.login, idCliente: card.id, encerradoEm: null },
          after: { cpf: card.login, idCliente: card.id, encerradoEm: today },
        })),
      );
      deactivated = missing.length;
    }
    const counts = await countActions(trx, job.id);
    const at = now().toISOString();
    const missingNow = deactivated > 0 ? 0 : await countMissingCards(trx, job.empresa_id, job.id);
    await dropLines(trx, job.id, true);
    await updateJob(trx, job.id, {
      status: 'done',
      criar: counts.create,
      atualizar: counts.update,
      inalterado: counts.unchanged,
      erro: counts.error,
      desativados: deactivated,
      ausentes: missingNow,
      updated_at: at,
      concluido_em: at,
    });
    await ctx.audit(trx, [
      {
        resource: 'imports',
        recordId: job.id,
        action: 'update',
        before: { status: 'confirmed' },
        after: {
          status: 'done',
          arquivo: job.nome_arquivo,
          empresaId: job.empresa_id,
          linhas: job.total,
          ...counts,
          desativados: deactivated,
        },
      },
    ]);
  });
}

/** Marks a job that stopped halfway: what committed stays, a new confirm resumes it. */
export async function failJob(db: Db, id: number, now: Date, message: string): Promise<void> {
  await updateJob(db, id, {
    status: 'failed',
    mensagem: message,
    updated_at: now.toISOString(),
  });
}
