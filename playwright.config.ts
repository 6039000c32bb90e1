import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3300);
// The server's temporary database, known to the tests (e2e/recovery.spec.ts reads its outbox).
// Set once: the test workers load this file again and inherit the variable.
process.env.E2E_DATABASE_FILE ??= join(mkdtempSync(join(tmpdir(), 'clube-e2e-')), 'clube.db');

/** Browser tests in the system Chromium (Debian package), on a phone viewport, in Brazil's time zone. */
export default defineConfig({
  testDir: './e2e',
  // Two files at a time: a test that writes uses a member, operator or company of its own
  // (e2e/data.ts, docs/decisions/134); the demo accounts are only read. The tests of one file
  // still run in order in one worker (admin-partners.spec.ts reads what its first test made).
  fullyParallel: false,
  workers: 2,
  // A failure is a fault to find, not to retry past.
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  // A test walks a member through many full page loads (the offline walk loads a dozen screens,
  // the first-access ones hash passwords on the server): on a slower VM two of them at once passed
  // 30 s while every step was answered in time. Each step keeps its own 5 s expectation.
  timeout: 60_000,
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://localhost:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'phone-chromium' }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/api/health`,
    env: { PORT: String(port), E2E_DATABASE_FILE: process.env.E2E_DATABASE_FILE },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
