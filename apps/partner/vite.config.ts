import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = 'http://localhost:3000';

/**
 * The partner counter app: its own build, manifest and service worker under /parceiro, nothing
 * shared with the member app's bundle or the console's (docs/decisions/075-partner-counter-app.md).
 */
export default defineConfig({
  base: '/parceiro/',
  plugins: [react()],
  server: {
    port: 3382,
    proxy: { '/api': API_ORIGIN, '/media': API_ORIGIN },
  },
  preview: {
    proxy: { '/api': API_ORIGIN, '/media': API_ORIGIN },
  },
  build: {
    target: 'es2022',
    // The size check reads which chunks the first load needs (scripts/check-bundle-size.mjs).
    manifest: true,
    // No inline <script> or data: module preload polyfill: the server's CSP allows scripts from 'self' only.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
});
