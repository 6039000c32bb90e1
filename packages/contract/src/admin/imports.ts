import { z } from 'zod';
import { LIMITS, MIN_NASCIMENTO, PROFILES } from '../constants.js';
import { onlyDigits } from '../cpf.js';
import { formatDate, isRealIsoDate, parseBrDate } from '../format.js';
import { maskCep, maskPhone } from '../masks.js';
import { todayInBrazil } from '../plain-dates.js';
import { cpf, id, phone, plainText } from '../schemas/common.js';
import type { AdminEndpoint } from './endpoints.js';
import { importRoutes } from './imports-routes.js';
import { csvText, recordParams } from './schemas/list.js';

/*
 * CSV member import (docs/product.md#console-member-import): upload → a stored job with a dry run →
 * confirm or discard. docs/decisions/039-member-import-jobs.md.
 */

/** Caps of one uploaded file. */
export const IMPORT_LIMITS = {
  /** Bytes of the file as uploaded. */
  fileBytes: 5 * 1024 * 1024,
  /** Data rows (the header not counted). */
  rows: 20_000,
  /** Columns of the header or of any row. */
  columns: 40,
  /** Rows written per transaction when an import is confirmed. */
  batchRows: 500,
  /** Errors the job answer lists (all of them are in the error CSV). */
  firstErrors: 20,
  /** Rows to create and rows to update the dry run lists, each (the counts give the rest). */
  firstPreview: 20,
} as const;

/** Where a new member's first password comes from (they must change it at first sign-in). */
export const IMPORT_FIRST_PASSWORD = {
  /** The birth date as 8 digits, ddmmaaaa (e.g. 05031990). */
  birthDate: 'nascimento',
  /** A random password per member, sent to their e-mail through the outbox. */
  email: 'email',
} as const;
export type ImportFirstPassword =
  (typeof IMPORT_FIRST_PASSWORD)[keyof typeof IMPORT_FIRST_PASSWORD];

export const IMPORT_STATUSES = [
  'dry_run',
  'confirmed',
  'applying',
  'done',
  'discarded',
  'failed',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/**
 * The columns of the member file, in the template's order. `header` is what the template writes;
 * `aliases` are other headers accepted for the same column (compared without case, accents,
 * spaces or punctuation). Columns not listed here are ignored and named in the job.
 */
export const IMPORT_COLUMNS = [
  // A valid CPF of no demo account: an operator who imports the template unchanged creates no one real.
  { key: 'cpf', header: 'CPF', aliases: [], example: '987.654.321-00' },
  { key: 'nome', header: 'nome', aliases: ['nome completo'], example: 'Maria da Silva' },
  { key: 'email', header: 'e-mail', aliases: ['email'], example: 'maria@example.com' },
  {
    key: 'telefone',
    header: 'telefone',
    aliases: ['celular', 'fone', 'telefone1'],
    example: '(11) 98765-4321',
  },
  {
    key: 'nascimento',
    header: 'nascimento',
    aliases: ['data de nascimento', 'data nascimento'],
    example: '20/05/1990',
  },
  { key: 'sexo', header: 'sexo', aliases: [], example: 'F' },
  { key: 'perfil', header: 'perfil', aliases: [], example: 'titular' },
  {
    key: 'carteirinha',
    header: 'número da carteirinha',
    aliases: ['carteirinha', 'numero carteirinha', 'matricula'],
    example: '100234',
  },
  {
    key: 'validade',
    header: 'validade',
    aliases: ['validade da carteirinha'],
    example: '31/12/2027',
  },
  {
    key: 'admissao',
    header: 'data de admissão',
    aliases: ['admissao', 'data admissao'],
    example: '01/02/2024',
  },
  { key: 'cep', header: 'CEP', aliases: [], example: '01310-100' },
  {
    key: 'logradouro',
    header: 'endereço',
    aliases: ['logradouro', 'rua'],
    example: 'Av. Paulista',
  },
  { key: 'numero', header: 'número', aliases: ['numero'], example: '1000' },
  { key: 'complemento', header: 'complemento', aliases: [], example: 'apto 12' },
  { key: 'bairro', header: 'bairro', aliases: [], example: 'Bela Vista' },
  { key: 'cidade', header: 'cidade', aliases: ['municipio'], example: 'São Paulo' },
  { key: 'uf', header: 'UF', aliases: ['estado'], example: 'SP' },
] as const;
export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];

/** A header as compared: lower case, no accents, only letters and digits ('E-mail ' → 'email'). */
export function importHeaderKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The profiles a company card may have in the file, by name or id ('titular' or '5'). */
export const IMPORT_PROFILES: Record<string, number> = {
  titular: PROFILES.titular,
  agregado: PROFILES.agregado,
  conveniado: PROFILES.conveniado,
};

