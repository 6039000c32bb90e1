import { useEffect, type RefObject } from 'react';

/** docs/product.md#constants-and-delays: the horizontal category menu scrolls with a wheel threshold of 15 and a 500 ms transition. */
export const WHEEL_THRESHOLD = 15;
export const WHEEL_SCROLL_MS = 500;

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * Lets a mouse wheel scroll a horizontal strip on desktop: vertical wheel movement of at least
 * WHEEL_THRESHOLD is turned into a smooth horizontal scroll over WHEEL_SCROLL_MS. Horizontal
 * wheels and touch keep their native behaviour, and at either end the page scrolls as usual.
 */
export function useHorizontalWheel(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    let frame = 0;
    /** Where the running animation ends; null when none runs. */
    let target: number | null = null;

    const animate = (from: number, to: number) => {
      cancelAnimationFrame(frame);
      target = to;
      const start = performance.now();
      const step = (now: number) => {
        const t = Math.min(1, (now - start) / WHEEL_SCROLL_MS);
        strip.scrollLeft = from + (to - from) * easeOutCubic(t);
        if (t < 1) frame = requestAnimationFrame(step);
        else target = null;
      };
      frame = requestAnimationFrame(step);
    };

    const onWheel = (event: WheelEvent) => {
      const { deltaX, deltaY } = event;
      if (Math.abs(deltaY) < WHEEL_THRESHOLD || Math.abs(deltaX) >= Math.abs(deltaY)) return;
      const max = strip.scrollWidth - strip.clientWidth;
      if (max <= 0) return;
      const current = target ?? strip.scrollLeft;
      const next = Math.max(0, Math.min(max, current + deltaY * 2));
      if (next === current) return; // at the end: let the page scroll
      event.preventDefault();
      animate(strip.scrollLeft, next);
    };

    strip.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      cancelAnimationFrame(frame);
      strip.removeEventListener('wheel', onWheel);
    };
  }, [ref]);
}
