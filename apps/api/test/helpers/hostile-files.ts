import fc from 'fast-check';
import sharp from 'sharp';

/*
 * Files no honest upload carries, for the console's fuzz test: the right type's magic bytes over
 * garbage, another format's bytes under the declared type, the file cut short, empty, a pixel
 * bomb, and the biggest file the cap lets through (and one byte more). Beside them, a real file of
 * each kind, so that cases also get through to the write.
 */

const solid = (format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width: 3, height: 2, channels: 3, background: '#0b6e4f' } })
    .toFormat(format)
    .toBuffer();

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A real file of each type the console uploads as a data URL. */
export const SAMPLE_FILES: Record<string, Buffer> = {
  'image/png': await solid('png'),
  'image/jpeg': await solid('jpeg'),
  'image/webp': await solid('webp'),
  'application/pdf': PDF,
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/**
 * A valid PNG that claims 40,000×40,000 pixels in a few dozen bytes: decoding it would take
 * gigabytes, so the decoder's pixel limit must refuse it.
 */
function pixelBomb(): Buffer {
  const png = Buffer.from(SAMPLE_FILES['image/png']!);
  // The IHDR chunk: length (4) at 8, type at 12, width and height at 16 and 20, CRC after its 13 bytes.
  png.writeUInt32BE(40_000, 16);
  png.writeUInt32BE(40_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Bytes of other formats: what arrives when a form's type check is skipped. */
const FOREIGN: Buffer[] = [
  Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;'),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  Buffer.from('<!doctype html><script>alert(1)</script>'),
  Buffer.from('PK\u0003\u0004\u0014\u0000\u0006\u0000xl/workbook.xml'),
  Buffer.from('\u007fELF\u0002\u0001\u0001\u0000'),
  Buffer.from('MZ\u0090\u0000\u0003'),
  Buffer.from('\ufeffnome;cpf\r\n', 'utf16le'),
  pixelBomb(),
  ...Object.values(SAMPLE_FILES),
];

/** `sample`'s first bytes, then zeros up to `size` bytes. */
const padded = (sample: Buffer, size: number) => {
  const bytes = Buffer.alloc(Math.max(0, size));
  sample.copy(bytes, 0, 0, Math.min(sample.length, bytes.length));
  return bytes;
};

/** Hostile bytes for a file whose honest form is `sample`, with at most `maxBytes` allowed. */
export function hostileFileBytes(sample: Buffer, maxBytes: number): fc.Arbitrary<Buffer> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(sample) },
    { weight: 3, arbitrary: fc.constantFrom(...FOREIGN) },
    {
      weight: 3,
      arbitrary: fc.integer({ min: 0, max: sample.length - 1 }).map((n) => sample.subarray(0, n)),
    },
    {
      weight: 2,
      arbitrary: fc
        .uint8Array({ maxLength: 64 })
        .map((garbage) => Buffer.concat([sample.subarray(0, 8), garbage])),
    },
    { weight: 1, arbitrary: fc.constant(Buffer.alloc(0)) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(maxBytes - 1, maxBytes, maxBytes + 1)
        .map((n) => padded(sample, n)),
    },
  );
}

/** The bytes a data URL of at most `maxChars` characters can carry. */
export const dataUrlBytes = (maxChars: number, type: string) =>
  Math.floor((maxChars - `data:${type};base64,`.length) / 4) * 3;

/**
 * A data URL field (a logo, a banner, a PDF): hostile bytes under one of the declared `types` it
 * takes, or under a type it does not; sometimes with broken base64.
 */
export function hostileDataUrl(types: readonly string[], maxChars: number): fc.Arbitrary<string> {
  const declared = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...types) },
    { weight: 1, arbitrary: fc.constantFrom('image/gif', 'image/svg+xml', 'text/html', 'x') },
  );
  return declared.chain((type) => {
    const sample = SAMPLE_FILES[type] ?? SAMPLE_FILES[types[0]!]!;
    const base64 = hostileFileBytes(sample, dataUrlBytes(maxChars, type)).map((bytes) =>
      bytes.toString('base64'),
    );
    const mangled = fc.oneof(
      { weight: 8, arbitrary: base64 },
      { weight: 1, arbitrary: base64.map((text) => `${text.slice(0, 20)} \n*${text.slice(20)}`) },
      { weight: 1, arbitrary: base64.map((text) => text.replace(/=+$/, '')) },
    );
    return mangled.map((text) => `data:${type};base64,${text}`);
  });
}

/**
 * A CSV upload whose honest form is `template` (the call's own template), within `maxBytes`:
 * rows of anything, formulas, cut short, an unclosed quote, other encodings, other formats,
 * empty, one cell as big as the cap allows, rows past the row cap, and one byte past the cap.
 */
export function hostileCsv(template: string, maxBytes: number): fc.Arbitrary<Buffer> {
  const [header = ''] = template.split(/\r?\n/);
  const delimiter = header.includes(';') ? ';' : ',';
  const cell = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom(
      '=HYPERLINK("http://x")',
      '+cmd|/c calc',
      '@SUM(A1)',
      '"',
      '""',
      '\u0000',
      ';;',
    ),
  );
  const row = fc.array(cell, { maxLength: 14 }).map((cells) => cells.join(delimiter));
  const text = (value: string) => Buffer.from(value);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(text(template)) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.array(row, { minLength: 1, maxLength: 6 }), fc.constantFrom('\n', '\r\n', '\r'))
        .map(([rows, end]) => text([header, ...rows].join(end))),
    },
    {
      weight: 2,
      arbitrary: fc
        .integer({ min: 0, max: template.length })
        .map((n) => text(`${template.slice(0, n)}"unclosed`)),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        Buffer.from(`\ufeff${template}`, 'utf16le'),
        Buffer.from(template, 'latin1'),
        Buffer.from('\ufeff'),
        Buffer.from(template.replaceAll('\n', '\r')),
        Buffer.from(template.replaceAll(delimiter, '\t')),
        Buffer.from(`${header}${delimiter.repeat(5000)}\n`),
      ),
    },
    { weight: 2, arbitrary: fc.constantFrom(...FOREIGN) },
    { weight: 1, arbitrary: fc.constant(Buffer.alloc(0)) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          // One cell as big as the cap allows, with no line end.
          () => Buffer.alloc(maxBytes - 1, 'a'),
          // The template's example row again and again: far past the row cap, under the byte cap.
          () => {
            const example = `${template.split(/\r?\n/)[1] ?? 'x'}\n`;
            return text(
              `${header}\n${example.repeat(Math.floor((maxBytes - 4096) / example.length))}`,
            );
          },
          () => Buffer.alloc(maxBytes + 1, 'a'),
        )
        .map((make) => make()),
    },
  );
}
