import { describe, expect, it } from 'vitest';
import { searchKey } from '../../src/lib/search-key.js';

describe('searchKey', () => {
  it.each([
    ['Café São João', 'cafe sao joao'],
    ['ÓTICA VISÃO', 'otica visao'],
    ['Açaí da Praça', 'acai da praca'],
    ['  Doceria   Brigadeiro\t& Cia ', 'doceria brigadeiro & cia'],
    ['Pão de Queijo da Vovó', 'pao de queijo da vovo'],
    ['Irmão(ã)', 'irmao(a)'],
    ['', ''],
  ])('turns %j into %j', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });

  it('matches precomposed and decomposed accents alike', () => {
    expect(searchKey('Cafe\u0301')).toBe(searchKey('Café'));
  });
});
