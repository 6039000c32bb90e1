import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { oneOf } from './resource/list-resource';
import { useListParams } from './use-list-params';

/** The hook inside a router at `url`, with the address it leaves. */
function renderListParams(url: string) {
  const seen = { search: '' };
  function Probe({ children }: { children?: ReactNode }) {
    seen.search = useLocation().search;
    return children;
  }
  const hook = { current: null as unknown as ReturnType<typeof useListParams<'q' | 'status'>> };
  function Host() {
    hook.current = useListParams(['q', 'status'] as const);
    return <Probe />;
  }
  const router = createMemoryRouter([{ path: '/', element: <Host /> }], { initialEntries: [url] });
  renderHook(() => null, { wrapper: () => <RouterProvider router={router} /> });
  return { hook, seen };
}

describe('a list’s parameters in the address', () => {
  it('reads page, sort, order and filters, and ignores what is not valid', () => {
    const { hook } = renderListParams('/?page=3&sort=nome&order=desc&q=ana&status=x');
    expect(hook.current.page).toBe(3);
    expect(hook.current.sort).toBe('nome');
    expect(hook.current.order).toBe('desc');
    expect(hook.current.filters).toEqual({ q: 'ana', status: 'x' });
    expect(oneOf(['active', 'disabled'], hook.current.filters.status)).toBeUndefined();

    const bad = renderListParams('/?page=-2&order=sideways');
    expect(bad.hook.current.page).toBe(1);
    expect(bad.hook.current.order).toBeUndefined();
    expect(bad.hook.current.filters).toEqual({ q: '', status: '' });
  });

  it('goes back to page 1 when a filter or the sort changes, and drops empty filters', () => {
    const { hook, seen } = renderListParams('/?page=4&q=ana');
    act(() => hook.current.setFilter('status', 'active'));
    expect(new URLSearchParams(seen.search).get('page')).toBeNull();
    expect(hook.current.page).toBe(1);
    expect(hook.current.filters.status).toBe('active');

    act(() => hook.current.setPage(2));
    act(() => hook.current.setSort({ field: 'email', order: 'desc' }));
    expect(Object.fromEntries(new URLSearchParams(seen.search))).toEqual({
      q: 'ana',
      status: 'active',
      sort: 'email',
      order: 'desc',
    });

    act(() => hook.current.setFilter('q', ''));
    expect(new URLSearchParams(seen.search).has('q')).toBe(false);
  });

  it('sorts by a known field only, else by the fallback ascending', () => {
    const { hook } = renderListParams('/?sort=senha');
    expect(hook.current.sortBy(['nome', 'email'] as const, 'nome')).toEqual({
      field: 'nome',
      order: 'asc',
    });
  });
});
