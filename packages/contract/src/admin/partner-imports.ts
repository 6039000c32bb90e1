import { z } from 'zod';
import { isRealIsoDate, parseBrDate } from '../format.js';
import { plainText } from '../schemas/common.js';
import type { AdminEndpoint } from './endpoints.js';
import {
  IMPORT_CONTENT_TYPES,
  importRowError,
  looksLikeFormula,
  IMPORT_ROW_MESSAGES,
} from './imports.js';
import { PARTNER_MENU_KEYS, partnerFields } from './partners.js';
import { partnerRoutes } from './partners-routes.js';
import { csvText, recordParams } from './schemas/list.js';

/*
 * CSV partner import (docs/product.md#console-partners): the member import's two steps (upload → stored dry run → confirm
 * or discard, error rows as CSV), for the shared partner catalogue. A row is validated by the
 * console form's own schema (`partnerFields`). docs/decisions/043-partner-import.md.
 */

export const PARTNER_IMPORT_LIMITS = {
  fileBytes: 2 * 1024 * 1024,
  rows: 5_000,
  columns: 40,
  firstErrors: 20,
} as const;

/** The columns of the partner file, in the template's order (aliases compared like the member import's). */
export const PARTNER_IMPORT_COLUMNS = [
  {
    key: 'nome',
    header: 'nome',
    aliases: ['parceiro', 'nome do parceiro'],
    example: 'Café Aurora',
  },
  { key: 'categoria', header: 'categoria', aliases: [], example: 'Alimentação' },
  { key: 'desconto', header: 'desconto', aliases: [], example: '15% de desconto' },
  { key: 'texto', header: 'texto curto', aliases: ['texto'], example: 'Em todo o cardápio.' },
  {
    key: 'textoCompleto',
    header: 'texto completo',
    aliases: [],
    example: 'Desconto válido de segunda a sexta.',
  },
  { key: 'validade', header: 'validade', aliases: [], example: '31/12/2027' },
  {
    key: 'link',
    header: 'link do benefício',
    aliases: ['link'],
    example: 'https://aurora.example',
  },
  {
    key: 'beneficio',
    header: 'regras',
    aliases: ['beneficio', 'benefício'],
    example: 'Um por CPF.',
  },
  { key: 'resgate', header: 'como obter', aliases: ['resgate'], example: 'Mostre a carteirinha.' },
  { key: 'voucher', header: 'cupom', aliases: ['voucher'], example: 'CLUBE15' },
  { key: 'resumo', header: 'resumo', aliases: [], example: 'Cafeteria artesanal.' },
  { key: 'descricao', header: 'descrição', aliases: ['descricao'], example: 'Desde 1998.' },
  { key: 'parceriaOnline', header: 'online', aliases: [], example: 'não' },
  { key: 'parceriaFisica', header: 'física', aliases: ['fisica'], example: 'sim' },
  { key: 'redeSocial', header: 'rede social', aliases: [], example: '@cafeaurora' },
  { key: 'carteirinha', header: 'exige carteirinha', aliases: ['carteirinha'], example: 'sim' },
  { key: 'cep', header: 'CEP', aliases: [], example: '01310-100' },
  { key: 'logradouro', header: 'endereço', aliases: ['logradouro'], example: 'Av. Paulista' },
  { key: 'numero', header: 'número', aliases: ['numero'], example: '1000' },
  { key: 'bairro', header: 'bairro', aliases: [], example: 'Bela Vista' },
  { key: 'cidade', header: 'cidade', aliases: [], example: 'São Paulo' },
  { key: 'uf', header: 'UF', aliases: [], example: 'SP' },
  { key: 'whatsapp', header: 'WhatsApp', aliases: [], example: '(11) 98765-4321' },
  { key: 'latitude', header: 'latitude', aliases: ['lat'], example: '-23,5614' },
  { key: 'longitude', header: 'longitude', aliases: ['lng', 'lon'], example: '-46,6559' },
  {
    key: 'menus',
    header: 'menus',
    aliases: ['visibilidade'],
    example: '1:exclusivo; 1:local',
  },
] as const;
export type PartnerImportColumnKey = (typeof PARTNER_IMPORT_COLUMNS)[number]['key'];

export const PARTNER_IMPORT_MESSAGES = {
  empty: 'O arquivo está vazio.',
  tooLarge: 'O arquivo passa de 2 MB. Divida-o em arquivos menores.',
  tooManyRows: `O arquivo passa de ${PARTNER_IMPORT_LIMITS.rows.toLocaleString('pt-BR')} linhas. Divida-o em arquivos menores.`,
  notText: 'O arquivo não é um CSV de texto. Salve a planilha como CSV (separado por ; ou ,).',
  spreadsheet: 'Arquivos do Excel (.xlsx ou .xls) não são aceitos: salve a planilha como CSV.',
  tooManyColumns: (line: number, columns: number) =>
    `A linha ${line} tem ${columns} colunas; o máximo é ${PARTNER_IMPORT_LIMITS.columns}.`,
  malformed: (line: number) =>
    `O CSV está malformado perto da linha ${line} (aspas sem fechar ou fora do lugar).`,
  noNameColumn: 'O cabeçalho não tem a coluna nome. Use o modelo para montar o arquivo.',
  noRows: 'O arquivo não tem nenhuma linha de parceiro abaixo do cabeçalho.',
  notDryRun: 'Esta importação já foi confirmada ou descartada.',
  notFound: 'Importação não encontrada.',
} as const;

