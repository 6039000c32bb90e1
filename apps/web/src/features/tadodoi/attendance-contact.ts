import { maskPhone } from '@clube/contract';

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/**
 * A phone number as a tel: link: toll-free and other numbers dialled with a leading 0 as they are,
 * mobile and landline numbers with Brazil's 55; null without a number.
 */
export function telHref(phone: string): string | null {
  const digits = digitsOf(phone);
  if (digits.length < 3) return null;
  if (digits.startsWith('0') || digits.length < 10) return `tel:${digits}`;
  return `tel:+${digits.length > 11 && digits.startsWith('55') ? digits : `55${digits}`}`;
}

/** "08007654321" → "0800 765 4321"; other numbers with the app's phone mask. */
export function displayPhone(phone: string): string {
  const digits = digitsOf(phone);
  const tollFree = /^(0[38]00)(\d{3})(\d{4})$/.exec(digits);
  return tollFree ? tollFree.slice(1).join(' ') : maskPhone(digits);
}
