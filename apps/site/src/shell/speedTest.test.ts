import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SPEED_TEST_CONCURRENCY,
  SPEED_TEST_TIMEOUT_MS,
  domainsOf,
  loadRouters,
  measureDomain,
  measureDomains,
  probeUrl,
  type ProbeDeps,
} from './speedTest';

const getRouters = vi.hoisted(() => vi.fn());
vi.mock('../api', () => ({ api: { system: { getRouters } } }));

interface FakeCall {
  url: string;
  init: RequestInit;
  answer: () => void;
  fail: () => void;
}

/** A fetch whose requests wait until the test answers or fails them; an abort fails them as the browser does. */
function fakeNetwork() {
  const calls: FakeCall[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetch = vi.fn(
    (url: string, init: RequestInit) =>
      new Promise<unknown>((resolve, reject) => {
        let settled = false;
        const settle = (ok: boolean) => {
          if (settled) return;
          settled = true;
          inFlight--;
          if (ok) resolve({ type: 'opaque' });
          else reject(new DOMException('The operation was aborted.', 'AbortError'));
        };
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        init.signal?.addEventListener('abort', () => settle(false));
        calls.push({ url, init, answer: () => settle(true), fail: () => settle(false) });
      }),
  );
  let stamps = 0;
  const deps: ProbeDeps = { fetch, now: () => Date.now(), stamp: () => `s${++stamps}` };
  return {
    deps,
    fetch,
    calls,
    /** The request to a domain (the latest one). */
    callTo: (domain: string) => calls.findLast((call) => call.url.startsWith(`${domain}/`))!,
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
  };
}

/** Lets the fake clock run, settling the promises in between. */
const wait = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  getRouters.mockReset();
});

describe('probeUrl', () => {
  it("asks for the domain's favicon with a unique stamp", () => {
    expect(probeUrl('https://www.siam-sandbox.example', 'abc')).toBe(
      'https://www.siam-sandbox.example/favicon.ico?_=abc',
    );
    expect(probeUrl('https://www2.siam-sandbox.example/', 'x')).toBe(
      'https://www2.siam-sandbox.example/favicon.ico?_=x',
    );
  });

  it('takes a bare host as https', () => {
    expect(probeUrl('www3.siam-sandbox.example', '1')).toBe('https://www3.siam-sandbox.example/favicon.ico?_=1');
  });
});

