import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { routePagesPlugin } from './vite/route-pages.ts';

// Each build its own id: the query cache a member kept offline is dropped by the next build.
process.env.VITE_BUILD_ID ??= Date.now().toString(36);

const API_ORIGIN = 'http://localhost:3000';
/** The default (pre-company) brand colour; matches --color-primary in src/styles/tokens.css. */
const BRAND_COLOR = '#1f4e8c';

/** Modules of the signed-in shell's chunk (vite build, `codeSplitting` below). */
const SIGNED_IN_MODULES = new RegExp(
  [
    String.raw`node_modules[\/]@tanstack[\/]`,
    String.raw`lucide-react[\/].*[\/](house|layout-grid|circle-question-mark|log-out|user-round|rotate-cw|chevron-down|credit-card|arrow-left-right)\.m?js$`,
    String.raw`src[\/]app[\/]components[\/](query-layout|auth-shell)\.`,
    String.raw`src[\/]lib[\/](query-client|persisted-cache|names|external-link|use-chosen-company|use-holder-identity|kept-screen)\.`,
    String.raw`src[\/]components[\/](company-logo|retry-message|back-link|select-field|switch-card-button)\.`,
  ].join('|'),
);

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      // Registered from src/features/pwa with useRegisterSW, so no script is injected into index.html.
      injectRegister: false,
      includeAssets: ['icon.svg', 'apple-touch-icon-180x180.png'],
      manifest: {
        name: 'Clube',
        short_name: 'Clube',
        description: 'Seu clube de benefícios: parceiros, carteirinha, dependentes e atendimento.',
        lang: 'pt-BR',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: BRAND_COLOR,
        background_color: '#f5f7fa',
        icons: [
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: 'maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The route pages are for a visit without the worker (vite/route-pages.ts); it answers
        // every navigation with index.html.
        globIgnores: ['route-pages/**'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/admin(\/|$)/, /^\/parceiro(\/|$)/],
        cleanupOutdatedCaches: true,
        // Notices pushed to the phone: shown with the company's icon, a tap opens the notice
        // (public/push-handler.js). The worker stays generated, so precache and updates are as before.
        importScripts: ['push-handler.js'],
      },
    }),
    routePagesPlugin(),
  ],
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/media': API_ORIGIN,
    },
  },
  preview: {
    proxy: {
      '/api': API_ORIGIN,
      '/media': API_ORIGIN,
    },
  },
  build: {
    target: 'es2022',
    // dist/.vite/manifest.json: which chunks each page loads, for the size check
    // (scripts/check-bundle-size.mjs). The server never serves dist/.vite.
    manifest: true,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The first calls of the home and the partner list, with what they need and no more:
            // their route's page runs it before the entry has arrived (src/app/early-calls.ts).
            { name: 'early-calls', test: /src[\\/]app[\\/]early-calls\./, priority: 3 },
            // Everything the first screen needs in one file, not ten: on a phone's connection each
            // extra request costs a round trip before the app can start.
            { name: 'app', tags: ['$initial'], priority: 2 },
            // Likewise what every signed-in screen loads with the first one: the query layer, the
            // shell and the small pieces the home shares with other screens.
            { name: 'signed-in', test: SIGNED_IN_MODULES, priority: 1 },
            // The partner screens (types, list, details) open one another: one chunk for the three.
            {
              name: 'partners',
              test: /src[\\/]features[\\/]partners[\\/]/,
            },
          ],
        },
      },
      onwarn(warning, warn) {
        // zod places /*@__PURE__*/ comments where Rollup cannot use them and says so for every
        // build; harmless, and nothing this app can change.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/'))
          return;
        warn(warning);
      },
    },
  },
});
