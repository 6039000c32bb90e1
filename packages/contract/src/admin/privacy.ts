import { onlyDigits } from '../cpf.js';

/**
 * What the audit log and the console never show in full (docs/product.md#console-audit-log): CPFs are masked,
 * passwords and secrets are dropped. One helper for both sides.
 */

/** 52998224725 (or 529.982.247-25) → ***.982.247-**; anything that is not 11 digits → '***'. */
export function hideCpf(value: string): string {
  const digits = onlyDigits(value);
  if (digits.length !== 11) return '***';
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

/** Field names whose values are secrets: never written to the audit log, not even masked. */
const SECRET_FIELD = /senha|password|passwd|secret|segredo|totp|token|hash|recovery|recuperacao/i;
/** Field names that hold a CPF (a member's login is their CPF). */
const CPF_FIELD = /cpf|^login$/i;

export const isSecretField = (name: string): boolean => SECRET_FIELD.test(name);
export const isCpfField = (name: string): boolean => CPF_FIELD.test(name);
