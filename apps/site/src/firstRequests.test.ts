import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '@wl/api';
import { merchant } from '@merchant/config';
import { announcementsQueryOf } from './content/announcementsRequest';
import { sendEarly, takeEarly, type EarlyRequest } from './earlyCalls';
import { firstRequests } from './firstRequests';

/** The request the API client makes for a call, captured instead of sent. */
async function clientRequest(call: (api: ReturnType<typeof createApi>) => Promise<unknown>, token: string | null) {
  let captured: Request | null = null;
  const api = createApi({
    // the site's client has '' (the page's origin), which only a browser resolves
    baseUrl: window.location.origin,
    merchantCode: merchant.code,
    getToken: () => token,
    getLanguage: () => 'TY',
    fetch: (request) => {
      captured = request;
      return Promise.resolve(new Response('{}', { status: 500 }));
    },
  });
  await call(api).catch(() => undefined);
  return captured!;
}

const fetchSpy = () =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(new Response('{"early":true}')));

async function takenFor(early: EarlyRequest, request: Request) {
  sendEarly(early);
  return takeEarly(request);
}

describe('the first page calls (firstCalls.ts) are the requests the API client makes', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([null, 'a-token'])('the permission and the announcements, with the token %s', async (token) => {
    fetchSpy();
    const requests = firstRequests(token, 'TY');
    const permission = await clientRequest((api) => api.system.getPermission(window.location.host), token);
    const announcements = await clientRequest(
      (api) => api.games.getAnnouncements(announcementsQueryOf(token !== null, 'TY')),
      token,
    );
    expect(announcements.url).toBe(new URL(requests.announcements.url, window.location.href).href);
    expect(announcements.headers.get('Authorization')).toBe(token ? `Bearer ${token}` : null);
    // the client takes the early answer of each: the same method, address, headers that matter and body
    expect(await takenFor(requests.permission, permission)).toBeInstanceOf(Response);
    expect(await takenFor(requests.announcements, announcements)).toBeInstanceOf(Response);
  });

  it.each([null, 'a-token'])('the settings tree, with the token %s (a public call: never with it)', async (token) => {
    fetchSpy();
    const requests = firstRequests(token, 'TY');
    const tree = await clientRequest((api) => api.system.getSettingsTree(), token);
    expect(tree.headers.get('Authorization')).toBeNull();
    expect(await takenFor(requests.settingsTree, tree)).toBeInstanceOf(Response);
  });

  it('gives an early answer once: a second identical call goes to the network', async () => {
    fetchSpy();
    const requests = firstRequests(null, 'EN');
    sendEarly(requests.permission);
    const request = () => new Request(new URL(requests.permission.url, window.location.href), requests.permission);
    expect(await takeEarly(request())).toBeInstanceOf(Response);
    expect(await takeEarly(request())).toBeUndefined();
  });

  it('never hands an answer to a request that differs in language, session or body', async () => {
    fetchSpy();
    const requests = firstRequests(null, 'EN');
    const other = firstRequests('a-token', 'TY');
    sendEarly(requests.announcements);
    sendEarly(requests.permission);
    const asRequest = (early: EarlyRequest) => new Request(new URL(early.url, window.location.href), early);
    expect(await takeEarly(asRequest(other.announcements))).toBeUndefined();
    expect(await takeEarly(asRequest({ ...requests.permission, body: '{"url":"elsewhere"}' }))).toBeUndefined();
    expect(await takeEarly(asRequest({ ...other.permission }))).toBeUndefined();
  });
});
