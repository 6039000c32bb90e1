import { crc32 } from 'node:zlib';
import { endpoints, type Dependent } from '@clube/contract';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import {
  dependentPayload,
  dependentRowsOf,
  send,
  type DependentsWorld,
  dependentsTest,
} from './setup.js';

const it = dependentsTest();

const myCard = (w: DependentsWorld) => w.me.cards[0]!;
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } });
const script = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

async function addWithPhoto(w: DependentsWorld, foto: string) {
  return send(w.t.app, endpoints.insertDependente, dependentPayload(myCard(w), { foto }), {
    token: w.token,
  });
}

/** The stored image behind an answer's `foto`, fetched as the app's <img> would. */
async function fetchPhoto(w: DependentsWorld, answer: Dependent) {
  const response = await w.t.app.inject({ method: 'GET', url: answer.foto });
  expect(response.statusCode).toBe(200);
  return response;
}

describe('uploaded photos are decoded and re-encoded', () => {
  it.for([
    ['PNG', 'image/png', () => solid(8, 8).png().toBuffer()],
    ['GIF', 'image/gif', () => solid(8, 8).gif().toBuffer()],
    ['WebP', 'image/webp', () => solid(8, 8).webp().toBuffer()],
    ['JPEG', 'image/jpeg', () => solid(8, 8).jpeg().toBuffer()],
  ] as const)(
    'serves a %s with HTML and script appended back as a clean WebP',
    async ([_n, mime, make], { dependents: w }) => {
      const polyglot = Buffer.concat([await make(), script]);
      const response = await addWithPhoto(w, dataUrl(mime, polyglot));
      expect(response.statusCode).toBe(200);
      const image = await fetchPhoto(w, response.json<Dependent>());
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.rawPayload.includes('<script')).toBe(false);
      expect(image.rawPayload.includes('<html')).toBe(false);
      expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');
    },
  );

  it('drops EXIF, location included, from a JPEG', async ({ dependents: w }) => {
    const jpeg = await solid(40, 30)
      .jpeg()
      .withExif({
        IFD0: { ImageDescription: 'Casa da Ana, Rua das Flores 12', Make: 'Telefone' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await addWithPhoto(w, dataUrl('image/jpeg', jpeg));
    expect(response.statusCode).toBe(200);
    const image = await fetchPhoto(w, response.json<Dependent>());
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(image.rawPayload.toString('latin1')).not.toContain('Casa da Ana');
  });

  it('caps a huge image at 1024 pixels on its longest side, keeping its shape', async ({
    dependents: w,
  }) => {
    const png = await solid(3000, 1500).png().toBuffer();
    const response = await addWithPhoto(w, dataUrl('image/png', png));
    expect(response.statusCode).toBe(200);
    const metadata = await sharp(
      (await fetchPhoto(w, response.json<Dependent>())).rawPayload,
    ).metadata();
    expect([metadata.width, metadata.height]).toEqual([1024, 512]);
  });

  it('keeps a small image at its size', async ({ dependents: w }) => {
    const response = await addWithPhoto(
      w,
      dataUrl('image/png', await solid(60, 80).png().toBuffer()),
    );
    const metadata = await sharp(
      (await fetchPhoto(w, response.json<Dependent>())).rawPayload,
    ).metadata();
    expect([metadata.width, metadata.height]).toEqual([60, 80]);
  });

  it('refuses a decompression bomb (a tiny PNG claiming 30000×30000) from its header, storing nothing', async ({
    dependents: w,
  }) => {
    const bomb = await solid(2, 2).png().toBuffer();
    bomb.writeUInt32BE(30000, 16);
    bomb.writeUInt32BE(30000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const before = await dependentRowsOf(w, myCard(w).id);
    const response = await addWithPhoto(w, dataUrl('image/png', bomb));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Campo 'foto' inválido: imagem grande demais (máximo 25 megapixels).",
      code: 'INVALID_INPUT',
    });
    expect(await dependentRowsOf(w, myCard(w).id)).toEqual(before);
  });

  it('refuses bytes that start like a PNG but do not decode, storing nothing', async ({
    dependents: w,
  }) => {
    const fake = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), script]);
    const before = await w.t.database.db.selectFrom('midia').select('id').execute();
    const response = await addWithPhoto(w, dataUrl('image/png', fake));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Campo 'foto' inválido: a imagem está corrompida ou não pôde ser lida.",
      code: 'INVALID_INPUT',
    });
    expect(await w.t.database.db.selectFrom('midia').select('id').execute()).toEqual(before);
  });
});
