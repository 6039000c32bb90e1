// Renders the SVG icons in public/ to the PNG sizes the web manifest and iOS need, in the system
// Chromium (no image toolchain to install). Run: node apps/web/scripts/generate-icons.mjs
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const outputs = [
  { svg: 'icon.svg', png: 'pwa-192x192.png', size: 192 },
  { svg: 'icon.svg', png: 'pwa-512x512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'maskable-512x512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'apple-touch-icon-180x180.png', size: 180 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
});
try {
  for (const { svg, png, size } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markup = await readFile(publicDir + svg, 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${markup}`,
    );
    await page.screenshot({ path: publicDir + png, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
