import { writeFileSync } from 'node:fs';
import { encodeQR } from 'qr';

const SIZE = 480;

/**
 * A one-frame Y4M video of a QR code, for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`, which loops it): black modules on white, centred, with a
 * quiet zone, in 4:2:0 with neutral chroma.
 */
export function writeQrVideo(path: string, text: string): void {
  const modules = encodeQR(text, 'raw', { ecc: 'medium', border: 4 });
  const scale = Math.floor(SIZE / modules.length);
  const offset = Math.floor((SIZE - modules.length * scale) / 2);
  const luma = Buffer.alloc(SIZE * SIZE, 235);
  modules.forEach((row, y) =>
    row.forEach((black, x) => {
      if (!black) return;
      for (let dy = 0; dy < scale; dy++) {
        const start = (offset + y * scale + dy) * SIZE + offset + x * scale;
        luma.fill(16, start, start + scale);
      }
    }),
  );
  const chroma = Buffer.alloc((SIZE / 2) * (SIZE / 2) * 2, 128);
  writeFileSync(
    path,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${SIZE} H${SIZE} F30:1 Ip A1:1 C420jpeg\nFRAME\n`),
      luma,
      chroma,
    ]),
  );
}
