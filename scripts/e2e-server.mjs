// The server Playwright starts: the production build on a fresh temporary SQLite database with demo data.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'clube-e2e-'));
process.env.DATABASE_URL = `file:${join(dir, 'clube.db')}`;
process.env.DEMO = 'true';
process.env.PORT ??= '3300';
process.env.LOG_LEVEL ??= 'warn';
await import('./start.mjs');
