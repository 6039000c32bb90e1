import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render as renderInPage, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportReachability } from '../../../lib/connection';
import { BACK_ONLINE_MS, BACK_ONLINE_TEXT, OFFLINE_BAR_TEXT, OfflineBar } from './offline-bar';

function render(ui: ReactElement) {
  return renderInPage(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
}

function setBrowserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  act(() => reportReachability(true));
});

describe('offline bar', () => {
  it('says nothing while online, politely', () => {
    render(<OfflineBar />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
  });

  it('shows while the browser is offline, then says the connection is back and goes', () => {
    vi.useFakeTimers();
    render(<OfflineBar />);
    act(() => setBrowserOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_BAR_TEXT);

    act(() => setBrowserOnline(true));
    expect(screen.getByRole('status')).toHaveTextContent(BACK_ONLINE_TEXT);
    act(() => vi.advanceTimersByTime(BACK_ONLINE_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows when a call fails for lack of network though the browser says online', () => {
    render(<OfflineBar />);
    act(() => reportReachability(false));
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_BAR_TEXT);
    act(() => reportReachability(true));
    expect(screen.getByRole('status')).toHaveTextContent(BACK_ONLINE_TEXT);
  });
});