describe('measureDomain', () => {
  it('answers the time to the answer in whole milliseconds, asking without cors and without the cache', async () => {
    const net = fakeNetwork();
    const measured = measureDomain('https://a.example', { deps: net.deps });
    await wait(137);
    net.callTo('https://a.example').answer();
    await expect(measured).resolves.toBe(137);
    expect(net.fetch).toHaveBeenCalledOnce();
    expect(net.calls[0]!.url).toBe('https://a.example/favicon.ico?_=s1');
    expect(net.calls[0]!.init).toMatchObject({ mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
  });

  it('gives up after the timeout: the request is aborted and the domain is unreachable', async () => {
    const net = fakeNetwork();
    const measured = measureDomain('https://slow.example', { deps: net.deps });
    await wait(SPEED_TEST_TIMEOUT_MS - 1);
    expect(net.calls[0]!.init.signal?.aborted).toBe(false);
    await wait(1);
    expect(net.calls[0]!.init.signal?.aborted).toBe(true);
    await expect(measured).resolves.toBeNull();
  });

  it('counts a failed request (no such host, refused) as unreachable', async () => {
    const net = fakeNetwork();
    const measured = measureDomain('https://nowhere.example', { deps: net.deps });
    await wait(20);
    net.calls[0]!.fail();
    await expect(measured).resolves.toBeNull();
    // and leaves no timer behind
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops when the caller aborts', async () => {
    const net = fakeNetwork();
    const controller = new AbortController();
    const measured = measureDomain('https://a.example', { deps: net.deps, signal: controller.signal });
    controller.abort();
    await expect(measured).resolves.toBeNull();
    expect(net.calls[0]!.init.signal?.aborted).toBe(true);
  });
});

describe('measureDomains', () => {
  const domains = ['https://d1.example', 'https://d2.example', 'https://d3.example', 'https://d4.example'];
  const five = [...domains, 'https://d5.example'];

  it(`measures at most ${SPEED_TEST_CONCURRENCY} domains at a time, starting them in the list's order`, async () => {
    const net = fakeNetwork();
    const results: [string, number | null][] = [];
    const done = measureDomains(five, (domain, ms) => results.push([domain, ms]), { deps: net.deps });
    await wait();
    expect(net.inFlight).toBe(SPEED_TEST_CONCURRENCY);
    expect(net.calls.map((call) => new URL(call.url).host)).toEqual(['d1.example', 'd2.example', 'd3.example']);

    // one answers: the next one starts in its place
    await wait(50);
    net.callTo('https://d2.example').answer();
    await wait();
    expect(net.calls.map((call) => new URL(call.url).host)).toEqual([
      'd1.example',
      'd2.example',
      'd3.example',
      'd4.example',
    ]);
    expect(net.inFlight).toBe(SPEED_TEST_CONCURRENCY);

    for (const domain of ['https://d1.example', 'https://d3.example', 'https://d4.example']) {
      await wait(10);
      net.callTo(domain).answer();
    }
    await wait();
    net.callTo('https://d5.example').answer();
    await done;
    expect(net.maxInFlight).toBe(SPEED_TEST_CONCURRENCY);
    expect(net.fetch).toHaveBeenCalledTimes(5);
    expect(results).toHaveLength(5);
  });

  it('reports each result as it comes in, for the right domain, whatever the order', async () => {
    const net = fakeNetwork();
    const results: [string, number | null][] = [];
    const done = measureDomains(domains, (domain, ms) => results.push([domain, ms]), {
      deps: net.deps,
      concurrency: 4,
    });
    await wait(40);
    net.callTo('https://d3.example').answer();
    await wait(60);
    net.callTo('https://d1.example').answer();
    net.callTo('https://d4.example').fail();
    await wait();
    expect(results).toEqual([
      ['https://d3.example', 40],
      ['https://d1.example', 100],
      ['https://d4.example', null],
    ]);
    // d2 never answers: unreachable once the timeout passes
    await wait(SPEED_TEST_TIMEOUT_MS);
    await done;
    expect(results.at(-1)).toEqual(['https://d2.example', null]);
  });

  it('with a timeout each, a list of silent domains ends within one timeout per round', async () => {
    const net = fakeNetwork();
    const results: [string, number | null][] = [];
    const done = measureDomains(five, (domain, ms) => results.push([domain, ms]), { deps: net.deps });
    await wait(SPEED_TEST_TIMEOUT_MS);
    expect(results).toHaveLength(SPEED_TEST_CONCURRENCY);
    await wait(SPEED_TEST_TIMEOUT_MS);
    await done;
    expect(results.map(([, ms]) => ms)).toEqual([null, null, null, null, null]);
    expect(results.map(([domain]) => domain)).toEqual(five);
  });

  it('once aborted, starts nothing more and reports nothing more', async () => {
    const net = fakeNetwork();
    const controller = new AbortController();
    const onResult = vi.fn();
    const done = measureDomains(five, onResult, { deps: net.deps, signal: controller.signal });
    await wait(10);
    net.callTo('https://d1.example').answer();
    await wait();
    expect(onResult).toHaveBeenCalledTimes(1);
    controller.abort();
    await done;
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(net.fetch).toHaveBeenCalledTimes(4);
    expect(net.inFlight).toBe(0);
  });

  it('does nothing for an empty list', async () => {
    const net = fakeNetwork();
    const onResult = vi.fn();
    await measureDomains([], onResult, { deps: net.deps });
    expect(net.fetch).not.toHaveBeenCalled();
    expect(onResult).not.toHaveBeenCalled();
  });
});

describe('domainsOf', () => {
  it("keeps the routers call's order, each domain once", () => {
    expect(
      domainsOf([
        { domain: 'https://b.example', speed: 0 },
        { domain: 'https://a.example', speed: 0 },
        { domain: ' https://b.example ', speed: 0 },
        { domain: '', speed: 0 },
      ]),
    ).toEqual(['https://b.example', 'https://a.example']);
  });
});

describe('loadRouters (spec §3 session storage key routers)', () => {
  const list = [
    { domain: 'https://www.siam-sandbox.example', speed: 0 },
    { domain: 'https://www2.siam-sandbox.example', speed: 0 },
  ];

  it('asks once per session and keeps the list under `routers`', async () => {
    getRouters.mockResolvedValue(list);
    await expect(loadRouters()).resolves.toEqual(list);
    expect(JSON.parse(sessionStorage.getItem('routers')!)).toEqual(list);
    await expect(loadRouters()).resolves.toEqual(list);
    expect(getRouters).toHaveBeenCalledOnce();
  });

  it('asks again when the kept list is unreadable', async () => {
    sessionStorage.setItem('routers', '{not json');
    getRouters.mockResolvedValue(list);
    await expect(loadRouters()).resolves.toEqual(list);
    sessionStorage.setItem('routers', JSON.stringify([{ url: 'x' }]));
    await expect(loadRouters()).resolves.toEqual(list);
    expect(getRouters).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing when the call fails', async () => {
    getRouters.mockRejectedValue(new Error('Network link is abnormal, please try again'));
    await expect(loadRouters()).rejects.toThrow('Network link is abnormal, please try again');
    expect(sessionStorage.getItem('routers')).toBeNull();
  });
});
