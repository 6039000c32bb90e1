import type { Random } from './random.js';

function checkDigit(digits: readonly number[]): number {
  const weightStart = digits.length + 1;
  const sum = digits.reduce((total, digit, i) => total + digit * (weightStart - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** The 11-digit CPF whose first nine digits are `base` (9 digits): appends both check digits. */
export function cpfFromBase(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new Error(`a CPF base has 9 digits, got "${base}"`);
  const digits = [...base].map(Number);
  digits.push(checkDigit(digits));
  digits.push(checkDigit(digits));
  return digits.join('');
}

/** A valid CPF drawn from the seed's PRNG (never one repeated digit, never in `taken`). */
export function randomCpf(random: Random, taken: Set<string>): string {
  for (;;) {
    const base = String(random.int(100_000_000, 999_999_999));
    const cpf = cpfFromBase(base);
    if (!/^(\d)\1{10}$/.test(cpf) && !taken.has(cpf)) {
      taken.add(cpf);
      return cpf;
    }
  }
}
