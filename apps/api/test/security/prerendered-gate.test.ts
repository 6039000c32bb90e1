import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, PRERENDERED_GATE_HASHES } from '../../src/plugins/security.js';

/** The apps' inline scripts, as scripts/prerender.mjs writes them into index.html (trimmed). */
const GATES = ['web', 'partner'].map((app) =>
  fileURLToPath(new URL(`../../../${app}/src/prerendered-gate.js`, import.meta.url)),
);

describe("the page's CSP and the one inline script of each app", () => {
  it('allows each app’s gate by its hash, and no other inline script', () => {
    for (const file of GATES) {
      const hash = createHash('sha256').update(readFileSync(file, 'utf8').trim()).digest('base64');
      expect(
        PRERENDERED_GATE_HASHES,
        `${file} changed: put its hash in PRERENDERED_GATE_HASHES (plugins/security.ts)`,
      ).toContain(`'sha256-${hash}'`);
    }
    expect(PRERENDERED_GATE_HASHES).toHaveLength(GATES.length);
    expect(CONTENT_SECURITY_POLICY.scriptSrc).toEqual(["'self'", ...PRERENDERED_GATE_HASHES]);
    expect(CONTENT_SECURITY_POLICY.scriptSrc).not.toContain("'unsafe-inline'");
  });
});
