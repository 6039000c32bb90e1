import { ERROR_CODES } from '@clube/contract';
import type { PARTNER_MENU_KEYS } from '@clube/contract/admin';
import {
  importDate,
  importFlag,
  importHeaderKey,
  importMenus,
  looksLikeFormula,
  PARTNER_IMPORT_COLUMNS,
  PARTNER_IMPORT_LIMITS,
  PARTNER_IMPORT_MESSAGES,
  PARTNER_IMPORT_ROW_MESSAGES,
  PARTNER_MENU_TYPE,
  partnerFields,
  type PartnerFields,
  type PartnerImportColumnKey,
  type PartnerImportJob,
} from '@clube/contract/admin';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { CsvError, readCsv, type CsvTable } from '../../../lib/csv-read.js';
import { toCsv } from '../../../lib/csv-write.js';
import { badRequest, HttpError } from '../../../lib/http-error.js';
import { searchKey } from '../../../lib/search-key.js';
import type { AuditEntryInput } from '../audit.js';
import {
  allCategories,
  findCompanies,
  findPartner,
  insertImportJob,
  insertImportLines,
  listImportErrorLines,
  listImportLines,
  listPartnerMenus,
  partnersNamed,
  updateImportJob,
  type PartnerImportJobRow,
} from './queries.js';
import { changePartner, createPartner, setVisibility } from './service.js';

/*
 * The CSV partner import (docs/decisions/043-partner-import.md): the member import's steps for the
 * shared catalogue. A row is a partner by its name (compared without accents or case): a new name
 * creates it, a known one updates the cells that are filled (a blank cell keeps what is stored).
 * The `menus` column adds menus (empresa:menu); it never removes one.
 */

type Db = Kysely<Database>;
type Menus = { empresaId: number; menu: (typeof PARTNER_MENU_KEYS)[number] }[];

/** A checked row: the fields its filled cells set, and the menus it adds. */
interface RowData {
  fields: Partial<PartnerFields>;
  menus: Menus;
}

export interface PartnerFile {
  table: CsvTable;
  columns: Map<PartnerImportColumnKey, number>;
  ignored: string[];
}

export function readPartnerFile(bytes: Buffer): PartnerFile {
  let table: CsvTable;
  try {
    table = readCsv(
      bytes,
      {
        bytes: PARTNER_IMPORT_LIMITS.fileBytes,
        rows: PARTNER_IMPORT_LIMITS.rows,
        columns: PARTNER_IMPORT_LIMITS.columns,
      },
      PARTNER_IMPORT_MESSAGES,
    );
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw error.statusCode === 413
      ? new HttpError(413, error.message, ERROR_CODES.payloadTooLarge)
      : badRequest(error.message);
  }
  const byKey = new Map<string, PartnerImportColumnKey>();
  for (const c of PARTNER_IMPORT_COLUMNS)
    for (const h of [c.header, ...c.aliases]) byKey.set(importHeaderKey(h), c.key);
  const columns = new Map<PartnerImportColumnKey, number>();
  const ignored: string[] = [];
  table.header.forEach((header, i) => {
    const key = byKey.get(importHeaderKey(header));
    if (key && !columns.has(key)) columns.set(key, i);
    else if (header.trim() !== '') ignored.push(header);
  });
  if (!columns.has('nome')) throw badRequest(PARTNER_IMPORT_MESSAGES.noNameColumn);
  if (table.records.length === 0) throw badRequest(PARTNER_IMPORT_MESSAGES.noRows);
  return { table, columns, ignored };
}

export function partnerTemplateCsv(): string {
  return toCsv([
    PARTNER_IMPORT_COLUMNS.map((c) => c.header),
    PARTNER_IMPORT_COLUMNS.map((c) => c.example),
  ]);
}

const FLAGS = new Set<PartnerImportColumnKey>(['parceriaOnline', 'parceriaFisica', 'carteirinha']);

