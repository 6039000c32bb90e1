import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_FIRST_SCREEN_MS, afterFirstScreen, useAfterFirstScreen } from './after-first-screen';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.restoreAllMocks();
});

function pageStillLoading() {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
}

describe('work the first screen does not need', () => {
  it('waits for the load event and then AFTER_FIRST_SCREEN_MS more', () => {
    pageStillLoading();
    const task = vi.fn();
    afterFirstScreen(task);
    vi.advanceTimersByTime(AFTER_FIRST_SCREEN_MS * 5);
    expect(task).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(AFTER_FIRST_SCREEN_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('on a page that has loaded already, waits AFTER_FIRST_SCREEN_MS', () => {
    const task = vi.fn();
    afterFirstScreen(task);
    vi.advanceTimersByTime(AFTER_FIRST_SCREEN_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, before or after the load event', () => {
    pageStillLoading();
    const beforeLoad = vi.fn();
    const afterLoad = vi.fn();
    afterFirstScreen(beforeLoad)();
    const cancel = afterFirstScreen(afterLoad);
    window.dispatchEvent(new Event('load'));
    cancel();
    vi.advanceTimersByTime(AFTER_FIRST_SCREEN_MS * 2);
    expect(beforeLoad).not.toHaveBeenCalled();
    expect(afterLoad).not.toHaveBeenCalled();
  });

  it('is rendered by a component only then', () => {
    function Later() {
      return useAfterFirstScreen() ? <p>Depois</p> : null;
    }
    render(<Later />);
    act(() => vi.advanceTimersByTime(AFTER_FIRST_SCREEN_MS - 1));
    expect(screen.queryByText('Depois')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Depois')).toBeInTheDocument();
  });
});
