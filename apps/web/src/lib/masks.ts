import {
  CEP_PATTERN,
  CPF_PATTERN,
  MIN_NASCIMENTO,
  onlyDigits,
  phonePatternFor,
} from '@clube/contract';
import type { MaskitoOptions } from '@maskito/core';
import { maskitoDate } from '@maskito/kit';

type MaskExpression = (string | RegExp)[];

/** A contract pattern ('0' stands for a digit, anything else for itself) as a Maskito mask. */
function maskFromPattern(pattern: string): MaskExpression {
  return [...pattern].map((char) => (char === '0' ? /\d/ : char));
}

/** docs/product.md#input-rules: CPF is typed as 000.000.000-00, digits only. */
export const cpfMaskOptions: MaskitoOptions = { mask: maskFromPattern(CPF_PATTERN) };

/**
 * docs/product.md#input-rules: phones are typed as (00) 0000-0000 up to 10 digits and (00) 00000-0000 from the 11th,
 * by the contract's rule for formatting a phone.
 */
export const phoneMaskOptions: MaskitoOptions = {
  mask: ({ value }) => maskFromPattern(phonePatternFor(onlyDigits(value))),
};

/** docs/product.md#input-rules: CEP is typed as 00000-000, digits only. */
export const cepMaskOptions: MaskitoOptions = { mask: maskFromPattern(CEP_PATTERN) };

/** A birth date typed dd/mm/aaaa, days and months kept in range, no later than today (docs/product.md#input-rules). */
export const birthDateMaskOptions: MaskitoOptions = maskitoDate({
  mode: 'dd/mm/yyyy',
  separator: '/',
  min: new Date(`${MIN_NASCIMENTO}T00:00:00`),
  max: new Date(),
});
