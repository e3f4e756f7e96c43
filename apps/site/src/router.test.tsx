import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, Navigate, navigate, useLocation, useSearchParams } from './router';

describe('router (history mode, spec §2)', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate')); // the router reads the address again
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('pushes a new entry, gives its state to the next page and starts it at the top', () => {
    const { result } = renderHook(() => useLocation());
    const before = window.history.length;
    act(() => navigate('/rng?page=PT', { state: { from: '/hot' } }));
    expect(result.current).toMatchObject({ pathname: '/rng', search: '?page=PT', state: { from: '/hot' } });
    expect(window.history.length).toBe(before + 1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('replaces instead of pushing the page already shown, and keeps the place for a new filter', () => {
    act(() => navigate('/rng'));
    const length = window.history.length;
    scrollTo.mockClear();
    act(() => navigate('/rng'));
    expect(window.history.length).toBe(length);
    act(() => navigate('/rng?page=PT'));
    expect(window.history.length).toBe(length + 1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('follows Back and Forward (popstate)', () => {
    const { result } = renderHook(() => useLocation());
    act(() => navigate('/live'));
    act(() => {
      window.history.replaceState(null, '', '/fish');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current.pathname).toBe('/fish');
  });

  it('ignores a push the browser refuses (spec §8)', () => {
    vi.spyOn(window.history, 'pushState').mockImplementation(() => {
      throw new DOMException('too many calls', 'SecurityError');
    });
    const { result } = renderHook(() => useLocation());
    expect(() => act(() => navigate('/pvp'))).not.toThrow();
    expect(result.current.pathname).toBe('/');
  });

  it('sets the query on the same path', () => {
    act(() => navigate('/help?topic=a'));
    const { result } = renderHook(() => useSearchParams());
    act(() => result.current[1]({ topic: 'deposit' }));
    expect(window.location.pathname + window.location.search).toBe('/help?topic=deposit');
    expect(result.current[0].get('topic')).toBe('deposit');
  });

  it('redirects with <Navigate replace>', () => {
    const length = window.history.length;
    render(<Navigate to="/login" replace />);
    expect(window.location.pathname).toBe('/login');
    expect(window.history.length).toBe(length);
  });

  it('a link moves within the site on a plain click and leaves modified clicks to the browser', () => {
    render(<Link to="/promotions">Promotions</Link>);
    const link = screen.getByRole('link', { name: 'Promotions' });
    expect(link).toHaveProperty('href', `${window.location.origin}/promotions`);
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true); // not prevented: a new tab
    expect(window.location.pathname).toBe('/');
    expect(fireEvent.click(link)).toBe(false); // prevented: no reload
    expect(window.location.pathname).toBe('/promotions');
  });
});
