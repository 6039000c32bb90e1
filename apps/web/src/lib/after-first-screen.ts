import { useEffect, useState } from 'react';

/*
 * Work the first screen does not need waits until it has had the phone to itself (decision 058).
 * On a slow connection the page's load event comes once the app's code has arrived, before the
 * screen's data and images: the service worker (which then downloads the whole app to keep it
 * offline), the toast library and icons for later screens would compete with them for the
 * connection and the processor.
 */

/** How long after the page's load event that work waits. */
export const AFTER_FIRST_SCREEN_MS = 2000;

/** Runs `task` AFTER_FIRST_SCREEN_MS after the page's load event; returns what cancels it. */
export function afterFirstScreen(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    timer = setTimeout(task, AFTER_FIRST_SCREEN_MS);
  };
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    window.removeEventListener('load', wait);
    clearTimeout(timer);
  };
}

/** False until AFTER_FIRST_SCREEN_MS after the page's load event. */
export function useAfterFirstScreen(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => afterFirstScreen(() => setDone(true)), []);
  return done;
}
