import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Permission, SystemStatus } from '@wl/api/types';
import { STATUS_RECHECK_MS } from '../constants';
import { BOOT_FAILED_KEY, bootMachine } from './bootMachine';
import type { SettingsTreeNode, SiteFeatures } from './features';

/** The merchant folder's toggles in these tests: everything off. */
const DEFAULTS: SiteFeatures = {
  usernameRegistration: false,
  mobileRegistration: false,
  smsVerification: false,
  directRegistration: false,
  mobileCodeLogin: false,
  freePlay: false,
  forcedPasswordChange: false,
  passwordChangeMail: false,
  passwordChangeVerification: false,
  referral: false,
  agentCentre: false,
  loginedToHomePage: false,
};

const node = (modId: string, enabled: '1' | '0', childrenNodes: SettingsTreeNode[] = []): SettingsTreeNode => ({
  modId,
  enabled,
  childrenNodes,
});

function permission(systemStatus: SystemStatus): Permission {
  return {
    systemStatus,
    publicKey: 'spki',
    whitelabel: { CBS3: true },
    register: { usernameEnabled: true, mobileReg: false },
    resources: [],
    customerService: [],
    location: { ip: '203.0.113.7', countryCode: 'TH' },
    maintenance: { title: 'Maintenance', info: 'Back soon' },
    regionRestriction: { title: 'Restricted', info: 'Not available here' },
    imageCDNs: [],
    launchGameCDNs: [],
  };
}

