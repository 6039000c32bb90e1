import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  PRERENDERED_PAGE_SCRIPT_HASHES,
} from '../../src/plugins/security.js';

/** The apps' inline scripts, as scripts/prerender.mjs writes them into their pages (trimmed). */
const SCRIPTS = [
  '../../../web/src/prerendered-gate.js',
  '../../../partner/src/prerendered-gate.js',
  '../../../web/src/kept-screen.js',
  '../../../../scripts/prerendered-start.js',
].map((path) => fileURLToPath(new URL(path, import.meta.url)));

describe("the page's CSP and the apps' inline scripts", () => {
  it('allows each inline script by its hash, and no other', () => {
    for (const file of SCRIPTS) {
      const hash = createHash('sha256').update(readFileSync(file, 'utf8').trim()).digest('base64');
      expect(
        PRERENDERED_PAGE_SCRIPT_HASHES,
        `${file} changed: put its hash in PRERENDERED_PAGE_SCRIPT_HASHES (plugins/security.ts)`,
      ).toContain(`'sha256-${hash}'`);
    }
    expect(PRERENDERED_PAGE_SCRIPT_HASHES).toHaveLength(SCRIPTS.length);
    expect(CONTENT_SECURITY_POLICY.scriptSrc).toEqual([
      "'self'",
      ...PRERENDERED_PAGE_SCRIPT_HASHES,
    ]);
    expect(CONTENT_SECURITY_POLICY.scriptSrc).not.toContain("'unsafe-inline'");
  });
});
