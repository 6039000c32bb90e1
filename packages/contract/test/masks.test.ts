import { describe, expect, it } from 'vitest';
import {
  LANDLINE_PATTERN,
  maskCep,
  maskCpf,
  maskPhone,
  PHONE_PATTERN,
  phonePatternFor,
} from '../src/masks.js';

describe('maskCpf', () => {
  it.each([
    ['52998224725', '529.982.247-25'],
    ['529982', '529.982'],
    ['5299822', '529.982.2'],
    ['529.982.247-25', '529.982.247-25'],
    ['52998224725999', '529.982.247-25'],
    ['abc', ''],
  ])('%s → %s', (input, masked) => expect(maskCpf(input)).toBe(masked));
});

describe('maskCep', () => {
  it.each([
    ['01310100', '01310-100'],
    ['0131', '0131'],
    ['013101', '01310-1'],
    ['01310-100999', '01310-100'],
  ])('%s → %s', (input, masked) => expect(maskCep(input)).toBe(masked));
});

describe('maskPhone', () => {
  it.each([
    ['11987654321', '(11) 98765-4321'],
    ['1134567890', '(11) 3456-7890'],
    ['(11) 3456-7890', '(11) 3456-7890'],
    ['11 3456 7890', '(11) 3456-7890'],
    ['113456789', '(11) 3456-789'],
    ['119', '(11) 9'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['119876543219999', '(11) 98765-4321'],
  ])('%s → %s', (input, masked) => expect(maskPhone(input)).toBe(masked));
});

describe('phonePatternFor', () => {
  it('is the landline pattern up to 10 digits and the mobile one from the 11th', () => {
    expect(phonePatternFor('1134567890')).toBe(LANDLINE_PATTERN);
    expect(phonePatternFor('11')).toBe(LANDLINE_PATTERN);
    expect(phonePatternFor('11987654321')).toBe(PHONE_PATTERN);
  });
});
