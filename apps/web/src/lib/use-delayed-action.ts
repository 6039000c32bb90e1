import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs a callback after a delay (the "after 3 s" redirects of docs/product.md#constants-and-delays), cancelled if the screen goes
 * away first so a member who already left is not pulled back.
 */
export function useDelayedAction(): (action: () => void, delayMs: number) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((action, delayMs) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, delayMs);
  }, []);
}
