/** The HTML side of the e-mails the server sends (recovery codes, first and temporary passwords). */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** HTML with every interpolated value escaped: html`<p>Olá, ${nome}.</p>`. */
export function html(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce((out, piece, i) => out + escapeHtml(String(values[i - 1])) + piece);
}

/** A whole e-mail around `paragraphs` (each made with `html`): Portuguese, styles inline. */
export function htmlEmail(assunto: string, paragraphs: string[]): string {
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>${escapeHtml(assunto)}</title></head>
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
${paragraphs.map((p) => `  ${p}`).join('\n')}
</body>
</html>`;
}
