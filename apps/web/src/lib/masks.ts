import type { MaskitoOptions } from '@maskito/core';

const digit = /\d/;

/** Spec §5: CPF is typed as 000.000.000-00, digits only. */
export const cpfMaskOptions: MaskitoOptions = {
  mask: [
    digit,
    digit,
    digit,
    '.',
    digit,
    digit,
    digit,
    '.',
    digit,
    digit,
    digit,
    '-',
    digit,
    digit,
  ],
};

/** Spec §5: phones are typed as (00) 00000-0000, digits only, up to 11 digits. */
export const phoneMaskOptions: MaskitoOptions = {
  mask: [
    '(',
    digit,
    digit,
    ')',
    ' ',
    digit,
    digit,
    digit,
    digit,
    digit,
    '-',
    digit,
    digit,
    digit,
    digit,
  ],
};
