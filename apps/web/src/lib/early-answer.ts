/*
 * Answers asked for as the app starts, before the screen that shows them has loaded its code
 * (router.tsx: `early` of the home's and the partner list's routes; decision 021). The screen's query
 * takes the answer once, by the same key, instead of calling again.
 */

/** An early answer older than this is not used: the screen asks again. */
const EARLY_ANSWER_MS = 30_000;

const answers = new Map<string, { at: number; answer: Promise<unknown> }>();

/** Starts `call` now and keeps its answer for the screen that will ask for `key`. */
export function startEarly<T>(key: string, call: () => Promise<T>): Promise<T> {
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
  if (!kept || Date.now() - kept.at > EARLY_ANSWER_MS) return undefined;
  return kept.answer as Promise<T>;
}
