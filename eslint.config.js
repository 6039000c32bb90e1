import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { featureBoundaries } from './apps/web/eslint/feature-boundaries.js';

const SEED_IMPORT = {
  group: ['**/db/seed', '**/db/seed/**'],
  message: 'Runtime code must not import the demo seed.',
};
const OTHER_MODULE_QUERIES = {
  group: ['../*/queries', '../*/queries.js', '../../modules/*/queries.js'],
  message: "Another module's queries are its own: use its service.ts.",
};

const LAZY_PACKAGES = [
  'sharp',
  'pdfkit',
  'sanitize-html',
  'nodemailer',
  'qrcode',
  'otpauth',
  'csv-parse/sync',
  'pg',
  'ioredis',
  'prom-client',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The operator console (apps/admin): a browser app of its own, same React rules.
    files: ['apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The partner counter app (apps/partner): a browser app of its own, same React rules.
    files: ['apps/partner/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The same boundaries in the member app, the console and the counter app.
    files: [
      'apps/web/src/**/*.{ts,tsx}',
      'apps/admin/src/**/*.{ts,tsx}',
      'apps/partner/src/**/*.{ts,tsx}',
    ],
    plugins: { web: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'web/feature-boundaries': 'error' },
  },
  {
    // The scripts each app's index.html runs inline (scripts/prerender.mjs).
    files: [
      'apps/{web,partner}/src/prerendered-gate.js',
      'apps/web/src/kept-screen.js',
      'scripts/prerendered-start.js',
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/partner/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // The counter app stands alone: never another app's code (shared code lives in packages/).
    files: ['apps/partner/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/apps/web/**',
                '**/apps/admin/**',
                '**/web/src/**',
                '**/admin/src/**',
                '@clube/web',
                '@clube/admin',
              ],
              message: 'The counter app imports no other app: move shared code to a package.',
            },
          ],
        },
      ],
    },
  },
  {
    // Runtime code never reads demo data: shared ids and texts live in @clube/contract, and only the
    // composition root (server.ts) calls the seed. A module's queries.ts is its own: other modules
    // ask its service.ts (docs/architecture.md, "Layers").
    files: ['apps/api/src/{modules,plugins,lib,jobs}/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SEED_IMPORT, OTHER_MODULE_QUERIES] }],
    },
  },
  {
    // Packages the server may never use (images, PDFs, the console's libraries, the drivers of a
    // database or a Redis not configured) load on first use, not at start (docs/decisions/059).
    files: ['apps/api/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: LAZY_PACKAGES.map((name) => ({
            name,
            allowTypeImports: true,
            message: 'Load it with lazyModule (lib/lazy-module.ts): it is not needed at start.',
          })),
        },
      ],
    },
  },
  {
    // The route opens the transaction and passes it down (docs/architecture.md, "Transactions").
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: [
      'apps/api/src/modules/*/routes.ts',
      'apps/api/src/modules/*/*-routes.ts',
      // The operator console: its route helper opens the write's transaction (docs/decisions/030).
      'apps/api/src/modules/admin/route.ts',
      'apps/api/src/modules/admin/*/routes.ts',
      'apps/api/src/modules/admin/*/*-routes.ts',
      // The integration API: its route helper opens the write's transaction (decision 106).
      'apps/api/src/modules/integration/route.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Only routes open transactions: take `db` (or the transaction) as a parameter.',
        },
      ],
    },
  },
  {
    // The API tests run without isolation (apps/api/vitest.config.ts): a module mock would leak
    // into the files that run after it in the same worker.
    files: ['apps/api/test/**/*.ts'],
    ignores: ['apps/api/test/proofs/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'mock', message: 'API tests share modules: no vi.mock.' },
        { object: 'vi', property: 'doMock', message: 'API tests share modules: no vi.doMock.' },
      ],
    },
  },
  {
    files: ['apps/api/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
