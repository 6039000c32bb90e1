import type { FastifyBaseLogger } from 'fastify';
import { noMetrics, type Metrics } from '../metrics/metrics.js';

export interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  /** Work the job started outside its ticks (a wake-up): awaited at shutdown like a run. */
  settle?: () => Promise<unknown>;
}

/**
 * Runs each job once at start and then every `everyMs`, never two runs of one job at a time;
 * a failing run is logged and retried at the next tick. Returns a function that stops them all
 * and resolves once the runs under way have finished, so shutdown never closes the database
 * under a job. Each run is counted in `metrics`.
 */
export function startJobs(
  jobs: Job[],
  log: FastifyBaseLogger,
  metrics: Pick<Metrics, 'jobRun'> = noMetrics,
): () => Promise<void> {
  const started = jobs.map((job) => {
    let current: Promise<void> | undefined;
    const run = async () => {
      try {
        const result = await job.run();
        log.debug({ job: job.name, result }, 'job done');
        metrics.jobRun(job.name, 'ok');
      } catch (err) {
        log.error({ err, job: job.name }, 'job failed');
        metrics.jobRun(job.name, 'failed');
      } finally {
        current = undefined;
      }
    };
    const tick = () => {
      current ??= run();
    };
    tick();
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    return { timer, running: () => current };
  });
  return async () => {
    started.forEach(({ timer }) => clearInterval(timer));
    await Promise.all([
      ...started.map(({ running }) => running()),
      ...jobs.map((job) => job.settle?.()),
    ]);
  };
}