export const PARTNER_IMPORT_ROW_MESSAGES = {
  formula: IMPORT_ROW_MESSAGES.formula,
  extraCells: IMPORT_ROW_MESSAGES.extraCells,
  duplicateName: (line: number) => `parceiro repetido no arquivo (já está na linha ${line})`,
  ambiguousName: 'há mais de um parceiro com este nome; altere-o pelo console',
  unknownCategory: (nome: string) => `categoria: "${nome}" não existe; cadastre-a antes`,
  unknownCompany: (id: string) => `menus: empresa ${id} não encontrada`,
  badMenus: 'menus: use empresa:menu separados por ; (ex.: 3:exclusivo; 3:local)',
  badFlag: 'use sim ou não',
  badDate: 'data inválida (use dd/mm/aaaa ou aaaa-mm-dd)',
} as const;

/** 'sim'/'não' cells (and s/n, 1/0, true/false). */
export function importFlag(cell: string): boolean | null {
  const key = cell
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
  if (['sim', 's', '1', 'true', 'x'].includes(key)) return true;
  if (['nao', 'n', '0', 'false', ''].includes(key)) return false;
  return null;
}

/** 'dd/mm/aaaa' or 'aaaa-mm-dd' → 'aaaa-mm-dd'; '' stays ''; null when not a date. */
export function importDate(cell: string): string | null {
  const v = cell.trim();
  if (v === '') return '';
  return isRealIsoDate(v) ? v : parseBrDate(v);
}

/** '3:exclusivo; 4:local' → [{ empresaId: 3, menu: 'exclusivo' }, …]; null when malformed. */
export function importMenus(
  cell: string,
): { empresaId: number; menu: (typeof PARTNER_MENU_KEYS)[number] }[] | null {
  const parts = cell
    .split(/[;|]/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const out: { empresaId: number; menu: (typeof PARTNER_MENU_KEYS)[number] }[] = [];
  for (const part of parts) {
    const match = /^(\d{1,9})\s*:\s*([a-zA-Z]+)$/.exec(part);
    const menu = match?.[2]?.toLowerCase();
    if (!match || !PARTNER_MENU_KEYS.includes(menu as never)) return null;
    out.push({ empresaId: Number(match[1]), menu: menu as (typeof PARTNER_MENU_KEYS)[number] });
  }
  return out;
}

export { looksLikeFormula };

/** The partner of a row, validated by the form's schema (the category by its id, once found). */
export const partnerImportRow = partnerFields;

export const PARTNER_IMPORT_STATUSES = ['dry_run', 'done', 'discarded'] as const;

export const partnerImportUploadQuery = z.object({
  fileName: plainText().trim().max(200, 'nome de arquivo muito longo').default('parceiros.csv'),
});

export const partnerImportJob = z.object({
  id: z.number(),
  operatorId: z.number(),
  fileName: z.string(),
  status: z.enum(PARTNER_IMPORT_STATUSES),
  ignoredColumns: z.array(z.string()),
  total: z.number(),
  counts: z.object({
    create: z.number(),
    update: z.number(),
    unchanged: z.number(),
    error: z.number(),
  }),
  firstErrors: z.array(importRowError),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type PartnerImportJob = z.infer<typeof partnerImportJob>;

export const partnerImportEndpoints = {
  partnerImportTemplate: { ...partnerRoutes.partnerImportTemplate, response: csvText },
  uploadPartnerImport: {
    ...partnerRoutes.uploadPartnerImport,
    query: partnerImportUploadQuery,
    upload: { types: IMPORT_CONTENT_TYPES, maxBytes: PARTNER_IMPORT_LIMITS.fileBytes },
    response: partnerImportJob,
  },
  getPartnerImport: {
    ...partnerRoutes.getPartnerImport,
    params: recordParams,
    response: partnerImportJob,
  },
  partnerImportErrorsCsv: {
    ...partnerRoutes.partnerImportErrorsCsv,
    params: recordParams,
    response: csvText,
  },
  confirmPartnerImport: {
    ...partnerRoutes.confirmPartnerImport,
    params: recordParams,
    response: partnerImportJob,
    errors: [409],
  },
  discardPartnerImport: {
    ...partnerRoutes.discardPartnerImport,
    params: recordParams,
    response: partnerImportJob,
    errors: [409],
  },
} as const satisfies Record<string, AdminEndpoint>;
