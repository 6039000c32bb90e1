import type { HelpInfo } from '@clube/contract';
import { describe, expect, it } from 'vitest';
import { addressLines, mailtoHref, telHref } from './help-links';

describe('help links', () => {
  it('calls a Brazilian number with the country code, once', () => {
    expect(telHref('(11) 3000-1000')).toBe('tel:+551130001000');
    expect(telHref('11987650000')).toBe('tel:+5511987650000');
    expect(telHref('5511987650000')).toBe('tel:+5511987650000');
    expect(telHref('')).toBeNull();
    expect(telHref('12345')).toBeNull();
  });

  it('writes only to a plain e-mail address: nothing else reaches the link', () => {
    expect(mailtoHref(' ajuda@empresa.com.br ')).toBe('mailto:ajuda@empresa.com.br');
    expect(mailtoHref('ajuda@empresa.com.br?bcc=outro@x.com')).toBeNull();
    expect(mailtoHref('javascript:alert(1)//@x.com')).toBeNull();
    expect(mailtoHref('sem-arroba')).toBeNull();
    expect(mailtoHref('')).toBeNull();
  });

  it('writes the address in lines, leaving out what is blank', () => {
    const info: HelpInfo = {
      telefone1: '',
      telefone2: '',
      email: '',
      cep: '30140010',
      logradouro: 'Praça da Liberdade',
      numero: '450',
      complemento: '',
      bairro: '',
      cidade: 'Belo Horizonte',
      uf: 'MG',
    };
    expect(addressLines(info)).toEqual([
      'Praça da Liberdade, 450',
      'Belo Horizonte/MG – CEP 30140-010',
    ]);
  });
});
