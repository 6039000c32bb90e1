import { describe, expect, it } from 'vitest';
import { isValidCpf, onlyDigits } from '../src/cpf.js';

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '390.533.447-05', '153.509.460-56'])(
    'accepts the valid CPF %s',
    (cpf) => expect(isValidCpf(cpf)).toBe(true),
  );

  it.each([
    ['wrong first check digit', '529.982.247-15'],
    ['wrong second check digit', '529.982.247-24'],
    ['repeated digits', '111.111.111-11'],
    ['all zeros', '000.000.000-00'],
    ['too short', '529.982.247-2'],
    ['too long', '529.982.247-250'],
    ['empty', ''],
    ['letters', 'abc.def.ghi-jk'],
  ])('rejects %s (%s)', (_case, cpf) => expect(isValidCpf(cpf)).toBe(false));

  it('rejects every repeated-digit CPF', () => {
    for (let d = 0; d <= 9; d++) expect(isValidCpf(String(d).repeat(11))).toBe(false);
  });
});

describe('onlyDigits', () => {
  it('strips the mask', () => expect(onlyDigits('529.982.247-25')).toBe('52998224725'));
});
