import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render as renderInPage, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE, reportReachability } from '../../../lib/connection';
import { OFFLINE_TOAST_ID } from '../../../lib/report-error';
import { toast, Toaster } from '../../../lib/toast';
import {
  BACK_ONLINE_MS,
  BACK_ONLINE_TEXT,
  BAR_HEIGHT_PROPERTY,
  OFFLINE_BAR_TEXT,
  OfflineBar,
} from './offline-bar';

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

  it("replaces the 'Sem conexão' toast with 'Conexão restabelecida' instead of stacking them", async () => {
    render(
      <>
        <OfflineBar />
        <Toaster />
      </>,
    );
    act(() => setBrowserOnline(false));
    act(() => toast.error(OFFLINE_MESSAGE, { id: OFFLINE_TOAST_ID }));
    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeVisible();

    act(() => setBrowserOnline(true));
    expect(screen.getByText(BACK_ONLINE_TEXT)).toBeVisible();
    await waitFor(() => expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument());
  });

  it('keeps its height free at the top of the page while it shows, so the header stays in view', () => {
    render(<OfflineBar />);
    const reserved = () => document.documentElement.style.getPropertyValue(BAR_HEIGHT_PROPERTY);
    expect(reserved()).toBe('');
    act(() => setBrowserOnline(false));
    expect(reserved()).toMatch(/^\d+px$/);
    act(() => setBrowserOnline(true));
    expect(reserved()).toMatch(/^\d+px$/);
  });
});
