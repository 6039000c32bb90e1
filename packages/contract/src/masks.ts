import { onlyDigits } from './cpf.js';

/** Applies a pattern where 0 stands for a digit, keeping only as many digits as typed. */
function applyPattern(digits: string, pattern: string): string {
  let out = '';
  let i = 0;
  for (const ch of pattern) {
    if (i >= digits.length) break;
    if (ch === '0') out += digits[i++];
    else out += ch;
  }
  return out;
}

export const CPF_PATTERN = '000.000.000-00';
export const CEP_PATTERN = '00000-000';
export const PHONE_PATTERN = '(00) 00000-0000';
export const LANDLINE_PATTERN = '(00) 0000-0000';

/** 52998224725 → 529.982.247-25 (partial input is masked as far as it goes). */
export function maskCpf(value: string): string {
  return applyPattern(onlyDigits(value).slice(0, 11), CPF_PATTERN);
}

/** 01310100 → 01310-100 */
export function maskCep(value: string): string {
  return applyPattern(onlyDigits(value).slice(0, 8), CEP_PATTERN);
}

const LANDLINE_DIGITS = LANDLINE_PATTERN.split('0').length - 1;
const PHONE_DIGITS = PHONE_PATTERN.split('0').length - 1;

/**
 * The pattern for a phone of these digits: a landline's (00) 0000-0000 up to 10 digits, a mobile's
 * (00) 00000-0000 from the 11th. The web's live input mask switches by the same rule.
 */
export function phonePatternFor(digits: string): string {
  return digits.length > LANDLINE_DIGITS ? PHONE_PATTERN : LANDLINE_PATTERN;
}

/** 11987654321 → (11) 98765-4321; 1134567890 → (11) 3456-7890 */
export function maskPhone(value: string): string {
  const digits = onlyDigits(value).slice(0, PHONE_DIGITS);
  return applyPattern(digits, phonePatternFor(digits));
}
