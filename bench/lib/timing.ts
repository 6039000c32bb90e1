import { performance } from 'node:perf_hooks';
import type { LightMyRequestResponse } from 'fastify';

/** The p-th percentile of sorted times (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/** Times `run` `times` times, one after the other: p50 and p95 in ms. */
export async function timeRuns(
  times: number,
  run: (i: number) => Promise<unknown>,
): Promise<{ p50: number; p95: number }> {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run(i);
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95) };
}

export interface TimedOptions {
  requests: number;
  /** Untimed calls after the first (default none). */
  warmup?: number;
  /** Decimals of the answer (default 1). */
  digits?: number;
}

/**
 * Calls an app route: once untimed (it must answer 200, else this throws with its body), `warmup`
 * more times untimed, then `requests` timed calls. Answers the first response and p50/p95 (ms).
 */
export async function timed(
  run: () => Promise<LightMyRequestResponse>,
  { requests, warmup = 0, digits = 1 }: TimedOptions,
) {
  const first = await run();
  if (first.statusCode !== 200) throw new Error(`${first.statusCode} ${first.body}`);
  for (let i = 0; i < warmup; i++) await run();
  const { p50, p95 } = await timeRuns(requests, run);
  return { first, p50: p50.toFixed(digits), p95: p95.toFixed(digits) };
}

/** Seconds since `started` (a performance.now()), one decimal. */
export const secondsSince = (started: number) => ((performance.now() - started) / 1000).toFixed(1);
