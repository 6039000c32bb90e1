import { describe, expect, it } from 'vitest';
import { menuItems } from './menu-items';

const labels = (conditions: Parameters<typeof menuItems>[0]) =>
  menuItems(conditions).map((item) => item.label);

const ALWAYS = [
  'Serviços',
  'Parceiros',
  'Dados Gerais',
  'Meu Endereço',
  'Carteirinha',
  'Dependentes',
  'Perguntas Frequentes',
];

describe('menuItems (docs/product.md#menu)', () => {
  it.each([
    {
      case: 'tadodoi, profile 5, pet link',
      conditions: { tadodoi: true, profile: 5, linkPet: 'https://pet.example' },
      expected: [
        'Tá Dodói',
        'Serviços',
        'Parceiros',
        'Contrato',
        'Dados Gerais',
        'Meu Endereço',
        'Carteirinha',
        'Dependentes',
        'Perguntas Frequentes',
        'Telemedicina Pet',
      ],
    },
    {
      case: 'no tadodoi flag',
      conditions: { tadodoi: false, profile: 5, linkPet: 'https://pet.example' },
      expected: [...ALWAYS.slice(0, 2), 'Contrato', ...ALWAYS.slice(2), 'Telemedicina Pet'],
    },
    {
      case: 'profile 9',
      conditions: { tadodoi: false, profile: 9, linkPet: 'https://pet.example' },
      expected: [...ALWAYS, 'Telemedicina Pet'],
    },
    {
      case: 'no pet link',
      conditions: { tadodoi: false, profile: 9, linkPet: '' },
      expected: ALWAYS,
    },
    {
      case: 'a pet link that is not http(s)',
      conditions: { tadodoi: false, profile: 9, linkPet: 'javascript:alert(1)' },
      expected: ALWAYS,
    },
  ])('$case', ({ conditions, expected }) => {
    expect(labels(conditions)).toEqual(expected);
  });

  it('routes each item to its screen, and the pet link to its site', () => {
    const items = menuItems({ tadodoi: true, profile: 5, linkPet: 'https://pet.example/clube' });
    const target = (label: string) => {
      const item = items.find((i) => i.label === label);
      return item?.to ?? item?.href;
    };
    expect(target('Tá Dodói')).toBe('/auth/get-touch');
    expect(target('Parceiros')).toBe('/auth/partners-type');
    expect(target('Contrato')).toBe('/auth/contract');
    expect(target('Dependentes')).toBe('/auth/dependents');
    expect(target('Telemedicina Pet')).toBe('https://pet.example/clube');
  });
});
