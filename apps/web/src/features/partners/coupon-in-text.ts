/**
 * The coupon code a partner's free text mentions ('Use o cupom CLUBE15 no site', 'Cupom: BEMVINDO'),
 * so the member can copy it instead of retyping it. A code is the first word written in capitals
 * and digits, with at least one letter, shortly after 'cupom' or 'código'; null when there is none.
 */
const KEYWORD = /\b(?:cupom|c[oó]digo)\b/giu;
const CODE = /(?<![\p{L}\d])([A-Z\d][A-Z\d_-]{2,29})(?![\p{L}\d])/u;
/** How far after the keyword the code may be ('cupom de desconto exclusivo CLUBE15'). */
const REACH = 40;

export function couponInText(...texts: string[]): string | null {
  for (const text of texts) {
    for (const keyword of text.matchAll(KEYWORD)) {
      const after = text.slice(
        keyword.index + keyword[0].length,
        keyword.index + keyword[0].length + REACH,
      );
      const code = CODE.exec(after)?.[1];
      if (code && /[A-Z]/.test(code)) return code;
    }
  }
  return null;
}
