import { isApiError } from './api-error';

/**
 * A validation message as a sentence: capital first letter and a full stop. The contract's messages
 * are lower-case phrases because the server puts them after the field's name ("Campo 'nome'
 * inválido: informe o nome"); under a field they stand alone ("Informe o nome.").
 */
export function sentence(message: string): string {
  const text = message.trim();
  if (!text) return text;
  const first = text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
  return /[.!?:)]$/.test(first) ? first : `${first}.`;
}

/** "Campo 'nome' inválido: informe o nome" / "Campo 'nome' é obrigatório." */
const FIELD_MESSAGE = /^Campo '([^']+)' (?:inválido: (.+)|é obrigatório\.?)$/;

export interface ServerFieldError {
  field: string;
  message: string;
}

/**
 * The field a refused write names, when the form has it: the server's validation answers name the
 * field; a conflict (409: an e-mail or name already in use) belongs to `conflictField`. Anything
 * else stays a message on top of the form.
 */
export function serverFieldError(
  error: unknown,
  fields: readonly string[],
  conflictField?: string,
): ServerFieldError | null {
  if (!isApiError(error)) return null;
  const match = FIELD_MESSAGE.exec(error.message);
  if (match && error.status === 400) {
    const field = match[1]!.split('.')[0]!;
    if (fields.includes(field)) {
      return { field, message: sentence(match[2] ?? 'Campo obrigatório') };
    }
  }
  if (error.status === 409 && conflictField && fields.includes(conflictField)) {
    return { field: conflictField, message: sentence(error.message) };
  }
  return null;
}
