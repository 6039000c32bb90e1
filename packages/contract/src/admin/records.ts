// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the package ships no types, and the apps type-check this file with their own tsconfig
/// <reference path="./boleto-brasileiro-validator.d.ts" />
import boletoValidator from 'boleto-brasileiro-validator';
import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { onlyDigits } from '../cpf.js';
import { isPixCopiaECola, PIX_MAX_LENGTH } from '../pix.js';
import { id, isoDate, plainText } from '../schemas/common.js';
import { httpUrl } from './companies.js';
import type { AdminEndpoint } from './endpoints.js';
import { recordRoutes } from './records-routes.js';
import { recordParams } from './schemas/list.js';

/**
 * A member card's records in the console (docs/product.md#console-card-records): contracts and their invoices, prescriptions
 * and telemedicine appointments. docs/decisions/046-card-records.md.
 */

export const CONTRACT_STATUS = { active: 'Ativo', ended: 'Encerrado' } as const;
export const INVOICE_STATUS = { open: 'Em aberto', paid: 'Pago', overdue: 'Vencido' } as const;
export const PAYMENT_FORMS = ['Boleto', 'Cartão de crédito', 'Pix', 'Débito em conta'] as const;

/** The largest monthly value or invoice an operator may type: R$ 1.000.000,00. */
export const MAX_MONEY_CENTS = 100_000_000;

/** The biggest prescription PDF (bytes) the console uploads. */
export const PRESCRIPTION_MAX_BYTES = 2 * 1024 * 1024;
/** Its data URL (base64 grows 4/3, plus the prefix). */
export const PRESCRIPTION_MAX_DATA_URL = Math.ceil(PRESCRIPTION_MAX_BYTES / 3) * 4 + 64;

const MONEY = /^(?:R\$\s?)?(\d{1,3}(?:\.\d{3})*|\d+),(\d{2})$/;

