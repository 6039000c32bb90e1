import { describe, expect, it, vi } from 'vitest';
import { checkResolver, type FormIssues } from './form-issues';

interface Values {
  name: string;
  code: string;
}

const check = (values: Values): FormIssues<Values> =>
  values.name === '' && values.code === ''
    ? {
        summary: 'Campos obrigatórios vazios!',
        fields: { name: 'Informe o nome.', code: 'Informe o código.' },
      }
    : null;

const OPTIONS = { fields: {}, shouldUseNativeValidation: false };

describe('checkResolver', () => {
  it('passes the values on when the check finds nothing', async () => {
    const seen = vi.fn();
    const values = { name: 'Ana', code: '' };
    expect(await checkResolver(check, seen)(values, undefined, OPTIONS)).toEqual({
      values,
      errors: {},
    });
    expect(seen).toHaveBeenCalledWith(null);
  });

  it('turns each field message into an error, in order, and hands over the summary', async () => {
    const seen = vi.fn();
    const result = await checkResolver(check, seen)({ name: '', code: '' }, undefined, OPTIONS);
    expect(result.values).toEqual({});
    expect(Object.entries(result.errors)).toEqual([
      ['name', { type: 'validate', message: 'Informe o nome.' }],
      ['code', { type: 'validate', message: 'Informe o código.' }],
    ]);
    expect(seen).toHaveBeenCalledWith(
      expect.objectContaining({ summary: 'Campos obrigatórios vazios!' }),
    );
  });
});
