/*
 * Answers asked for as the app starts, before the screen that shows them has loaded its code
 * (router.tsx: `early` of the home's and the partner list's routes; decision 021). The screen's query
 * takes the answer once, by the same key, instead of calling again.
 */

/** An early answer older than this is not used: the screen asks again. */
const EARLY_ANSWER_MS = 30_000;

const answers = new Map<string, { at: number; answer: Promise<unknown> }>();

const isFresh = (kept: { at: number }) => Date.now() - kept.at <= EARLY_ANSWER_MS;

/**
 * Starts `call` now and keeps its answer for the screen that will ask for `key`, and returns it;
 * nothing when an answer for `key` is on its way already and not taken (the route's page started
 * it before the app, decision 058).
 */
export function startEarly<T>(key: string, call: () => Promise<T>): Promise<T> | undefined {
  const kept = answers.get(key);
  if (kept && isFresh(kept)) return undefined;
  const answer = call();
  // A failure is the screen's to report, when it takes the answer.
  answer.catch(() => undefined);
  answers.set(key, { at: Date.now(), answer });
  return answer;
}

/** The early answer for `key`, at most once, while it is fresh. */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const kept = answers.get(key);
  answers.delete(key);
  if (!kept || !isFresh(kept)) return undefined;
  return kept.answer as Promise<T>;
}
