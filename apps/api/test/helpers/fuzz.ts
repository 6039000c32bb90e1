import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../src/db/database.js';
import { changedTables, dumpTables, type DumpOmit } from './table-dump.js';
import { fromZod, hostile } from './zod-arbitrary.js';

/*
 * What the member API's and the console's fuzz tests share (test/proofs/fuzz.test.ts,
 * test/proofs/admin-fuzz.test.ts): the knobs, request parts built from an endpoint's zod
 * schemas, the check every answer must pass, and the proof that a refused call wrote nothing.
 *
 * `npm run test:proofs` runs FUZZ_RUNS (default 25) cases per endpoint from a fixed seed (FUZZ_SEED); a long
 * run: `FUZZ_RUNS=2000 FUZZ_SEED=7 npx vitest run apps/api/test/proofs/`. A failure prints its
 * seed and path for fast-check to replay.
 */

export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 25);
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
export const fuzzOptions = { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: true } as const;
/** Per endpoint: a case may carry a few MB (a body past the limit, a file at its cap). */
export const FUZZ_TIMEOUT = 20_000 + FUZZ_RUNS * 200;

type Fields = Record<string, fc.Arbitrary<unknown>>;

export interface FuzzPayload {
  payload?: string | Buffer;
  contentType?: string;
}

/** Text no JSON client sends: cut short, doubled, NUL, NaN, a repeated key, nested past any stack. */
const brokenText: fc.Arbitrary<FuzzPayload> = fc.record({
  payload: fc.oneof(
    fc.constantFrom(
      '{"idCliente":',
      '{"a":1}{"b":2}',
      '\u0000',
      'null',
      '"x"',
      '{"a":NaN}',
      '{"idCliente":1,"idCliente":"x"}',
      // Nested far deeper than any stack: the parser must refuse, not overflow.
      `${'['.repeat(200_000)}${']'.repeat(200_000)}`,
      `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`,
    ),
    fc.string({ unit: 'binary', maxLength: 50 }),
  ),
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/json; charset=latin1',
  ),
});

/**
 * A JSON body: shaped like `schema` with hostile values at any field (`fields` offers values worth
 * trying by name), a hostile whole body, or, rarely, broken text. Without a schema: mostly none.
 */
export function jsonPayload(
  schema: z.ZodType | undefined,
  fields: Fields,
): fc.Arbitrary<FuzzPayload> {
  const body = schema
    ? fc.oneof(
        { weight: 12, arbitrary: fromZod(schema, { fields }) },
        { weight: 2, arbitrary: hostile },
      )
    : fc.oneof(fc.constant(undefined), fc.constant(undefined), hostile);
  return fc.oneof(
    {
      weight: 12,
      arbitrary: body.map((value) =>
        value === undefined
          ? {}
          : { payload: JSON.stringify(value), contentType: 'application/json' },
      ),
    },
    { weight: 1, arbitrary: brokenText },
  );
}

/** `?a=1&b=…` of an object (non-strings as JSON), '' for anything else. */
export function queryString(value: unknown): string {
  if (value === null || typeof value !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (v !== undefined) params.append(key, typeof v === 'string' ? v : JSON.stringify(v));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A query string from `schema`, or, for a call that takes none, sometimes a stray one. */
export function queryArbitrary(
  schema: z.ZodType | undefined,
  fields: Fields,
): fc.Arbitrary<string> {
  return schema
    ? fromZod(schema, { fields }).map(queryString)
    : fc.oneof(
        { weight: 6, arbitrary: fc.constant('') },
        { weight: 1, arbitrary: fc.dictionary(fc.string(), fc.string()).map(queryString) },
      );
}

/**
 * What every fuzzed answer must be: never a 5xx, no prototype polluted, and a 4xx the contract's
 * `{ message, code }` (a message to show) with a status the call declares.
 */
export function expectSafeAnswer(
  response: LightMyRequestResponse,
  declared: readonly number[],
): void {
  const status = response.statusCode;
  expect(status, response.body).toBeLessThan(500);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  if (status < 400) return;
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const answer = response.json<{ message?: unknown; code?: unknown }>();
  expect(typeof answer.message, response.body).toBe('string');
  expect(String(answer.message).length).toBeGreaterThan(0);
  expect(typeof answer.code).toBe('string');
  expect(declared, `${status} ${response.body}`).toContain(status);
}

/**
 * Watches the database across cases: `changes()` dumps every table once and answers which ones
 * differ from the dump before (one dump a case, not two). `omit` leaves out what every request
 * changes by design; `reset()` forgets writes the test made itself between cases.
 */
export async function writeWatch({ db, dialect }: DatabaseHandle, omit: DumpOmit = {}) {
  const dump = () => dumpTables(db, omit, dialect);
  let last = await dump();
  return {
    async changes(): Promise<string[]> {
      const now = await dump();
      const changed = changedTables(last, now);
      last = now;
      return changed;
    },
    async reset(): Promise<void> {
      last = await dump();
    },
  };
}

/** How many cases got each status: shows how deep the cases reach (200s passed every check). */
export function statusTally(label: string) {
  const statuses: Record<number, number> = {};
  let cases = 0;
  return {
    count(status: number) {
      cases += 1;
      statuses[status] = (statuses[status] ?? 0) + 1;
    },
    report(endpoints: number) {
      console.info(
        `${label}: ${cases} cases over ${endpoints} endpoints (FUZZ_RUNS=${FUZZ_RUNS}, FUZZ_SEED=${FUZZ_SEED}); by status: ${JSON.stringify(statuses)}`,
      );
    },
  };
}

/** A random client address per case: the per-address limits stay out of the way. */
export const clientAddress = fc.ipV4();
