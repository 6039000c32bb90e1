import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useOnline } from '../../../lib/connection';
import { OFFLINE_TOAST_ID } from '../../../lib/report-error';
import { toast } from '../../../lib/toast';

export const OFFLINE_BAR_TEXT = 'Você está sem conexão. Mostrando o que você viu por último.';
export const BACK_ONLINE_TEXT = 'Conexão restabelecida';
/** How long 'Conexão restabelecida' stays before the bar goes. */
export const BACK_ONLINE_MS = 3000;

// Inline, not a CSS module: the stylesheets are at their 16 KB budget (npm run size).
const BAR_STYLE: CSSProperties = {
  position: 'fixed',
  inset: '0 0 auto',
  zIndex: 900,
  padding: 'var(--space-2) var(--space-4)',
  background: 'var(--color-text)',
  color: 'var(--color-surface)',
  textAlign: 'center',
};

/** The bar's height, which the page leaves free at its top so the company's header stays in view. */
export const BAR_HEIGHT_PROPERTY = '--offline-bar-height';

/** Keeps the bar's height (it wraps with large text) in a property the page's layout reads. */
function useReservedHeight(shown: boolean) {
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    const element = bar.current;
    if (!shown || !element) return;
    const reserve = () => root.setProperty(BAR_HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(BAR_HEIGHT_PROPERTY);
    };
  }, [shown]);
  return bar;
}

/**
 * A small bar while the phone is offline, and a moment after it is back, above the page (which
 * moves down by its height, so nothing is hidden under it). The status region stays
 * in the page so screen readers announce each change, politely. Back online, what the member sees
 * (perhaps the copy kept offline) is fetched again.
 */
export function OfflineBar() {
  const online = useOnline();
  const queryClient = useQueryClient();
  const [backOnline, setBackOnline] = useState(false);
  const wasOffline = useRef(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    // The bar's 'Conexão restabelecida' takes the place of any 'Sem conexão' still showing.
    toast.dismiss(OFFLINE_TOAST_ID);
    void queryClient.invalidateQueries();
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [online, queryClient]);

  const text = !online ? OFFLINE_BAR_TEXT : backOnline ? BACK_ONLINE_TEXT : '';
  const bar = useReservedHeight(text !== '');
  return (
    <div ref={bar} role="status" aria-live="polite" style={text ? BAR_STYLE : undefined}>
      {text}
    </div>
  );
}