/** Sexo ids of the lookup table (seeded: 1 Masculino, 2 Feminino, 3 Outro). */
export const IMPORT_SEXES: Record<string, number> = {
  m: 1,
  masculino: 1,
  f: 2,
  feminino: 2,
  o: 3,
  outro: 3,
};

/** Portuguese texts of the import, shared by the server and the console. */
export const IMPORT_MESSAGES = {
  empty: 'O arquivo está vazio.',
  tooLarge: 'O arquivo passa de 5 MB. Divida-o em arquivos menores.',
  tooManyRows: `O arquivo passa de ${IMPORT_LIMITS.rows.toLocaleString('pt-BR')} linhas. Divida-o em arquivos menores.`,
  contentType: 'Envie o arquivo CSV como corpo da requisição (Content-Type: text/csv).',
  notText: 'O arquivo não é um CSV de texto. Salve a planilha como CSV (separado por ; ou ,).',
  spreadsheet: 'Arquivos do Excel (.xlsx ou .xls) não são aceitos: salve a planilha como CSV.',
  tooManyColumns: (line: number, columns: number) =>
    `A linha ${line} tem ${columns} colunas; o máximo é ${IMPORT_LIMITS.columns}.`,
  malformed: (line: number) =>
    `O CSV está malformado perto da linha ${line} (aspas sem fechar ou fora do lugar).`,
  noCpfColumn: 'O cabeçalho não tem a coluna CPF. Use o modelo para montar o arquivo.',
  duplicateColumn: (header: string) => `A coluna "${header}" aparece mais de uma vez no cabeçalho.`,
  noRows: 'O arquivo não tem nenhuma linha de membro abaixo do cabeçalho.',
  notDryRun: 'Esta importação já foi confirmada ou descartada.',
  otherRunning:
    'Outra importação desta empresa está sendo gravada. Aguarde ela terminar e confirme de novo.',
  stopped:
    'A gravação parou no meio. As linhas já gravadas ficam; confirme de novo para continuar.',
  notFound: 'Importação não encontrada.',
  companyNotFound: 'Empresa não encontrada.',
} as const;

/** Row errors (the job lists them with the line number). */
export const IMPORT_ROW_MESSAGES = {
  formula: 'parece uma fórmula de planilha (começa com =, +, -, @ ou tabulação); corrija o texto',
  extraCells: (cells: number, columns: number) =>
    `a linha tem ${cells} colunas e o cabeçalho ${columns}`,
  duplicateCpf: (line: number) => `CPF repetido no arquivo (já está na linha ${line})`,
  nameRequired: 'nome: informe o nome do novo membro',
  birthDateRequired:
    'nascimento: obrigatório para novos membros quando a senha inicial é a data de nascimento',
  emailRequired: 'e-mail: obrigatório para novos membros quando a senha inicial vai por e-mail',
  dependentCpf: 'CPF de um dependente nesta empresa; não pode ser importado como titular',
} as const;

/* ---------------------------------------------------------------- the row */

/**
 * A cell a spreadsheet would run as a formula: = + - @, tab or CR first, or their full-width forms
 * (＝ ＋ － ＠), which some spreadsheets fold to ASCII when they read a file.
 */
const FORMULA_PREFIX = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** True when a cell would run as a formula in a spreadsheet (OWASP CSV injection). */
export function looksLikeFormula(cell: string): boolean {
  return FORMULA_PREFIX.test(cell) || FORMULA_PREFIX.test(cell.trim());
}

/** '' (a blank cell) → undefined: a blank cell never erases what is stored. */
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Free text stored as typed: no control characters and nothing a spreadsheet would run. */
const text = (max: number) =>
  plainText()
    .trim()
    .max(max, `máximo de ${max} caracteres`)
    .refine((v) => !looksLikeFormula(v), { message: IMPORT_ROW_MESSAGES.formula });

const DATE_MESSAGE = 'data inválida (use dd/mm/aaaa ou aaaa-mm-dd)';

/** dd/mm/aaaa or aaaa-mm-dd → aaaa-mm-dd. */
const date = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const iso = isRealIsoDate(v) ? v : parseBrDate(v);
    if (iso === null) {
      ctx.addIssue({ code: 'custom', message: DATE_MESSAGE });
      return z.NEVER;
    }
    return iso;
  });

/**
 * Today in Brazil, worked out at most once a minute: a file has thousands of birth dates, and each
 * Intl time-zone lookup costs ~0.2 ms.
 */
let today = { value: '', until: 0 };
function todayForRows(): string {
  const now = Date.now();
  if (now >= today.until) today = { value: todayInBrazil(new Date(now)), until: now + 60_000 };
  return today.value;
}

