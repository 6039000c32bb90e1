import { html, htmlEmail } from '../../../lib/html-email.js';

/** The e-mail (text and HTML) or SMS that carries a temporary password an operator reset. */

export function temporaryPasswordEmail(
  usuario: { nome: string; email: string },
  senha: string,
): { canal: 'email'; destino: string; assunto: string; corpo: string; corpo_html: string } {
  const assunto = 'Clube: sua senha provisória';
  const corpo = [
    `Olá, ${usuario.nome}.`,
    '',
    'A equipe do clube redefiniu a senha da sua conta.',
    `Sua senha provisória é: ${senha}`,
    '',
    'Entre no aplicativo com o seu CPF e esta senha: você escolherá uma nova senha em seguida.',
    'Se você não pediu a troca, fale com o atendimento da sua empresa.',
  ].join('\n');
  const corpo_html = htmlEmail(assunto, [
    html`<p>Olá, ${usuario.nome}.</p>`,
    '<p>A equipe do clube redefiniu a senha da sua conta.</p>',
    '<p>Sua senha provisória é:</p>',
    html`<p style="font-size: 24px; font-weight: bold; letter-spacing: 2px">${senha}</p>`,
    '<p>Entre no aplicativo com o seu CPF e esta senha: você escolherá uma nova senha em seguida.</p>',
    '<p>Se você não pediu a troca, fale com o atendimento da sua empresa.</p>',
  ]);
  return { canal: 'email', destino: usuario.email, assunto, corpo, corpo_html };
}

export function temporaryPasswordSms(usuario: { telefone: string }, senha: string) {
  return {
    canal: 'sms' as const,
    destino: usuario.telefone,
    assunto: '',
    corpo: `Clube: a equipe redefiniu sua senha. Senha provisória: ${senha}. Entre com seu CPF e troque a senha em seguida.`,
    corpo_html: null,
  };
}
