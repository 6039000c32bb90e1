import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useOnline } from '../../../lib/connection';

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

/**
 * A small bar while the phone is offline, and a moment after it is back. The status region stays
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
    void queryClient.invalidateQueries();
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [online, queryClient]);

  const text = !online ? OFFLINE_BAR_TEXT : backOnline ? BACK_ONLINE_TEXT : '';
  return (
    <div role="status" aria-live="polite" style={text ? BAR_STYLE : undefined}>
      {text}
    </div>
  );
}
