import type { FastifyBaseLogger } from 'fastify';

export interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

/**
 * Runs each job once at start and then every `everyMs`, never two runs of one job at a time;
 * a failing run is logged and retried at the next tick. Returns a function that stops them all.
 */
export function startJobs(jobs: Job[], log: FastifyBaseLogger): () => void {
  const timers = jobs.map((job) => {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        const result = await job.run();
        log.debug({ job: job.name, result }, 'job done');
      } catch (err) {
        log.error({ err, job: job.name }, 'job failed');
      } finally {
        running = false;
      }
    };
    void tick();
    const timer = setInterval(() => void tick(), job.everyMs);
    timer.unref();
    return timer;
  });
  return () => timers.forEach((timer) => clearInterval(timer));
}
