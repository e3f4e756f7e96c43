import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { NEED_TRUE_ACCOUNT_CONFIRM_KEY, NEED_TRUE_ACCOUNT_KEY } from '../constants';
import { deferred } from '../testing/fakes';
import { CHAT_URL_FAILED_KEY } from './constants';
import { chatMachine, selectChatView, type ChatCallInput, type ChatEmitted, type ChatInput } from './chatMachine';

const member = { token: 'tok-member', isAgent: '0' };
const trial = { token: 'tok-trial', isAgent: '4' };
const chatOn = { CBS3: true };

function startChat(input: ChatInput = {}) {
  const calls: { name: 'loadChatUrl' | 'loadUnreadCount'; input: ChatCallInput }[] = [];
  const urls: ReturnType<typeof deferred<string>>[] = [];
  const counts: ReturnType<typeof deferred<number>>[] = [];
  const machine = chatMachine.provide({
    actors: {
      loadChatUrl: fromPromise<string, ChatCallInput>(({ input: callInput }) => {
        calls.push({ name: 'loadChatUrl', input: callInput });
        const call = deferred<string>();
        urls.push(call);
        return call.promise;
      }),
      loadUnreadCount: fromPromise<number, ChatCallInput>(({ input: callInput }) => {
        calls.push({ name: 'loadUnreadCount', input: callInput });
        const call = deferred<number>();
        counts.push(call);
        return call.promise;
      }),
    },
  });
  const actor = createActor(machine, { input });
  const emitted: ChatEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const view = () => selectChatView(actor.getSnapshot());
  return { actor, calls, urls, counts, emitted, view };
}