/** A boot actor whose permission and status answers the test can change between calls. */
function startBoot(options: {
  permissions: Array<SystemStatus | Error>;
  statuses?: Array<SystemStatus | Error>;
  /** The settings tree's answers (an empty tree each time when left out). */
  trees?: Array<SettingsTreeNode[] | Error>;
}) {
  const permissionCalls: string[] = [];
  const treeCalls = { count: 0 };
  const loadSettingsTree = fromPromise<readonly SettingsTreeNode[]>(async () => {
    treeCalls.count += 1;
    const next = options.trees ? options.trees.shift() : [];
    if (next === undefined) throw new Error('no more tree answers');
    if (next instanceof Error) throw next;
    return next;
  });
  const statusCalls = { count: 0 };
  const loadPermission = fromPromise<Permission, { host: string }>(async ({ input }) => {
    permissionCalls.push(input.host);
    const next = options.permissions.shift();
    if (next === undefined) throw new Error('no more permission answers');
    if (next instanceof Error) throw next;
    return permission(next);
  });
  const loadSystemStatus = fromPromise<SystemStatus>(async () => {
    statusCalls.count += 1;
    const next = options.statuses?.shift();
    if (next === undefined) throw new Error('no more status answers');
    if (next instanceof Error) throw next;
    return next;
  });
  const actor = createActor(bootMachine.provide({ actors: { loadPermission, loadSystemStatus, loadSettingsTree } }), {
    input: { host: 'play.example.com', defaults: DEFAULTS },
  });
  actor.start();
  return { actor, permissionCalls, statusCalls, treeCalls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('bootMachine', () => {
  it('starts by loading the permission for the host', () => {
    const { actor, permissionCalls } = startBoot({ permissions: [0] });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(permissionCalls).toEqual(['play.example.com']);
  });

  it('status 0 opens the app with the permission in context', async () => {
    const { actor } = startBoot({ permissions: [0] });
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context.permission?.systemStatus).toBe(0);
    expect(snapshot.context.error).toBeNull();
  });

  it('status 1 shows maintenance', async () => {
    const { actor } = startBoot({ permissions: [1] });
    const snapshot = await waitFor(actor, (s) => s.matches('maintenance'));
    expect(snapshot.context.permission?.maintenance.title).toBe('Maintenance');
  });

  it('status 2 shows the blocked-region page', async () => {
    const { actor } = startBoot({ permissions: [2] });
    const snapshot = await waitFor(actor, (s) => s.matches('regionBlocked'));
    expect(snapshot.context.permission?.regionRestriction.title).toBe('Restricted');
  });

  it('a failed permission call keeps the message and boot.retry loads again', async () => {
    const { actor, permissionCalls } = startBoot({
      permissions: [new Error('Network link is abnormal, please try again'), 0],
    });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('Network link is abnormal, please try again');
    expect(failed.context.permission).toBeNull();

    actor.send({ type: 'boot.retry' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context.error).toBeNull();
    expect(permissionCalls).toHaveLength(2);
  });

  it('a failure without a message falls back to a translation key', async () => {
    const { actor } = startBoot({ permissions: [new Error('')] });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe(BOOT_FAILED_KEY);
  });

  it('ignores boot.retry outside the error page', async () => {
    const { actor, permissionCalls } = startBoot({ permissions: [0] });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'boot.retry' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(permissionCalls).toHaveLength(1);
  });

  describe('recheck while unavailable', () => {
    it('maintenance stays while the status is still 1', async () => {
      vi.useFakeTimers();
      const { actor, statusCalls } = startBoot({ permissions: [1], statuses: [1, 1] });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches({ maintenance: 'waiting' })).toBe(true);

      await vi.advanceTimersByTimeAsync(STATUS_RECHECK_MS - 1);
      expect(statusCalls.count).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(statusCalls.count).toBe(1);
      expect(actor.getSnapshot().matches({ maintenance: 'waiting' })).toBe(true);

      // It keeps polling.
      await vi.advanceTimersByTimeAsync(STATUS_RECHECK_MS);
      expect(statusCalls.count).toBe(2);
      expect(actor.getSnapshot().matches('maintenance')).toBe(true);
    });

    it('maintenance reloads the permission and opens the app when the status becomes 0', async () => {
      vi.useFakeTimers();
      const { actor, permissionCalls } = startBoot({ permissions: [1, 0], statuses: [1, 0] });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches('maintenance')).toBe(true);

      await vi.advanceTimersByTimeAsync(STATUS_RECHECK_MS);
      expect(actor.getSnapshot().matches('maintenance')).toBe(true);
      await vi.advanceTimersByTimeAsync(STATUS_RECHECK_MS);
      expect(actor.getSnapshot().matches('ready')).toBe(true);
      expect(actor.getSnapshot().context.permission?.systemStatus).toBe(0);
      expect(permissionCalls).toHaveLength(2);
    });

    it('regionBlocked rechecks the same way', async () => {
      vi.useFakeTimers();
      const { actor } = startBoot({ permissions: [2, 0], statuses: [0] });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches('regionBlocked')).toBe(true);
      await vi.advanceTimersByTimeAsync(STATUS_RECHECK_MS);
      expect(actor.getSnapshot().matches('ready')).toBe(true);
    });

    it('a change between 1 and 2 reloads the permission for the other page', async () => {
      vi.useFakeTimers();
      const { actor } = startBoot({ permissions: [1, 2], statuses: [2] });
      await vi.advanceTimersByTimeAsync(0);
      await vi.advanceTimersByTimeAsync(STATUS_RECHECK_MS);
      expect(actor.getSnapshot().matches('regionBlocked')).toBe(true);
      expect(actor.getSnapshot().context.permission?.systemStatus).toBe(2);
    });

    it('status.recheck checks now, without waiting for the timer', async () => {
      vi.useFakeTimers();
      const { actor, statusCalls } = startBoot({ permissions: [1, 0], statuses: [0] });
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'status.recheck' });
      expect(actor.getSnapshot().matches({ maintenance: 'checking' })).toBe(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(statusCalls.count).toBe(1);
      expect(actor.getSnapshot().matches('ready')).toBe(true);
    });

    it('status.recheck restarts the wait, so the next automatic check is a full interval later', async () => {
      vi.useFakeTimers();
      const { actor, statusCalls } = startBoot({ permissions: [1], statuses: [1, 1] });
      await vi.advanceTimersByTimeAsync(STATUS_RECHECK_MS / 2);
      actor.send({ type: 'status.recheck' });
      await vi.advanceTimersByTimeAsync(0);
      expect(statusCalls.count).toBe(1);
      await vi.advanceTimersByTimeAsync(STATUS_RECHECK_MS - 1);
      expect(statusCalls.count).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(statusCalls.count).toBe(2);
    });

    it('a failed status check keeps the page and tries again later', async () => {
      vi.useFakeTimers();
      const { actor, statusCalls } = startBoot({ permissions: [1, 0], statuses: [new Error('offline'), 0] });
      await vi.advanceTimersByTimeAsync(STATUS_RECHECK_MS);
      expect(statusCalls.count).toBe(1);
      expect(actor.getSnapshot().matches({ maintenance: 'waiting' })).toBe(true);
      await vi.advanceTimersByTimeAsync(STATUS_RECHECK_MS);
      expect(actor.getSnapshot().matches('ready')).toBe(true);
    });

    it('a failed permission reload after the status changed goes to the error page', async () => {
      vi.useFakeTimers();
      const { actor } = startBoot({ permissions: [1, new Error('Server busy')], statuses: [0] });
      await vi.advanceTimersByTimeAsync(STATUS_RECHECK_MS);
      expect(actor.getSnapshot().matches('failed')).toBe(true);
      expect(actor.getSnapshot().context.error).toBe('Server busy');
    });

    it('does not poll once the app is ready', async () => {
      vi.useFakeTimers();
      const { actor, statusCalls } = startBoot({ permissions: [0] });
      await vi.advanceTimersByTimeAsync(STATUS_RECHECK_MS * 3);
      expect(actor.getSnapshot().matches('ready')).toBe(true);
      expect(statusCalls.count).toBe(0);
    });
  });

  it('fails loudly when the site forgot to provide loadPermission', async () => {
    const actor = createActor(bootMachine, { input: { host: 'h', defaults: DEFAULTS } }).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toMatch(/loadPermission.*not provided/);
  });

  describe('the feature toggles (spec §6)', () => {
    it('loads the settings tree with the permission and takes the toggles from it', async () => {
      const { actor, treeCalls } = startBoot({
        permissions: [0],
        trees: [[node('LOGIN', '1', [node('LOGIN_FREE_PLAY', '1'), node('LOGIN_MOBILE_CODE', '0')])]],
      });
      expect(treeCalls.count).toBe(1);
      const { features } = (await waitFor(actor, (s) => s.matches('ready'))).context;
      expect(features).toMatchObject({ freePlay: true, mobileCodeLogin: false });
    });

    it('a switch the tree does not name comes from the whitelabel flags, else from the merchant', async () => {
      // permission(0)'s flags: CBS3 only; the tree names no referral, no loginedToHomePage
      const { actor } = startBoot({ permissions: [0], trees: [[node('REFERRAL', '1')]] });
      const { features } = (await waitFor(actor, (s) => s.matches('ready'))).context;
      expect(features).toEqual({ ...DEFAULTS, referral: true });
    });

    it('a failed settings call is no failed boot: the flags and the defaults decide', async () => {
      const { actor } = startBoot({ permissions: [0], trees: [new Error('Server busy')] });
      const snapshot = await waitFor(actor, (s) => s.matches('ready'));
      expect(snapshot.context.settingsTree).toBeNull();
      expect(snapshot.context.features).toEqual(DEFAULTS);
    });

    it('a status that changes back to normal loads the tree again (a switch flipped meanwhile shows)', async () => {
      vi.useFakeTimers();
      const { actor, treeCalls } = startBoot({
        permissions: [1, 0],
        statuses: [0],
        trees: [[node('LOGIN_FREE_PLAY', '0')], [node('LOGIN_FREE_PLAY', '1')]],
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches('maintenance')).toBe(true);
      await vi.advanceTimersByTimeAsync(STATUS_RECHECK_MS);
      expect(actor.getSnapshot().matches('ready')).toBe(true);
      expect(treeCalls.count).toBe(2);
      expect(actor.getSnapshot().context.features.freePlay).toBe(true);
    });
  });
});
