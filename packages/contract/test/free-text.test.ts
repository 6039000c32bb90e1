import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from '../src/endpoints.js';
import { multilineText, plainText, UNSAFE_TEXT_MESSAGE } from '../src/schemas/common.js';

describe('free text', () => {
  /** Secrets are never shown nor logged; a password may hold any character the member chose. */
  const SECRETS = new Set(['password', 'oldpass', 'newpass', 'newPassword']);

  /** Every field of every request schema that keeps a plain word as typed, by "endpoint.path.to.field". */
  function textFields(): [string, z.ZodType][] {
    const found: [string, z.ZodType][] = [];
    const walk = (name: string, schema: z.ZodType) => {
      const inner = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
      if (inner instanceof z.ZodObject) {
        for (const [key, field] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
          if (!SECRETS.has(key)) walk(`${name}.${key}`, field);
        }
      } else if (schema.safeParse('Ana Maria').data === 'Ana Maria') {
        found.push([name, schema]);
      }
    };
    for (const [name, endpoint] of Object.entries(endpoints)) {
      if ('body' in endpoint && endpoint.body) walk(`${name}.body`, endpoint.body);
      if ('query' in endpoint && endpoint.query) walk(`${name}.query`, endpoint.query);
    }
    return found;
  }

  it('finds the free-text fields the members type', () => {
    const names = textFields().map(([name]) => name);
    for (const field of [
      'insertDependente.body.nome',
      'updateClienteEndereco.body.logradouro',
      'updateCliente.body.emergencia.nome1',
      'insereAvaliacao.body.comentario',
      'getParceiroLista.query.busca',
    ]) {
      expect(names).toContain(field);
    }
  });

  it.each([
    ['a NUL', 'Ana\u0000Maria'],
    ['an escape sequence', 'Ana\u001b[31mMaria'],
    ['a right-to-left override', 'Ana\u202eairaM'],
    ['a bidi isolate', 'Ana\u2066Maria'],
    ['a C1 control', 'Ana\u0085Maria'],
    ['a line separator', 'Ana\u2028Maria'],
  ])('refuses %s in every free-text field, in Portuguese', (_what, value) => {
    for (const [name, schema] of textFields()) {
      const result = schema.safeParse(value);
      expect(result.success, name).toBe(false);
      expect(
        result.error?.issues.map((i) => i.message),
        name,
      ).toContain(UNSAFE_TEXT_MESSAGE);
    }
  });

  it('keeps accents, emoji and, in a comment, line breaks', () => {
    expect(plainText().parse('José Ação 😀')).toBe('José Ação 😀');
    expect(plainText().safeParse('uma\nlinha').success).toBe(false);
    expect(multilineText().parse('Ótimo.\r\nVoltarei!\tObrigado')).toBe(
      'Ótimo.\r\nVoltarei!\tObrigado',
    );
  });
});
