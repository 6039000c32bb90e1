import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { retentionJobs } from '../../src/jobs/retention-schedule.js';
import { createTestDatabase } from '../helpers/test-database.js';

const base = { DATABASE_URL: ':memory:', DEMO: 'true' };

describe('RETENTION_INTERVAL', () => {
  it('runs the retention job daily unless told otherwise', () => {
    expect(loadConfig(base).retentionIntervalMs).toBe(86_400_000);
    expect(loadConfig({ ...base, RETENTION_INTERVAL: '6h' }).retentionIntervalMs).toBe(21_600_000);
    expect(loadConfig({ ...base, RETENTION_INTERVAL: 'off' }).retentionIntervalMs).toBeNull();
  });

  it('refuses an interval under a minute or over 30 days, naming the variable', () => {
    expect(() => loadConfig({ ...base, RETENTION_INTERVAL: '10s' })).toThrow(/RETENTION_INTERVAL/);
    expect(() => loadConfig({ ...base, RETENTION_INTERVAL: '31d' })).toThrow(/RETENTION_INTERVAL/);
    expect(() => loadConfig({ ...base, RETENTION_INTERVAL: 'sometimes' })).toThrow(
      /RETENTION_INTERVAL/,
    );
  });

  it('schedules no job when off, and asks often enough when on', async () => {
    const { db, close } = await createTestDatabase();
    try {
      expect(retentionJobs(db, null)).toEqual([]);
      const jobs = retentionJobs(db, 86_400_000);
      expect(jobs.map((j) => j.name)).toEqual(['contract-end', 'lgpd-retention']);
      for (const job of jobs) expect(job.everyMs).toBeLessThanOrEqual(15 * 60_000);
      expect(retentionJobs(db, 120_000).map((j) => j.everyMs)).toEqual([120_000, 120_000]);
    } finally {
      await close();
    }
  });
});
