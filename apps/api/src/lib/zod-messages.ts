import { z } from 'zod';

/** The message of a missing field; the error handler turns it into "Campo 'x' é obrigatório.". */
export const REQUIRED_MESSAGE = 'obrigatório';

type Issue = z.core.$ZodRawIssue;

/** Above this a bound is a technical limit (an id's range), not something to read out to a member. */
const HUMAN_NUMBER = 1_000_000;

const EXPECTED_TYPE: Partial<Record<string, string>> = {
  number: 'deve ser um número',
  int: 'deve ser um número inteiro',
  string: 'deve ser um texto',
  boolean: 'deve ser verdadeiro ou falso',
  object: 'deve ser um objeto',
  array: 'deve ser uma lista',
};

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') return `deve ter no máximo ${max} caracteres`;
  if (issue.origin === 'array') return `deve ter no máximo ${max} itens`;
  return max > HUMAN_NUMBER ? 'número grande demais' : `deve ser no máximo ${max}`;
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = Number(issue.minimum);
  if (issue.origin === 'string') {
    return min <= 1 ? 'não pode ficar vazio' : `deve ter pelo menos ${min} caracteres`;
  }
  if (issue.origin === 'array') return `deve ter pelo menos ${min} itens`;
  return issue.inclusive ? `deve ser no mínimo ${min}` : `deve ser maior que ${min}`;
}

/** A short Portuguese phrase for the issue, or undefined to keep zod's pt-BR message. */
function humanMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? REQUIRED_MESSAGE : EXPECTED_TYPE[issue.expected];
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return issue.format === 'regex' ? 'formato inválido' : undefined;
    case 'unrecognized_keys':
      return 'campo desconhecido';
    default:
      return undefined;
  }
}

let configured = false;

/**
 * Zod's messages in plain Brazilian Portuguese: they reach the member inside 400 answers, so they
 * never show the library's notation ('<= 9007199254740991', regular expressions).
 */
export function useBrazilianZodMessages(): void {
  if (configured) return;
  configured = true;
  z.config(z.locales.ptBR());
  z.config({ customError: humanMessage });
}
