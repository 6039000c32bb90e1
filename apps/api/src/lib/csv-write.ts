import { looksLikeFormula } from '@clube/contract/admin';

/**
 * The one way the server writes CSV for people to open in a spreadsheet (the import template, the
 * error rows): `;`-separated with a UTF-8 BOM and CRLF, as Excel in Portuguese opens it, and every
 * cell that a spreadsheet would run as a formula neutralised (OWASP "CSV injection").
 */

/**
 * '=cmd()' → "'=cmd()": a leading apostrophe makes the spreadsheet show the cell as text. The
 * prefixes are those the import refuses (`looksLikeFormula`: ASCII and full-width forms).
 */
export function neutraliseCell(value: string): string {
  return looksLikeFormula(value) ? `'${value}` : value;
}

function quoteCell(value: string, delimiter: string): string {
  const safe = neutraliseCell(value);
  return /["\r\n]/.test(safe) || safe.includes(delimiter)
    ? `"${safe.replaceAll('"', '""')}"`
    : safe;
}

export interface CsvWriteOptions {
  delimiter?: ';' | ',';
}

/** The file's text: BOM, one line per row, CRLF. */
export function toCsv(rows: readonly (readonly string[])[], options: CsvWriteOptions = {}): string {
  const delimiter = options.delimiter ?? ';';
  const lines = rows.map((row) => row.map((cell) => quoteCell(cell, delimiter)).join(delimiter));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Content-Type and Content-Disposition of a CSV download named `fileName` (ASCII). */
export function csvDownloadHeaders(fileName: string): Record<string, string> {
  const safeName = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${safeName}"`,
  };
}
