import { RECOVERY_TYPES } from '@clube/contract';
import { html as h, htmlEmail } from '../../lib/html-email.js';

export interface RecoveryMessage {
  canal: 'email' | 'sms';
  assunto: string;
  corpo: string;
  corpo_html: string | null;
}

/** The e-mail (text and HTML) or SMS that carries a recovery code, in Portuguese. */
export function recoveryMessage(
  tipo: (typeof RECOVERY_TYPES)[keyof typeof RECOVERY_TYPES],
  {
    code,
    nome,
    empresa,
    minutes,
  }: { code: string; nome: string; empresa: string; minutes: number },
): RecoveryMessage {
  if (tipo === RECOVERY_TYPES.sms) {
    return {
      canal: 'sms',
      assunto: '',
      corpo: `${empresa}: seu código de recuperação de senha é ${code}. Vale por ${minutes} minutos. Não o compartilhe.`,
      corpo_html: null,
    };
  }
  const assunto = `${empresa}: código para trocar sua senha`;
  const text = [
    `Olá, ${nome}.`,
    '',
    `Recebemos um pedido para trocar a senha da sua conta no ${empresa}.`,
    `Seu código de recuperação é: ${code}`,
    '',
    `Ele vale por ${minutes} minutos. Digite-o no aplicativo junto com a nova senha.`,
    'Se você não pediu a troca, ignore esta mensagem: sua senha continua a mesma.',
    '',
    `Equipe ${empresa}`,
  ].join('\n');
  const html = htmlEmail(assunto, [
    h`<p>Olá, ${nome}.</p>`,
    h`<p>Recebemos um pedido para trocar a senha da sua conta no <strong>${empresa}</strong>.</p>`,
    '<p>Seu código de recuperação é:</p>',
    h`<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px">${code}</p>`,
    h`<p>Ele vale por ${minutes} minutos. Digite-o no aplicativo junto com a nova senha.</p>`,
    '<p>Se você não pediu a troca, ignore esta mensagem: sua senha continua a mesma.</p>',
    h`<p>Equipe ${empresa}</p>`,
  ]);
  return { canal: 'email', assunto, corpo: text, corpo_html: html };
}