/** One row's cells → its data, or the first error in Portuguese. */
function checkRow(
  cells: string[],
  file: PartnerFile,
  categories: Map<string, number>,
): { data: RowData; nome: string } | { error: string; nome: string } {
  const cell = (key: PartnerImportColumnKey) => {
    const i = file.columns.get(key);
    return i === undefined ? '' : (cells[i] ?? '').trim();
  };
  const nome = cell('nome');
  if (cells.length > file.table.header.length)
    return {
      nome,
      error: PARTNER_IMPORT_ROW_MESSAGES.extraCells(cells.length, file.table.header.length),
    };
  if (cells.some((c) => c.trim() !== '' && looksLikeFormula(c)))
    return { nome, error: PARTNER_IMPORT_ROW_MESSAGES.formula };
  const raw: Record<string, unknown> = {};
  for (const [key] of file.columns) {
    const value = cell(key);
    if (value === '' || key === 'menus' || key === 'categoria') continue;
    if (FLAGS.has(key)) {
      const flag = importFlag(value);
      if (flag === null) return { nome, error: `${key}: ${PARTNER_IMPORT_ROW_MESSAGES.badFlag}` };
      raw[key] = flag;
    } else if (key === 'validade') {
      const date = importDate(value);
      if (date === null) return { nome, error: `validade: ${PARTNER_IMPORT_ROW_MESSAGES.badDate}` };
      raw[key] = date;
    } else raw[key] = value;
  }
  const categoria = cell('categoria');
  if (categoria !== '') {
    const id = categories.get(searchKey(categoria));
    if (id === undefined)
      return { nome, error: PARTNER_IMPORT_ROW_MESSAGES.unknownCategory(categoria) };
    raw.categoriaId = id;
  }
  const parsed = partnerFields.partial().safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { nome, error: `${String(issue?.path[0] ?? 'linha')}: ${issue?.message ?? 'inválido'}` };
  }
  const menus = importMenus(cell('menus'));
  if (menus === null) return { nome, error: PARTNER_IMPORT_ROW_MESSAGES.badMenus };
  return { nome, data: { fields: parsed.data, menus } };
}

/** A new partner's fields: what the row sets over empty defaults. */
function newPartnerFields(f: Partial<PartnerFields>): PartnerFields | null {
  if (!f.nome || f.categoriaId === undefined) return null;
  return {
    nome: f.nome,
    categoriaId: f.categoriaId,
    logo: '',
    banner: '',
    desconto: '',
    texto: '',
    textoCompleto: '',
    validade: '',
    link: '',
    beneficio: '',
    resgate: '',
    voucher: '',
    resumo: '',
    descricao: '',
    parceriaOnline: false,
    parceriaFisica: false,
    redeSocial: '',
    carteirinha: false,
    cep: '',
    logradouro: '',
    numero: '',
    bairro: '',
    cidade: '',
    uf: '',
    whatsapp: '',
    ...f,
  };
}

const COLUMN_OF: Record<string, string> = {
  categoriaId: 'categoria_id',
  textoCompleto: 'texto_completo',
  parceriaOnline: 'parceria_online',
  parceriaFisica: 'parceria_fisica',
  redeSocial: 'rede_social',
};

/** Whether the row would change the stored partner (fields or menus). */
async function changes(db: Db, id: number, data: RowData): Promise<boolean> {
  const row = (await findPartner(db, id)) as Record<string, unknown> | undefined;
  if (!row) return true;
  for (const [key, value] of Object.entries(data.fields)) {
    const column = COLUMN_OF[key] ?? key;
    let stored = row[column];
    if (typeof value === 'boolean') stored = stored === 1;
    if (key === 'validade') stored = stored ?? '';
    if (stored !== value) return true;
  }
  const menus = await listPartnerMenus(db, id);
  return data.menus.some(
    (m) =>
      !menus.some(
        (have) => have.empresa_id === m.empresaId && have.tipo === PARTNER_MENU_TYPE[m.menu],
      ),
  );
}

/** Plans every row and stores the job (dry run); answers its id. */
export async function createPartnerDryRun(
  db: Db,
  input: { operatorId: number; fileName: string; file: PartnerFile; now: Date },
): Promise<number> {
  const { file } = input;
  const categories = new Map((await allCategories(db)).map((c) => [searchKey(c.nome), c.id]));
  const seen = new Map<string, number>();
  const lines: {
    linha: number;
    acao: 'create' | 'update' | 'unchanged' | 'error';
    parceiro_id: number | null;
    nome: string;
    erro: string | null;
    dados: string | null;
    original: string;
  }[] = [];
  const companyIds = new Set<number>();
  const checked = file.table.records.map((record) => ({
    record,
    result: checkRow(record.cells, file, categories),
  }));
  for (const { result } of checked)
    if ('data' in result) for (const m of result.data.menus) companyIds.add(m.empresaId);
  const companies = new Set((await findCompanies(db, [...companyIds])).map((c) => c.id));

  for (const { record, result } of checked) {
    const base = { linha: record.line, nome: result.nome, original: JSON.stringify(record.cells) };
    const fail = (erro: string) =>
      lines.push({ ...base, acao: 'error', parceiro_id: null, erro, dados: null });
    if ('error' in result) {
      fail(result.error);
      continue;
    }
    const key = searchKey(result.nome);
    const first = seen.get(key);
    if (first !== undefined) {
      fail(PARTNER_IMPORT_ROW_MESSAGES.duplicateName(first));
      continue;
    }
    seen.set(key, record.line);
    const unknown = result.data.menus.find((m) => !companies.has(m.empresaId));
    if (unknown) {
      fail(PARTNER_IMPORT_ROW_MESSAGES.unknownCompany(String(unknown.empresaId)));
      continue;
    }
    const existing = await partnersNamed(db, key);
    if (existing.length > 1) {
      fail(PARTNER_IMPORT_ROW_MESSAGES.ambiguousName);
      continue;
    }
    const dados = JSON.stringify(result.data);
    const match = existing[0];
    if (!match) {
      if (!newPartnerFields(result.data.fields)) {
        fail(PARTNER_IMPORT_ROW_MESSAGES.unknownCategory(''));
        continue;
      }
      lines.push({ ...base, acao: 'create', parceiro_id: null, erro: null, dados });
    } else {
      const changed = await changes(db, match.id, result.data);
      lines.push({
        ...base,
        acao: changed ? 'update' : 'unchanged',
        parceiro_id: match.id,
        erro: null,
        dados,
      });
    }
  }
  const count = (acao: string) => lines.filter((l) => l.acao === acao).length;
  const at = input.now.toISOString();
  const id = await insertImportJob(db, {
    operador_id: input.operatorId,
    nome_arquivo: input.fileName,
    status: 'dry_run',
    colunas_ignoradas: JSON.stringify(file.ignored),
    cabecalho: JSON.stringify(file.table.header),
    total: lines.length,
    criar: count('create'),
    atualizar: count('update'),
    inalterado: count('unchanged'),
    erro: count('error'),
    created_at: at,
    concluido_em: null,
  });
  await insertImportLines(
    db,
    lines.map((l) => ({ ...l, importacao_id: id })),
  );
  return id;
}