/** 'R$ 1.234,56', '1.234,56' or '1234,56' → 123456 cents; null unless exactly two decimals. */
export function parseMoney(text: string): number | null {
  const match = MONEY.exec(text.trim());
  if (!match) return null;
  const cents = Number(`${(match[1] ?? '').replaceAll('.', '')}${match[2] ?? ''}`);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** 123456 cents → '1.234,56' (what the form shows back). */
export function formatMoneyInput(cents: number): string {
  const reais = Math.trunc(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return `${reais.toLocaleString('pt-BR')},${rest}`;
}

/** Money as the operator types it (R$, two decimals), parsed to integer cents. */
export const money = plainText()
  .max(30, 'valor inválido: use R$ com duas casas decimais, ex.: 129,90')
  .transform((v, ctx) => {
    const cents = parseMoney(v);
    if (cents === null || cents <= 0 || cents > MAX_MONEY_CENTS) {
      ctx.addIssue({
        code: 'custom',
        message: 'valor inválido: use R$ com duas casas decimais, ex.: 129,90',
      });
      return z.NEVER;
    }
    return cents;
  });

/**
 * A boleto's linha digitável: the 47-digit bank form or the 48-digit utility (arrecadação) form,
 * masked or not, its check digits verified by `boleto-brasileiro-validator`. '' for none.
 */
export function isLinhaDigitavel(text: string): boolean {
  const digits = onlyDigits(text);
  if (!/^[\d.\s-]+$/.test(text)) return false;
  if (digits.length === 47) return boletoValidator.boletoBancarioLinhaDigitavel(digits);
  if (digits.length === 48) return boletoValidator.boletoArrecadacaoLinhaDigitavel(digits);
  return false;
}

// One string schema, not a union with '': a union's refusal reaches a form as zod's own text.
export const linhaDigitavel = z
  .string()
  .max(70, 'linha digitável inválida')
  .refine((v) => v === '' || isLinhaDigitavel(v), {
    message: 'linha digitável inválida: confira os 47 (ou 48) números e os dígitos verificadores',
  })
  .transform(onlyDigits);

/** A Pix copia e cola the member's bank app accepts: '' for none, else a BR Code with its CRC16 right. */
export const pixCopiaECola = z
  .string()
  .trim()
  .max(PIX_MAX_LENGTH, `Pix copia e cola: máximo ${PIX_MAX_LENGTH} caracteres`)
  .refine((v) => v === '' || isPixCopiaECola(v), {
    message:
      'Pix copia e cola inválido: cole o código inteiro, como o banco o gerou (confira o CRC no final)',
  });

const shortText = (label: string, max: number = LIMITS.name) =>
  plainText().trim().min(1, `informe ${label}`).max(max, `${label}: máximo ${max} caracteres`);
const optionalDate = z.union([z.literal(''), isoDate]);

export const contractStatus = z.enum(
  [CONTRACT_STATUS.active, CONTRACT_STATUS.ended],
  'situação inválida',
);
export const invoiceStatus = z.enum(
  [INVOICE_STATUS.open, INVOICE_STATUS.paid, INVOICE_STATUS.overdue],
  'situação inválida',
);
export const paymentForm = z.enum(PAYMENT_FORMS, 'forma de pagamento inválida');

const contractShape = {
  status: contractStatus,
  formaPagamento: paymentForm,
  /** R$ as typed ('129,90'); cents after parsing. */
  valorMensal: money,
  inicio: isoDate,
  /** '' while it runs. */
  fim: optionalDate,
  plano: shortText('o plano'),
};

const endAfterStart = (v: { inicio?: string; fim?: string }) =>
  !v.fim || !v.inicio || v.fim >= v.inicio;
const END_MESSAGE = { message: 'o fim deve ser depois do início', path: ['fim'] };

export const contractBody = z
  .object({ ...contractShape, fim: optionalDate.default('') })
  .refine(endAfterStart, END_MESSAGE);
export type ContractBody = z.input<typeof contractBody>;
/** Only the fields sent change (no defaults: a PATCH never blanks what it leaves out). */
export const updateContractBody = z
  .object(contractShape)
  .partial()
  .refine(endAfterStart, END_MESSAGE);
export type UpdateContractBody = z.input<typeof updateContractBody>;

const invoiceShape = {
  vencimento: isoDate,
  /** '' while unpaid. */
  pagoEm: optionalDate,
  formaPagamento: paymentForm,
  valor: money,
  /** Where the member opens the boleto: '' or an http(s) link. */
  boleto: httpUrl,
  linhaDigitavel,
  /** '' or a Pix BR Code the member copies into a bank app. */
  pix: pixCopiaECola,
  status: invoiceStatus,
};
const paidHasDate = (v: { status?: string; pagoEm?: string }) =>
  v.status !== INVOICE_STATUS.paid || !!v.pagoEm;
const PAID_MESSAGE = { message: 'informe a data do pagamento', path: ['pagoEm'] };

export const invoiceBody = z
  .object({
    ...invoiceShape,
    pagoEm: optionalDate.default(''),
    boleto: httpUrl.default(''),
    linhaDigitavel: linhaDigitavel.default(''),
    pix: pixCopiaECola.default(''),
  })
  .refine(paidHasDate, PAID_MESSAGE);
export type InvoiceBody = z.input<typeof invoiceBody>;
export const updateInvoiceBody = z.object(invoiceShape).partial();
export type UpdateInvoiceBody = z.input<typeof updateInvoiceBody>;

export const adminInvoice = z.object({
  id: z.number(),
  idContrato: z.number(),
  vencimento: z.string(),
  pagoEm: z.string(),
  formaPagamento: z.string(),
  /** Cents. */
  valor: z.number(),
  boleto: z.string(),
  linhaDigitavel: z.string(),
  pix: z.string(),
  status: z.string(),
});
export type AdminInvoice = z.infer<typeof adminInvoice>;

export const adminContract = z.object({
  id: z.number(),
  idCliente: z.number(),
  status: z.string(),
  formaPagamento: z.string(),
  /** Cents. */
  valorMensal: z.number(),
  inicio: z.string(),
  fim: z.string(),
  plano: z.string(),
  faturas: z.array(adminInvoice),
});
export type AdminContract = z.infer<typeof adminContract>;

export const adminPrescription = z.object({
  id: z.number(),
  /** The card (holder) or a dependent's id. */
  idPessoa: z.number(),
  pessoa: z.string(),
  descricao: z.string(),
  medico: z.string(),
  especialidade: z.string(),
  /** ISO instant of the upload. */
  criadaEm: z.string(),
});
export type AdminPrescription = z.infer<typeof adminPrescription>;

export const adminAppointment = z.object({
  id: z.number(),
  idPessoa: z.number(),
  pessoa: z.string(),
  codigo: z.string(),
  data: z.string(),
  inicio: z.string(),
  fim: z.string(),
  medico: z.string(),
  especialidade: z.string(),
  urlVideo: z.string(),
  /** Whether the member may cancel it in the app (set when scheduling). */
  cancelavel: z.boolean(),
  /** 'realizado': scheduled and its end has passed; past appointments cannot be cancelled. */
  status: z.enum(['agendado', 'cancelado', 'realizado']),
});
export type AdminAppointment = z.infer<typeof adminAppointment>;

export const cardRecords = z.object({
  idCliente: z.number(),
  /** yyyy-mm-dd the card ended (LGPD clock), null while it has an active contract or none ended. */
  encerradoEm: z.string().nullable(),
  contratos: z.array(adminContract),
  receitas: z.array(adminPrescription),
  agendamentos: z.array(adminAppointment),
});
export type CardRecords = z.infer<typeof cardRecords>;

const PDF_DATA_URL = /^data:application\/pdf;base64,[A-Za-z0-9+/]*={0,2}$/;

/** Whose record: the card's holder (no `idDependente`) or one of the card's dependents. */
const forWhom = { idDependente: id.optional() };

export const prescriptionBody = z.object({
  ...forWhom,
  descricao: shortText('a descrição', LIMITS.text),
  medico: shortText('o médico'),
  especialidade: shortText('a especialidade'),
  /** The PDF as a data URL; the server checks the bytes (%PDF-) and the size. */
  arquivo: z
    .string()
    .max(PRESCRIPTION_MAX_DATA_URL, 'arquivo muito grande (máximo 2 MB)')
    .regex(PDF_DATA_URL, 'envie a receita em PDF'),
});
export type PrescriptionBody = z.input<typeof prescriptionBody>;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'hora inválida (hh:mm)');

export const appointmentBody = z
  .object({
    ...forWhom,
    data: isoDate,
    inicio: time,
    fim: time,
    medico: shortText('o médico'),
    especialidade: shortText('a especialidade'),
    urlVideo: httpUrl.refine((v) => v !== '', 'informe o link da consulta'),
    cancelavel: z.boolean('informe se pode ser cancelado'),
  })
  .refine((v) => v.fim > v.inicio, { message: 'o fim deve ser depois do início', path: ['fim'] });
export type AppointmentBody = z.input<typeof appointmentBody>;

export const RECORD_MESSAGES = {
  cardNotFound: 'Cartão não encontrado.',
  contractNotFound: 'Contrato não encontrado.',
  invoiceNotFound: 'Fatura não encontrada.',
  appointmentNotFound: 'Agendamento não encontrado.',
  dependentNotFound: 'Dependente não encontrado neste cartão.',
  alreadyCancelled: 'Este agendamento já está cancelado.',
  alreadyStarted: 'Esta consulta já começou e não pode mais ser cancelada.',
  notPdf: "Campo 'arquivo' inválido: o arquivo não é um PDF.",
  pdfTooBig: "Campo 'arquivo' inválido: arquivo muito grande (máximo 2 MB).",
  contractSaved: 'Contrato salvo.',
  invoiceSaved: 'Fatura salva.',
  prescriptionSaved: 'Receita enviada.',
  appointmentSaved: 'Agendamento criado.',
  appointmentCancelled: 'Agendamento cancelado.',
} as const;

export const recordsChangeResponse = z.object({ message: z.string(), records: cardRecords });
export type RecordsChangeResponse = z.infer<typeof recordsChangeResponse>;

/** The records calls with their schemas (spread into `adminEndpoints`). */
export const recordEndpoints = {
  getCardRecords: { ...recordRoutes.getCardRecords, params: recordParams, response: cardRecords },
  createContract: {
    ...recordRoutes.createContract,
    params: recordParams,
    body: contractBody,
    response: recordsChangeResponse,
  },
  updateContract: {
    ...recordRoutes.updateContract,
    params: recordParams,
    body: updateContractBody,
    response: recordsChangeResponse,
  },
  createInvoice: {
    ...recordRoutes.createInvoice,
    params: recordParams,
    body: invoiceBody,
    response: recordsChangeResponse,
  },
  updateInvoice: {
    ...recordRoutes.updateInvoice,
    params: recordParams,
    body: updateInvoiceBody,
    response: recordsChangeResponse,
  },
  createPrescription: {
    ...recordRoutes.createPrescription,
    params: recordParams,
    body: prescriptionBody,
    response: recordsChangeResponse,
  },
  createAppointment: {
    ...recordRoutes.createAppointment,
    params: recordParams,
    body: appointmentBody,
    response: recordsChangeResponse,
  },
  cancelAppointment: {
    ...recordRoutes.cancelAppointment,
    params: recordParams,
    response: recordsChangeResponse,
    errors: [409],
  },
} as const satisfies Record<string, AdminEndpoint>;
