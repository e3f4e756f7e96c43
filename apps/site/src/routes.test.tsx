import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { PART_LOAD_TIMEOUT_MS } from '@wl/flows';

// the frame and the pages are not what is tested here: the part loaders and their timeout are
vi.mock('./shell/SiteFrame', () => ({ SiteFrame: () => null }));
vi.mock('./shell/PartStates', () => ({ PartError: () => null, PartLoading: () => null }));
vi.mock('./pages/HomePage', () => ({ default: () => null }));
vi.mock('./boot/features', () => ({ bootFeatures: () => Promise.resolve({ loginedToHomePage: false }) }));
vi.mock('./session/session', () => ({ session: { token: () => null } }));
vi.mock('./i18n', () => ({ withNamespaces: (load: () => Promise<unknown>) => load }));

const { partLoaders, PartTimeoutError, routes } = await import('./routes');

/** The page routes (children of the frame's error boundary) and that boundary. */
const boundary = routes[0]!.children![0]!;
const route = (path: string) => boundary.children!.find((candidate: RouteObject) => candidate.path === path)!;
const loadRoute = (path: string) => (route(path).lazy as () => Promise<{ Component?: unknown }>)();

const original = { ...partLoaders };
afterEach(() => {
  Object.assign(partLoaders, original);
  vi.useRealTimers();
});

describe('spec §2 loadable parts: the part load fails after 120000 ms or on a missing part (loader error)', () => {
  it('waits 120000 ms for a part, then fails with the timeout', async () => {
    expect(PART_LOAD_TIMEOUT_MS).toBe(120_000);
    vi.useFakeTimers();
    partLoaders.promo = () => new Promise(() => undefined);
    const loading = loadRoute('/promotions');
    const outcome = vi.fn();
    loading.then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(PART_LOAD_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(PartTimeoutError));
    expect((outcome.mock.calls[0]![0] as Error).message).toBe('The promo part did not load within 120000 ms');
  });

  it('gives the page of a part that arrives in time, and its timer goes with it', async () => {
    vi.useFakeTimers();
    const Page = () => null;
    partLoaders.promo = () => new Promise((resolve) => setTimeout(() => resolve({ default: Page }), 1_000));
    const loading = loadRoute('/promotions');
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(loading).resolves.toEqual({ Component: Page });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails with the loader error when the part is missing (its chunk does not load)', async () => {
    const missing = new TypeError('Failed to fetch dynamically imported module: /assets/help-1a2b.js');
    partLoaders.help = () => Promise.reject(missing);
    // both pages of the help part
    await expect(loadRoute('/help')).rejects.toBe(missing);
    await expect(loadRoute('/helpmc')).rejects.toBe(missing);
  });

  it('shows a failed part in the frame, through the pages error element', () => {
    expect(boundary.errorElement).toBeTruthy();
    expect(route('/promotions').lazy).toBeTypeOf('function');
  });
});