/** Lets settled promises reach the machine (a few microtask turns; no timers in this package's lib). */
async function flush() {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

/** A logged-in real account with the chat URL and unread count loaded. */
async function readyChat() {
  const chat = startChat({ session: member, whitelabel: chatOn });
  chat.urls[0]!.resolve('https://chat.example/room?t=1');
  chat.counts[0]!.resolve(3);
  await flush();
  return chat;
}

describe('chatMachine: logged out', () => {
  it('starts logged out without a session and calls nothing', () => {
    const { actor, calls, view } = startChat({ whitelabel: chatOn });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(calls).toEqual([]);
    expect(view()).toMatchObject({ available: false, open: false, unreadCount: 0 });
  });

  it('toggle asks for the login modal instead of opening', () => {
    const { actor, emitted } = startChat({ whitelabel: chatOn });
    actor.send({ type: 'chat.toggle' });
    expect(emitted).toEqual([{ type: 'chat.loginRequired' }]);
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
  });

  it('open asks for the login modal too', () => {
    const { actor, emitted } = startChat({ whitelabel: chatOn });
    actor.send({ type: 'chat.open' });
    expect(emitted).toEqual([{ type: 'chat.loginRequired' }]);
  });

  it('ignores the window controls', () => {
    const { actor } = startChat({ whitelabel: chatOn });
    for (const type of ['chat.enlarge', 'chat.shrink', 'chat.hide', 'chat.retry', 'unread.refresh'] as const) {
      actor.send({ type });
    }
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
  });
});

describe('chatMachine: trial account', () => {
  it('a trial login loads nothing', () => {
    const { actor, calls } = startChat({ whitelabel: chatOn });
    actor.send({ type: 'session.login', session: trial });
    expect(actor.getSnapshot().matches('trial')).toBe(true);
    expect(calls).toEqual([]);
  });

  it('opening shows the trial warning in_need_true_account', () => {
    const { actor, emitted, view } = startChat({ session: trial, whitelabel: chatOn });
    actor.send({ type: 'chat.toggle' });
    actor.send({ type: 'chat.open' });
    const warning = { type: 'chat.trialWarning', messageKey: 'in_need_true_account', confirmKey: 'in_increase_submit' };
    expect(emitted).toEqual([warning, warning]);
    expect(NEED_TRUE_ACCOUNT_KEY).toBe('in_need_true_account');
    expect(NEED_TRUE_ACCOUNT_CONFIRM_KEY).toBe('in_increase_submit');
    expect(view().open).toBe(false);
  });

  it('the trial check comes before the service check', () => {
    const { actor, emitted } = startChat({ session: trial });
    actor.send({ type: 'chat.toggle' });
    expect(emitted).toEqual([expect.objectContaining({ type: 'chat.trialWarning' })]);
  });
});

describe('chatMachine: chat service off', () => {
  it('a real account without CBS3 loads nothing and cannot open', () => {
    const { actor, calls, emitted, view } = startChat({ whitelabel: { CBS3: false } });
    actor.send({ type: 'session.login', session: member });
    expect(actor.getSnapshot().matches('unavailable')).toBe(true);
    actor.send({ type: 'chat.toggle' });
    expect(calls).toEqual([]);
    expect(emitted).toEqual([]);
    expect(view()).toMatchObject({ available: false, open: false });
  });

  it('missing flags mean the service is off', () => {
    const { actor } = startChat({ session: member });
    expect(actor.getSnapshot().matches('unavailable')).toBe(true);
  });
});

describe('chatMachine: login with CBS3 and a real account', () => {
  it('loads the chat URL and the unread count with the session', async () => {
    const { actor, calls, urls, counts, view } = startChat({ whitelabel: chatOn });
    actor.send({ type: 'session.login', session: member });
    expect(calls).toEqual([
      { name: 'loadChatUrl', input: { session: member } },
      { name: 'loadUnreadCount', input: { session: member } },
    ]);
    expect(view()).toMatchObject({ available: true, open: false, status: 'loading' });

    urls[0]!.resolve('https://chat.example/room?t=1');
    counts[0]!.resolve(5);
    await flush();
    expect(actor.getSnapshot().matches({ member: { service: 'ready', unread: 'idle' } })).toBe(true);
    expect(view()).toMatchObject({ status: 'ready', chatUrl: 'https://chat.example/room?t=1', unreadCount: 5 });
  });

  it('a restored session loads at start', () => {
    const { calls } = startChat({ session: member, whitelabel: chatOn });
    expect(calls.map((call) => call.name)).toEqual(['loadChatUrl', 'loadUnreadCount']);
  });

  it('a failed chat URL shows the error, and retry loads it again', async () => {
    const { actor, urls, calls, view } = startChat({ session: member, whitelabel: chatOn });
    urls[0]!.reject(new Error('Function not enabled, please contact customer service'));
    await flush();
    expect(view()).toMatchObject({
      status: 'failed',
      error: 'Function not enabled, please contact customer service',
      chatUrl: null,
    });

    actor.send({ type: 'chat.retry' });
    expect(view().status).toBe('loading');
    expect(calls.filter((call) => call.name === 'loadChatUrl')).toHaveLength(2);
    urls[1]!.resolve('https://chat.example/room?t=2');
    await flush();
    expect(view()).toMatchObject({ status: 'ready', chatUrl: 'https://chat.example/room?t=2', error: null });
  });

  it('a failure without a message records a key', async () => {
    const { urls, view } = startChat({ session: member, whitelabel: chatOn });
    urls[0]!.reject(new Error(''));
    await flush();
    expect(view().error).toBe(CHAT_URL_FAILED_KEY);
  });

  it('retry does nothing while the URL is fine', async () => {
    const { actor, calls } = await readyChat();
    actor.send({ type: 'chat.retry' });
    expect(calls.filter((call) => call.name === 'loadChatUrl')).toHaveLength(1);
  });

  it('a failed unread count keeps the last count', async () => {
    const { actor, counts, view } = await readyChat();
    actor.send({ type: 'unread.refresh' });
    counts[1]!.reject(new Error('Network link is abnormal, please try again'));
    await flush();
    expect(view().unreadCount).toBe(3);
    expect(actor.getSnapshot().matches({ member: { unread: 'idle' } })).toBe(true);
  });

  it('a negative count from the server shows as 0', async () => {
    const chat = startChat({ session: member, whitelabel: chatOn });
    chat.counts[0]!.resolve(-2);
    await flush();
    expect(chat.view().unreadCount).toBe(0);
  });
});

describe('chatMachine: the window', () => {
  it('toggle opens at normal size and toggles closed', async () => {
    const { actor, view } = await readyChat();
    actor.send({ type: 'chat.toggle' });
    expect(view()).toMatchObject({ open: true, enlarged: false });
    actor.send({ type: 'chat.toggle' });
    expect(view().open).toBe(false);
  });

  it('opens while the URL is still loading (the window shows it loading)', () => {
    const { actor, view } = startChat({ session: member, whitelabel: chatOn });
    actor.send({ type: 'chat.toggle' });
    expect(view()).toMatchObject({ open: true, status: 'loading' });
  });

  it('open opens and is idempotent', async () => {
    const { actor, view } = await readyChat();
    actor.send({ type: 'chat.open' });
    actor.send({ type: 'chat.enlarge' });
    actor.send({ type: 'chat.open' });
    expect(view()).toMatchObject({ open: true, enlarged: true });
  });

  it('enlarge and shrink', async () => {
    const { actor, view } = await readyChat();
    actor.send({ type: 'chat.toggle' });
    actor.send({ type: 'chat.enlarge' });
    expect(view().enlarged).toBe(true);
    actor.send({ type: 'chat.enlarge' });
    expect(view().enlarged).toBe(true);
    actor.send({ type: 'chat.shrink' });
    expect(view().enlarged).toBe(false);
    actor.send({ type: 'chat.shrink' });
    expect(view()).toMatchObject({ open: true, enlarged: false });
  });

  it('enlarge and shrink do nothing while closed', async () => {
    const { actor, view } = await readyChat();
    actor.send({ type: 'chat.enlarge' });
    expect(view()).toMatchObject({ open: false, enlarged: false });
  });

  it('hide closes and refreshes the unread count', async () => {
    const { actor, calls, counts, view } = await readyChat();
    actor.send({ type: 'chat.toggle' });
    actor.send({ type: 'chat.enlarge' });
    actor.send({ type: 'chat.hide' });
    expect(view()).toMatchObject({ open: false, enlarged: false });
    expect(calls.filter((call) => call.name === 'loadUnreadCount')).toHaveLength(2);
    counts[1]!.resolve(0);
    await flush();
    expect(view().unreadCount).toBe(0);
  });

  it('closing by the toggle refreshes the unread count too', async () => {
    const { actor, calls } = await readyChat();
    actor.send({ type: 'chat.toggle' });
    actor.send({ type: 'chat.toggle' });
    expect(calls.filter((call) => call.name === 'loadUnreadCount')).toHaveLength(2);
  });

  it('hide while closed refreshes nothing', async () => {
    const { actor, calls } = await readyChat();
    actor.send({ type: 'chat.hide' });
    expect(calls.filter((call) => call.name === 'loadUnreadCount')).toHaveLength(1);
  });

  it('reopens at normal size after a hide', async () => {
    const { actor, view } = await readyChat();
    actor.send({ type: 'chat.toggle' });
    actor.send({ type: 'chat.enlarge' });
    actor.send({ type: 'chat.hide' });
    actor.send({ type: 'chat.toggle' });
    expect(view()).toMatchObject({ open: true, enlarged: false });
  });

  it('unread.refresh asks again; a refresh under way is not doubled', async () => {
    const { actor, calls } = await readyChat();
    actor.send({ type: 'unread.refresh' });
    actor.send({ type: 'unread.refresh' });
    expect(calls.filter((call) => call.name === 'loadUnreadCount')).toHaveLength(2);
  });

  it('emits nothing for a real account', async () => {
    const { actor, emitted } = await readyChat();
    actor.send({ type: 'chat.toggle' });
    expect(emitted).toEqual([]);
  });
});

describe('chatMachine: logout and account changes', () => {
  it('logout closes the window and forgets the chat', async () => {
    const { actor, view } = await readyChat();
    actor.send({ type: 'chat.toggle' });
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(view()).toMatchObject({ available: false, open: false, chatUrl: null, unreadCount: 0 });
    expect(actor.getSnapshot().context.session).toBeNull();
  });

  it('logout while loading drops the answers that come late', async () => {
    const { actor, urls, counts, view } = startChat({ session: member, whitelabel: chatOn });
    actor.send({ type: 'session.logout' });
    urls[0]!.resolve('https://chat.example/late');
    counts[0]!.resolve(9);
    await flush();
    expect(view()).toMatchObject({ chatUrl: null, unreadCount: 0 });
  });

  it('after logout, opening asks for the login modal again', async () => {
    const { actor, emitted } = await readyChat();
    actor.send({ type: 'session.logout' });
    actor.send({ type: 'chat.toggle' });
    expect(emitted).toEqual([{ type: 'chat.loginRequired' }]);
  });

  it('a new login replaces the session and loads again', async () => {
    const { actor, calls } = await readyChat();
    const other = { token: 'tok-other', isAgent: '0' };
    actor.send({ type: 'session.login', session: other });
    expect(calls.slice(-2)).toEqual([
      { name: 'loadChatUrl', input: { session: other } },
      { name: 'loadUnreadCount', input: { session: other } },
    ]);
    expect(actor.getSnapshot().context.chatUrl).toBeNull();
  });

  it('a trial login after a member login closes the chat', async () => {
    const { actor, view } = await readyChat();
    actor.send({ type: 'chat.toggle' });
    actor.send({ type: 'session.login', session: trial });
    expect(actor.getSnapshot().matches('trial')).toBe(true);
    expect(view()).toMatchObject({ open: false, chatUrl: null });
  });
});

describe('chatMachine: the header colour of where it opens (spec §9)', () => {
  const leftBar = '#ff947a';

  it('opening from a place with its own colour asks for the chat URL again with it', async () => {
    const { actor, calls, urls, view } = await readyChat();
    actor.send({ type: 'chat.open', headerColor: leftBar });
    expect(calls.at(-1)).toEqual({ name: 'loadChatUrl', input: { session: member, headerColor: leftBar } });
    expect(view()).toMatchObject({ open: true, status: 'loading' });
    urls[1]!.resolve('https://chat.example/room?t=2');
    await flush();
    expect(view()).toMatchObject({ status: 'ready', chatUrl: 'https://chat.example/room?t=2' });
  });

  it('the same colour again keeps the chat; the default button after hiding asks for the default', async () => {
    const { actor, calls, urls } = await readyChat();
    actor.send({ type: 'chat.open', headerColor: leftBar });
    urls[1]!.resolve('https://chat.example/room?t=2');
    await flush();
    actor.send({ type: 'chat.hide' });
    actor.send({ type: 'chat.open', headerColor: leftBar });
    expect(calls.filter((call) => call.name === 'loadChatUrl')).toHaveLength(2);
    actor.send({ type: 'chat.hide' });
    actor.send({ type: 'chat.toggle' });
    expect(calls.filter((call) => call.name === 'loadChatUrl').at(-1)).toEqual({
      name: 'loadChatUrl',
      input: { session: member },
    });
  });

  it('closing by the button never asks again, whatever the colour', async () => {
    const { actor, calls } = await readyChat();
    actor.send({ type: 'chat.open', headerColor: leftBar });
    const before = calls.length;
    actor.send({ type: 'chat.toggle' });
    expect(calls.filter((call) => call.name === 'loadChatUrl')).toHaveLength(
      calls.slice(0, before).filter((call) => call.name === 'loadChatUrl').length,
    );
  });
});
