import { randomInt } from 'node:crypto';
import { IMPORT_FIRST_PASSWORD, type ImportFirstPassword } from '@clube/contract/admin';
import { hashPassword } from '../../../lib/password.js';
import { html, htmlEmail } from '../../../lib/html-email.js';

/**
 * scrypt cost of an imported member's first password. It is either 12 random characters (~69
 * bits: no hash cost adds to that) or the birth date, which sits in the same row as the hash (no
 * hash cost protects it). The member must change it at the first sign-in, and the password they
 * choose gets the full cost. At this cost 10,000 new members hash in about a second instead of
 * half an hour (docs/decisions/040-member-import-first-passwords.md).
 */
export const FIRST_PASSWORD_COST = 2 ** 4;

/** No 0/O, 1/l/I: read from an e-mail and typed on a phone. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RANDOM_LENGTH = 12;

export function randomFirstPassword(): string {
  let password = '';
  for (let i = 0; i < RANDOM_LENGTH; i++) password += ALPHABET[randomInt(ALPHABET.length)];
  return password;
}

/** '1990-05-20' → '20051990' (ddmmaaaa), the password the member is told to use. */
export function birthDatePassword(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}${m}${y}`;
}

export interface FirstPassword {
  /** Plain text: only ever put in the member's e-mail, never stored or answered. */
  plain: string;
  hash: string;
}

export async function makeFirstPassword(
  rule: ImportFirstPassword,
  nascimento: string | undefined,
): Promise<FirstPassword> {
  const plain =
    rule === IMPORT_FIRST_PASSWORD.birthDate && nascimento !== undefined
      ? birthDatePassword(nascimento)
      : randomFirstPassword();
  return { plain, hash: await hashPassword(plain, { cost: FIRST_PASSWORD_COST }) };
}

/** The e-mail that carries a random first password (text and HTML), in Portuguese. */
export function firstPasswordMessage({
  nome,
  empresa,
  password,
}: {
  nome: string;
  empresa: string;
  password: string;
}) {
  const assunto = `${empresa}: sua senha de acesso ao clube de benefícios`;
  const corpo = [
    `Olá, ${nome}.`,
    '',
    `Você foi cadastrado(a) no clube de benefícios da ${empresa}.`,
    'Para entrar no aplicativo, use o seu CPF e esta senha provisória:',
    password,
    '',
    'No primeiro acesso você vai criar uma senha só sua.',
    '',
    `Equipe ${empresa}`,
  ].join('\n');
  const corpo_html = htmlEmail(assunto, [
    html`<p>Olá, ${nome}.</p>`,
    html`<p>Você foi cadastrado(a) no clube de benefícios da <strong>${empresa}</strong>.</p>`,
    '<p>Para entrar no aplicativo, use o seu CPF e esta senha provisória:</p>',
    html`<p style="font-size: 24px; font-weight: bold; letter-spacing: 2px; font-family: monospace">
      ${password}
    </p>`,
    '<p>No primeiro acesso você vai criar uma senha só sua.</p>',
    html`<p>Equipe ${empresa}</p>`,
  ]);
  return { assunto, corpo, corpo_html };
}
