import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startJobs } from '../../src/jobs/scheduler.js';

const log = { debug: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

afterEach(() => vi.useRealTimers());

describe('startJobs', () => {
  it('runs a job at start and on every tick until stopped, logging failures', async () => {
    vi.useFakeTimers();
    const run = vi.fn().mockRejectedValueOnce(new Error('banco fora')).mockResolvedValue(0);
    const stop = startJobs([{ name: 'limpeza', everyMs: 1000, run }], log);
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'limpeza' }),
      'job failed',
    );

    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('never starts a run while the previous one is still going', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = startJobs([{ name: 'lento', everyMs: 1000, run }], log);
    await vi.advanceTimersByTimeAsync(3500);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops the ticks and waits for the run under way before it resolves', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = startJobs([{ name: 'retencao', everyMs: 1000, run }], log);
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
