/** The e-mail (text and HTML) or SMS that carries a temporary password an operator reset. */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

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
  const e = escapeHtml;
  const corpo_html = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>${e(assunto)}</title></head>
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
  <p>Olá, ${e(usuario.nome)}.</p>
  <p>A equipe do clube redefiniu a senha da sua conta.</p>
  <p>Sua senha provisória é:</p>
  <p style="font-size: 24px; font-weight: bold; letter-spacing: 2px">${e(senha)}</p>
  <p>Entre no aplicativo com o seu CPF e esta senha: você escolherá uma nova senha em seguida.</p>
  <p>Se você não pediu a troca, fale com o atendimento da sua empresa.</p>
</body>
</html>`;
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