export async function partnerJobView(db: Db, job: PartnerImportJobRow): Promise<PartnerImportJob> {
  const errors = await listImportErrorLines(db, job.id, PARTNER_IMPORT_LIMITS.firstErrors);
  return {
    id: job.id,
    operatorId: job.operador_id,
    fileName: job.nome_arquivo,
    status: job.status,
    ignoredColumns: JSON.parse(job.colunas_ignoradas) as string[],
    total: job.total,
    counts: {
      create: job.criar,
      update: job.atualizar,
      unchanged: job.inalterado,
      error: job.erro,
    },
    firstErrors: errors.map((l) => ({ line: l.linha, cpf: l.nome, error: l.erro ?? '' })),
    createdAt: job.created_at,
    finishedAt: job.concluido_em,
  };
}

/** The rows in error as CSV: 'linha' and 'erro' in front of the file's own columns. */
export async function partnerErrorsCsv(db: Db, job: PartnerImportJobRow): Promise<string> {
  const header = JSON.parse(job.cabecalho) as string[];
  const rows = await listImportErrorLines(db, job.id);
  return toCsv([
    ['linha', 'erro', ...header],
    ...rows.map((l) => [String(l.linha), l.erro ?? '', ...(JSON.parse(l.original) as string[])]),
  ]);
}

/**
 * Writes every planned row in the confirm's transaction (a partner file is at most
 * PARTNER_IMPORT_LIMITS.rows lines): creates, updates, menus; answers the audit entries.
 */
export async function applyPartnerImport(
  db: Db,
  job: PartnerImportJobRow,
  now: Date,
): Promise<Omit<AuditEntryInput, 'resource'>[]> {
  const audits: Omit<AuditEntryInput, 'resource'>[] = [];
  for (const line of await listImportLines(db, job.id)) {
    if (line.acao === 'error' || line.acao === 'unchanged' || line.dados === null) continue;
    const data = JSON.parse(line.dados) as RowData;
    let id = line.parceiro_id;
    if (line.acao === 'create') {
      const fields = newPartnerFields(data.fields);
      if (!fields) continue;
      id = await createPartner(db, fields, [], now);
      audits.push({
        recordId: id,
        action: 'create',
        after: { ...data.fields, importacao: job.id },
      });
    } else if (id !== null) {
      await changePartner(db, id, data.fields, now);
      audits.push({
        recordId: id,
        action: 'update',
        after: { ...data.fields, importacao: job.id },
      });
    }
    if (id === null) continue;
    const byCompany = new Map<number, Set<string>>();
    for (const m of data.menus) {
      const set = byCompany.get(m.empresaId) ?? new Set<string>();
      set.add(m.menu);
      byCompany.set(m.empresaId, set);
    }
    if (byCompany.size > 0) {
      const current = await listPartnerMenus(db, id);
      for (const [empresaId, keys] of byCompany) {
        const have = (tipo: number) =>
          current.some((m) => m.empresa_id === empresaId && m.tipo === tipo);
        await setVisibility(db, id, empresaId, {
          nacional: keys.has('nacional') || have(0),
          exclusivo: keys.has('exclusivo') || have(1),
          local: keys.has('local') || have(2),
        });
      }
    }
  }
  await updateImportJob(db, job.id, { status: 'done', concluido_em: now.toISOString() });
  return audits;
}
