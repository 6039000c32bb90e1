/**
 * Pix "copia e cola": the BR Code a bank app pastes, an EMV payload of fields (two-digit id,
 * two-digit length, value) that opens with the format indicator '000201', names the Pix domain
 * ('br.gov.bcb.pix') and closes with its CRC16 ('6304' and four hex digits). docs/decisions/086-pix-copia-e-cola.md
 */

/** The longest BR Code the console accepts (a dynamic code with a long location URL fits well). */
export const PIX_MAX_LENGTH = 512;

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF) over the text, as four upper-case hex digits. */
export function pixCrc16(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The payload's fields in order, or null when the lengths do not add up to the whole text. */
function pixFields(text: string): { id: string; value: string }[] | null {
  const fields: { id: string; value: string }[] = [];
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) return null;
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) return null;
    fields.push({ id: head.slice(0, 2), value });
    at += 4 + length;
  }
  return fields;
}

/** Whether the text is a well-formed Pix BR Code whose CRC16 matches. */
export function isPixCopiaECola(text: string): boolean {
  if (text.length > PIX_MAX_LENGTH || !/^[\x20-\x7E]+$/.test(text)) return false;
  const fields = pixFields(text);
  const first = fields?.[0];
  const last = fields?.at(-1);
  if (!fields || first?.id !== '00' || first.value !== '01') return false;
  if (last?.id !== '63' || last.value.length !== 4) return false;
  if (!text.toLowerCase().includes('br.gov.bcb.pix')) return false;
  return pixCrc16(text.slice(0, -4)) === last.value.toUpperCase();
}