const birthDate = date
  .refine((iso) => iso <= todayForRows(), { message: 'não pode ser uma data futura' })
  .refine((iso) => iso >= MIN_NASCIMENTO, { message: 'data muito antiga' });

const lookup = (table: Record<string, number>, message: string) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      const key = v
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
      const byName = table[key];
      const byId = Object.values(table).find((n) => String(n) === key);
      const found = byName ?? byId;
      if (found === undefined) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return found;
    });

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

/**
 * One data row of the file, cells by column key, as the server validates it with the member
 * contract's field schemas (CPF check digits, phone, e-mail, dates). A missing or blank cell is
 * undefined: the stored value is kept.
 */
export const memberImportRow = z.object({
  // A spreadsheet that took the CPF for a number dropped its leading zeros.
  cpf: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{9,10}$/.test(v.trim()) ? v.trim().padStart(11, '0') : v),
    cpf,
  ),
  nome: optional(text(LIMITS.name)),
  email: optional(
    text(LIMITS.email).pipe(z.email('e-mail inválido').transform((v) => v.toLowerCase())),
  ),
  telefone: optional(phone),
  nascimento: optional(birthDate),
  sexo: optional(lookup(IMPORT_SEXES, 'use M, F ou O')),
  perfil: optional(lookup(IMPORT_PROFILES, 'use titular, agregado ou conveniado (ou 5, 7, 9)')),
  carteirinha: optional(text(30)),
  validade: optional(date),
  admissao: optional(date),
  cep: optional(
    z
      .string()
      .trim()
      .regex(/^\d{5}-?\d{3}$/, 'CEP deve ter 8 dígitos')
      .transform(onlyDigits),
  ),
  logradouro: optional(text(LIMITS.text)),
  numero: optional(text(20)),
  complemento: optional(text(LIMITS.text)),
  bairro: optional(text(LIMITS.text)),
  cidade: optional(text(LIMITS.text)),
  uf: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'UF inválida')
      .transform((v) => v.toUpperCase()),
  ),
});
export type MemberImportRow = z.output<typeof memberImportRow>;

/* ---------------------------------------------------------------- the dry run's preview */

/** Each column of the file as the dry run names it to an operator. */
export const IMPORT_FIELD_LABELS: Record<ImportColumnKey | 'situacao', string> = {
  cpf: 'CPF',
  nome: 'Nome',
  email: 'E-mail',
  telefone: 'Telefone',
  nascimento: 'Nascimento',
  sexo: 'Sexo',
  perfil: 'Perfil',
  carteirinha: 'Número da carteirinha',
  validade: 'Validade da carteirinha',
  admissao: 'Data de admissão',
  cep: 'CEP',
  logradouro: 'Endereço',
  numero: 'Número',
  complemento: 'Complemento',
  bairro: 'Bairro',
  cidade: 'Cidade',
  uf: 'UF',
  situacao: 'Situação',
};

const SEX_NAMES: Record<number, string> = { 1: 'Masculino', 2: 'Feminino', 3: 'Outro' };
const PROFILE_NAMES: Record<number, string> = {
  [PROFILES.dependente]: 'Dependente',
  [PROFILES.titular]: 'Titular',
  [PROFILES.agregado]: 'Agregado',
  [PROFILES.conveniado]: 'Conveniado',
};

/**
 * A value of a member's record or of a file's row as the dry run shows it: names for sex and
 * profile, dd/mm/aaaa dates, masked phone and CEP, '(vazio)' for nothing.
 */
export function importValueText(field: ImportColumnKey, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(vazio)';
  if (field === 'sexo') return SEX_NAMES[Number(value)] ?? String(value);
  if (field === 'perfil') return PROFILE_NAMES[Number(value)] ?? String(value);
  const text = String(value);
  if (field === 'nascimento' || field === 'validade' || field === 'admissao')
    return isRealIsoDate(text) ? formatDate(text) : text;
  if (field === 'telefone') return maskPhone(text);
  if (field === 'cep') return maskCep(text);
  return text;
}

/** One row the confirmed import would create. */
export const importCreatePreview = z.object({
  line: z.number(),
  /** Masked (***.456.789-**). */
  cpf: z.string(),
  nome: z.string(),
  /** The profile's name ('Titular' when the file names none). */
  perfil: z.string(),
  /** True when the CPF already signs in through another company: only a card is created. */
  hasSignIn: z.boolean(),
});
export type ImportCreatePreview = z.infer<typeof importCreatePreview>;

/** One field of a member's card the confirmed import would change, as stored and as in the file. */
export const importFieldChange = z.object({
  field: z.enum(['situacao', ...IMPORT_COLUMNS.map((c) => c.key)] as [
    'situacao',
    ...ImportColumnKey[],
  ]),
  from: z.string(),
  to: z.string(),
});
export type ImportFieldChange = z.infer<typeof importFieldChange>;

