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

/** 11987654321 → (11) 98765-4321; 10 digits → (11) 3456-7890 */
export function maskPhone(value: string): string {
  const digits = onlyDigits(value).slice(0, 11);
  return applyPattern(digits, digits.length === 10 ? LANDLINE_PATTERN : PHONE_PATTERN);
}
