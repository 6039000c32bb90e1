import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = 'http://localhost:3000';

/**
 * The operator console: its own build under /admin, with no service worker and nothing shared with
 * the member app's bundle (docs/decisions/036-admin-console-app.md).
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: {
    port: 3381,
    proxy: { '/api': API_ORIGIN, '/media': API_ORIGIN },
  },
  preview: {
    proxy: { '/api': API_ORIGIN, '/media': API_ORIGIN },
  },
  build: {
    target: 'es2022',
    // No inline <script> or data: module preload polyfill: the server's CSP allows scripts from 'self' only.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rollupOptions: {
      onwarn(warning, warn) {
        // zod places /*@__PURE__*/ comments where Rollup cannot use them; harmless.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/'))
          return;
        warn(warning);
      },
    },
  },
});
