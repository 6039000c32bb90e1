import type * as CsvParse from 'csv-parse/sync';
import { lazyModule } from './lazy-module.js';

// The console's imports are rare: the parser loads with the first one (lib/lazy-module.ts).
const csvParse = lazyModule<typeof CsvParse>('csv-parse/sync');

/**
 * Reads an uploaded CSV as spreadsheets write it: UTF-8 (with or without BOM), UTF-16 (Excel's
 * "Unicode text") or Windows-1252 (Excel's "CSV" on a Brazilian Windows), separated by `;`, `,` or
 * tab. Refuses what is not a CSV of text before parsing anything.
 */

export interface CsvLimits {
  bytes: number;
  rows: number;
  columns: number;
}

export interface CsvMessages {
  empty: string;
  tooLarge: string;
  tooManyRows: string;
  notText: string;
  spreadsheet: string;
  tooManyColumns: (line: number, columns: number) => string;
  malformed: (line: number) => string;
}

export interface CsvRecord {
  /** The line of the file where the record ends (the header is line 1). */
  line: number;
  cells: string[];
}

export interface CsvTable {
  encoding: 'utf-8' | 'utf-16le' | 'windows-1252';
  delimiter: ';' | ',' | '\t';
  header: string[];
  /** Data records, blank ones (only separators) left out. */
  records: CsvRecord[];
}

/** A file refused as a whole: 413 for its size, 400 for its content; the message is Portuguese. */
export class CsvError extends Error {
  override name = 'CsvError';
  constructor(
    readonly statusCode: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

const SPREADSHEET_MAGIC = [
  Buffer.from('PK\x03\x04', 'latin1'), // .xlsx, .ods (zip)
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), // .xls (OLE2)
];

function decode(
  bytes: Buffer,
  messages: CsvMessages,
): Pick<CsvTable, 'encoding'> & { text: string } {
  if (SPREADSHEET_MAGIC.some((magic) => bytes.subarray(0, magic.length).equals(magic)))
    throw new CsvError(400, messages.spreadsheet);
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { encoding: 'utf-16le', text: new TextDecoder('utf-16le').decode(bytes.subarray(2)) };
  if (bytes.includes(0)) throw new CsvError(400, messages.notText);
  try {
    // ignoreBOM: false (the default) drops a UTF-8 BOM.
    return { encoding: 'utf-8', text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { encoding: 'windows-1252', text: new TextDecoder('windows-1252').decode(bytes) };
  }
}

/* eslint-disable-next-line no-control-regex -- control characters are what betray a binary */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Text files carry tabs and line breaks, not other control characters (a binary has plenty). */
function looksBinary(text: string): boolean {
  const sample = text.slice(0, 64 * 1024);
  const controls = sample.match(CONTROL)?.length ?? 0;
  return controls > 0 && controls / sample.length > 0.001;
}

/** The separator of the header line: the most frequent of `;`, `,` and tab outside quotes. */
function detectDelimiter(text: string): CsvTable['delimiter'] {
  const counts = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char as keyof typeof counts]++;
  }
  const best = (Object.entries(counts) as [CsvTable['delimiter'], number][]).sort(
    (a, b) => b[1] - a[1],
  )[0];
  return best && best[1] > 0 ? best[0] : ',';
}

interface ParseInfo {
  record: string[];
  info: { lines: number };
}

export function readCsv(bytes: Buffer, limits: CsvLimits, messages: CsvMessages): CsvTable {
  if (bytes.length > limits.bytes) throw new CsvError(413, messages.tooLarge);
  if (bytes.length === 0) throw new CsvError(400, messages.empty);
  const { encoding, text } = decode(bytes, messages);
  if (looksBinary(text)) throw new CsvError(400, messages.notText);
  if (text.trim() === '') throw new CsvError(400, messages.empty);
  const delimiter = detectDelimiter(text);

  let parsed: ParseInfo[];
  try {
    parsed = csvParse().parse(text, {
      delimiter,
      bom: true,
      info: true,
      relax_column_count: true,
      // A quote inside an unquoted cell (Ana "Nina" Souza) is text, as spreadsheets read it.
      relax_quotes: true,
      skip_empty_lines: true,
      // The header and one record more than allowed: enough to know the file is too long.
      to: limits.rows + 2,
      // One record may not be larger than a whole row of the widest file we accept needs.
      max_record_size: 64 * 1024,
    }) as unknown as ParseInfo[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw new CsvError(400, messages.malformed(line));
  }

  for (const { record, info } of parsed) {
    if (record.length > limits.columns)
      throw new CsvError(400, messages.tooManyColumns(info.lines, record.length));
  }
  const [first, ...rest] = parsed;
  if (!first) throw new CsvError(400, messages.empty);
  const records = rest
    .filter(({ record }) => record.some((cell) => cell.trim() !== ''))
    .map(({ record, info }) => ({ line: info.lines, cells: record }));
  if (records.length > limits.rows) throw new CsvError(413, messages.tooManyRows);
  return {
    encoding,
    delimiter,
    header: first.record.map((cell) => cell.trim()),
    records,
  };
}
