import { z } from 'zod';
import { LIMITS, DEFAULT_DATA_ADMISSAO, MIN_NASCIMENTO } from '../constants.js';
import { todayInBrazil } from '../format.js';
import {
  cpf,
  id,
  identity,
  isoDate,
  optionId,
  optionalEmail,
  phone,
  photo,
  plainText,
} from './common.js';

/**
 * One card of the dependents list (get-dependentes, delete-dependente).
 * `nascimento` is ISO yyyy-mm-dd (the app formats it), `grau`/`sexo` are labels ('' when not
 * informed) and `cpf` is masked 000.000.000-00.
 */
export const dependentCard = z.object({
  idDependente: z.number(),
  nome: z.string(),
  nascimento: z.string(),
  grau: z.string(),
  sexo: z.string(),
  cpf: z.string(),
});
export type DependentCard = z.infer<typeof dependentCard>;
export const dependentList = z.array(dependentCard);
export type DependentList = z.infer<typeof dependentList>;

/**
 * One dependent as the form shows it (get-dependente-unico, insert-, update-dependente):
 * `cpf` masked 000.000.000-00, phones masked (00) 00000-0000, `nascimento` and `dataAdmissao` ISO
 * yyyy-mm-dd, `idSexo`/`idGrauParentesco` 0 when not informed, `foto` a '/media/…' URL or ''.
 */
export const dependent = z.object({
  idDependente: z.number(),
  nome: z.string(),
  cpf: z.string(),
  email: z.string(),
  telefone1: z.string(),
  telefone2: z.string(),
  nascimento: z.string(),
  dataAdmissao: z.string(),
  idSexo: z.number(),
  idGrauParentesco: z.number(),
  foto: z.string(),
});
export type Dependent = z.infer<typeof dependent>;

/** A real birth date, not in the future (Brazil's calendar) and not before 1900. */
export const nascimento = isoDate
  .refine((iso) => iso <= todayInBrazil(), { message: 'não pode ser uma data futura' })
  .refine((iso) => iso >= MIN_NASCIMENTO, { message: 'data muito antiga' });

/** The form's fields, parsed: CPF and phones to digits, defaults of docs/product.md#api-calls. */
export const dependentFields = z.object({
  nome: plainText().trim().min(1, 'não pode ficar vazio').max(LIMITS.name),
  cpf,
  email: optionalEmail,
  telefone1: phone,
  telefone2: phone,
  nascimento,
  dataAdmissao: isoDate.default(DEFAULT_DATA_ADMISSAO),
  idSexo: optionId(1),
  /** 0 = not informed (docs/product.md#api-calls); any other id must exist (checked by the server). */
  idGrauParentesco: optionId(0).default(0),
  /** A data URL (a new photo), the dependent's current '/media/…' URL (kept) or '' (none). */
  foto: photo.default(''),
});
export type DependentFields = z.input<typeof dependentFields>;

export const insertDependenteBody = identity.extend(dependentFields.shape);
export type InsertDependenteBody = z.input<typeof insertDependenteBody>;
export const updateDependenteBody = insertDependenteBody.extend({ idDependente: id });
export type UpdateDependenteBody = z.input<typeof updateDependenteBody>;
export const dependentBody = identity.extend({ idDependente: id });
export type DependentBody = z.input<typeof dependentBody>;
export const deleteDependenteBody = z.object({ idDependente: id });
export type DeleteDependenteBody = z.input<typeof deleteDependenteBody>;
