import { z } from 'zod';

/** The message of a missing field; the error handler turns it into "Campo 'x' é obrigatório.". */
export const REQUIRED_MESSAGE = 'obrigatório';

let configured = false;

/** Zod's own messages in Brazilian Portuguese: they reach the member inside 400 answers. */
export function useBrazilianZodMessages(): void {
  if (configured) return;
  configured = true;
  z.config(z.locales.ptBR());
  z.config({
    customError: (issue) =>
      issue.code === 'invalid_type' && issue.input === undefined ? REQUIRED_MESSAGE : undefined,
  });
}
