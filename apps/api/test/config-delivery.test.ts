import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

const embedded = () => ({
  DATABASE_URL: `file:${join(mkdtempSync(join(tmpdir(), 'clube-config-')), 'clube.db')}`,
});

describe('the recovery delivery settings', () => {
  it('read SMTP_URL and SMS_WEBHOOK_URL', () => {
    expect(
      loadConfig({
        ...embedded(),
        SMTP_URL: 'smtps://user:pass@mail.example:465',
        SMS_WEBHOOK_URL: 'https://sms.example/hook',
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example:465',
      smsWebhookUrl: 'https://sms.example/hook',
    });
  });

  it.each(['mail.example:25', 'http://mail.example', 'not a url'])(
    'refuses SMTP_URL %s at start',
    (url) => {
      expect(() => loadConfig({ ...embedded(), SMTP_URL: url })).toThrow(/SMTP_URL/);
    },
  );

  it('refuses an SMS_WEBHOOK_URL that is not http(s)', () => {
    expect(() => loadConfig({ ...embedded(), SMS_WEBHOOK_URL: 'ftp://sms.example' })).toThrow(
      /SMS_WEBHOOK_URL/,
    );
  });
});
