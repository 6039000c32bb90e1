import {
  IMPORT_MESSAGES,
  IMPORT_ROW_MESSAGES,
  importHeaderKey,
  IMPORT_COLUMNS,
  memberImportRow,
  type ImportColumnKey,
  type MemberImportRow,
} from '@clube/contract/admin';
import { isValidCpf, onlyDigits } from '@clube/contract';
import type { CsvRecord } from '../../../lib/csv-read.js';
import { badRequest } from '../../../lib/http-error.js';

/** Which import column each cell of the header is (null: not an import column, ignored). */
export interface ColumnMap {
  keys: (ImportColumnKey | null)[];
  ignored: string[];
}

const BY_HEADER = new Map<string, ImportColumnKey>(
  IMPORT_COLUMNS.flatMap((column) =>
    [column.header, column.key, ...column.aliases].map(
      (name) => [importHeaderKey(name), column.key] as const,
    ),
  ),
);

/** Maps the header to columns; 400 without a CPF column or with a column twice. */
export function mapHeader(header: string[]): ColumnMap {
  const keys = header.map((cell) => BY_HEADER.get(importHeaderKey(cell)) ?? null);
  const seen = new Set<ImportColumnKey>();
  keys.forEach((key, index) => {
    if (key === null) return;
    if (seen.has(key)) throw badRequest(IMPORT_MESSAGES.duplicateColumn(header[index] ?? key));
    seen.add(key);
  });
  if (!seen.has('cpf')) throw badRequest(IMPORT_MESSAGES.noCpfColumn);
  return {
    keys,
    ignored: header.filter((cell, index) => keys[index] === null && cell !== ''),
  };
}

/** One data row after validation: the row, or the error in Portuguese. */
export interface CheckedRow {
  line: number;
  /** The cells as written. */
  original: string[];
  /** CPF digits when the cell held a valid CPF, else the cell as written. */
  cpf: string;
  row: MemberImportRow | null;
  error: string | null;
}

const LABELS = new Map<string, string>(IMPORT_COLUMNS.map((c) => [c.key, c.header]));

/** The zod issues of a row as one sentence: 'e-mail: e-mail inválido; nascimento: data inválida'. */
function describe(issues: { path: PropertyKey[]; message: string }[]): string {
  const parts = issues.map((issue) => {
    const key = String(issue.path[0] ?? '');
    const label = LABELS.get(key) ?? key;
    return key === 'cpf' ? issue.message : `${label}: ${issue.message}`;
  });
  return [...new Set(parts)].join('; ');
}

function cpfOf(cell: string): string {
  const trimmed = cell.trim();
  const digits = /^\d{9,10}$/.test(trimmed) ? trimmed.padStart(11, '0') : onlyDigits(trimmed);
  return isValidCpf(digits) ? digits : trimmed;
}

/**
 * Validates every data row with the contract's row schema (the same function for the dry run and
 * the confirmed write, and the integration API's bulk upsert), and refuses a CPF seen on an
 * earlier line (`duplicateCpf` words that refusal for the caller: a file's line, a request's item).
 */
export function checkRows(
  records: CsvRecord[],
  columns: ColumnMap,
  duplicateCpf: (line: number) => string = IMPORT_ROW_MESSAGES.duplicateCpf,
): CheckedRow[] {
  const firstLineOfCpf = new Map<string, number>();
  return records.map(({ line, cells }) => {
    const cpfIndex = columns.keys.indexOf('cpf');
    const cpf = cpfOf(cells[cpfIndex] ?? '');
    const fail = (error: string): CheckedRow => ({ line, original: cells, cpf, row: null, error });

    const extra = cells.slice(columns.keys.length).filter((cell) => cell.trim() !== '');
    if (extra.length > 0)
      return fail(IMPORT_ROW_MESSAGES.extraCells(cells.length, columns.keys.length));

    const input: Record<string, string> = {};
    columns.keys.forEach((key, index) => {
      if (key !== null) input[key] = cells[index] ?? '';
    });
    const parsed = memberImportRow.safeParse(input);
    if (!parsed.success) return fail(describe(parsed.error.issues));

    const earlier = firstLineOfCpf.get(parsed.data.cpf);
    if (earlier !== undefined) return fail(duplicateCpf(earlier));
    firstLineOfCpf.set(parsed.data.cpf, line);
    return { line, original: cells, cpf: parsed.data.cpf, row: parsed.data, error: null };
  });
}