/** One row the confirmed import would update: the member and what differs from their record. */
export const importUpdatePreview = z.object({
  line: z.number(),
  /** Masked (***.456.789-**). */
  cpf: z.string(),
  /** The name on the member's card now. */
  nome: z.string(),
  changes: z.array(importFieldChange),
});
export type ImportUpdatePreview = z.infer<typeof importUpdatePreview>;

/* ---------------------------------------------------------------- the calls */

const firstPassword = z.enum(
  [IMPORT_FIRST_PASSWORD.birthDate, IMPORT_FIRST_PASSWORD.email],
  'escolha como o novo membro recebe a senha inicial',
);

/**
 * POST /api/admin/v1/imports/members?companyId=…&firstPassword=…&fileName=… with the file's bytes
 * as the body (Content-Type: text/csv): reads, validates and plans every row (the dry run) and
 * answers the stored job. No member is written yet.
 */
export const memberImportUploadQuery = z.object({
  companyId: id,
  firstPassword,
  fileName: plainText().trim().max(200, 'nome de arquivo muito longo').default('membros.csv'),
});
export type MemberImportUploadQuery = z.input<typeof memberImportUploadQuery>;

/** The body types the upload accepts (what browsers and spreadsheets label a .csv with). */
export const IMPORT_CONTENT_TYPES = [
  'text/csv',
  'text/plain',
  'application/csv',
  'application/vnd.ms-excel',
  'application/octet-stream',
] as const;

/** POST …/imports/:id/confirm */
export const memberImportConfirmBody = z.object({
  /** 'desativar quem não está no arquivo': end this company's cards whose CPF is not in the file. */
  deactivateMissing: z.boolean('marque ou desmarque a opção').default(false),
});
export type MemberImportConfirmBody = z.input<typeof memberImportConfirmBody>;

export const importRowError = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number(),
  /** The CPF as written in the file (masked when valid). */
  cpf: z.string(),
  error: z.string(),
});
export type ImportRowError = z.infer<typeof importRowError>;

/** An import job, as the console shows and polls it. */
export const importJob = z.object({
  id: z.number(),
  companyId: z.number(),
  companyName: z.string(),
  operatorId: z.number(),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  firstPassword,
  deactivateMissing: z.boolean(),
  /** 'utf-8', 'windows-1252' or 'utf-16le', as detected. */
  encoding: z.string(),
  /** ';', ',' or a tab, as detected. */
  delimiter: z.string(),
  /** Headers of the file that are no import column (their cells are ignored). */
  ignoredColumns: z.array(z.string()),
  /** Data rows of the file. */
  total: z.number(),
  /** Rows written so far once confirmed: the progress is applied / total. */
  applied: z.number(),
  /** The dry run's plan; once done, what was written. */
  counts: z.object({
    create: z.number(),
    update: z.number(),
    unchanged: z.number(),
    error: z.number(),
  }),
  /** Active cards of the company whose CPF is not in the file (ended only when asked). */
  missing: z.number(),
  /** Cards this import ended ('desativar quem não está no arquivo'). */
  deactivated: z.number(),
  /** The first rows in error (all of them are in the error CSV). */
  firstErrors: z.array(importRowError),
  /** While the dry run waits: the first rows to create (empty once confirmed or discarded). */
  firstCreates: z.array(importCreatePreview),
  /**
   * While the dry run waits: the first rows to update, each with what differs from the member's
   * record as it is now (the confirmed write plans again, so this is what it would change).
   */
  firstUpdates: z.array(importUpdatePreview),
  /** Why a confirmed import stopped ('' otherwise). */
  message: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJob>;

/** The import calls with their schemas (spread into `adminEndpoints`). */
export const importEndpoints = {
  memberImportTemplate: { ...importRoutes.memberImportTemplate, response: csvText },
  uploadMemberImport: {
    ...importRoutes.uploadMemberImport,
    query: memberImportUploadQuery,
    upload: { types: IMPORT_CONTENT_TYPES, maxBytes: IMPORT_LIMITS.fileBytes },
    response: importJob,
    errors: [404],
  },
  getImport: { ...importRoutes.getImport, params: recordParams, response: importJob },
  importErrorsCsv: { ...importRoutes.importErrorsCsv, params: recordParams, response: csvText },
  confirmImport: {
    ...importRoutes.confirmImport,
    params: recordParams,
    body: memberImportConfirmBody,
    response: importJob,
    errors: [409],
  },
  discardImport: {
    ...importRoutes.discardImport,
    params: recordParams,
    response: importJob,
    errors: [409],
  },
} as const satisfies Record<string, AdminEndpoint>;
