import { describe, expect, it } from 'vitest';
import { decodePhoto, sniffImage } from '../../src/lib/photo.js';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );
const dataUrl = (mime: string, content: Buffer) =>
  `data:${mime};base64,${content.toString('base64')}`;

describe('sniffImage', () => {
  it.each([
    ['image/png', bytes([0x89], 'PNG\r\n\x1a\n', 'rest')],
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['image/gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['image/gif', bytes('GIF87a', [1, 0, 1, 0])],
    ['image/webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
  ])('recognises %s by its magic bytes', (mime, content) => {
    expect(sniffImage(content)).toBe(mime);
  });

  it.each([
    ['HTML', bytes('<!doctype html>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a PDF', bytes('%PDF-1.7')],
    ['a RIFF that is not WEBP', bytes('RIFF', [0, 0, 0, 0], 'WAVE')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, content) => {
    expect(sniffImage(content)).toBeNull();
  });
});

describe('decodePhoto', () => {
  it('trusts the bytes, not the declared type', () => {
    const png = bytes([0x89], 'PNG\r\n\x1a\n');
    expect(decodePhoto(dataUrl('image/jpeg', png)).mime).toBe('image/png');
  });

  it.each([
    ['a URL that is not a data URL', 'https://example.com/a.png'],
    ['a non-image type', dataUrl('text/html', bytes('<p>'))],
    ['broken base64', 'data:image/png;base64,@@@'],
  ])('answers 400 for %s', (_name, value) => {
    expect(() => decodePhoto(value)).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});
