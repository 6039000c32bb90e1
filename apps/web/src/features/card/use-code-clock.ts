import { useEffect, useState } from 'react';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The device's clock in whole Unix seconds, rendered again at each whole second (the card's
 * countdown), so a code changes exactly at its window's boundary.
 */
export function useCodeClock(): number {
  const [seconds, setSeconds] = useState(nowSeconds);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setSeconds(nowSeconds());
      // To the next whole second, not every 1000 ms: the display never lags the clock.
      timer = setTimeout(tick, 1000 - (Date.now() % 1000));
    };
    tick();
    return () => clearTimeout(timer);
  }, []);

  return seconds;
}
