import { maskCep, onlyDigits, type HelpInfo } from '@clube/contract';

/** The message WhatsApp opens with (docs/product.md#help: a prefilled greeting). */
export function whatsappGreeting(companyName: string | undefined): string {
  return companyName
    ? `Olá! Sou associado(a) do ${companyName} e preciso de ajuda.`
    : 'Olá! Sou associado(a) do clube e preciso de ajuda.';
}

/** A Brazilian number as a tel: link with the country code; null without enough digits. */
export function telHref(phone: string): string | null {
  const digits = onlyDigits(phone);
  if (digits.length < 10) return null;
  return `tel:+${digits.length > 11 && digits.startsWith('55') ? digits : `55${digits}`}`;
}

/** A mailto: link for a plausible address; null otherwise (nothing else reaches the href). */
export function mailtoHref(email: string): string | null {
  const address = email.trim();
  return /^[^\s@:/?#]+@[^\s@:/?#]+\.[^\s@:/?#]+$/.test(address) ? `mailto:${address}` : null;
}

/** The company's address as lines: street and number, district, city/UF and CEP. */
export function addressLines(info: HelpInfo): string[] {
  const street = [info.logradouro, info.numero].filter(Boolean).join(', ');
  const first = [street, info.complemento].filter(Boolean).join(' – ');
  const city = [info.cidade, info.uf].filter(Boolean).join('/');
  const last = [city, info.cep && `CEP ${maskCep(info.cep)}`].filter(Boolean).join(' – ');
  return [first, info.bairro, last].filter((line) => line.trim() !== '');
}
