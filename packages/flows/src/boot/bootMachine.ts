import { assign, fromPromise, setup } from 'xstate';
import type { Permission, SystemStatus } from '@wl/api/types';
import { STATUS_RECHECK_MS } from '../constants';
import { errorMessage } from '../errors';
import { errorParams, outputAs } from '../form';
import { actorNotProvided } from '../notProvided';
import { siteFeatures, type SettingsTreeNode, type SiteFeatures } from './features';
import { BOOT_FAILED_KEY, SYSTEM_STATUS } from './status';

export { BOOT_FAILED_KEY, SYSTEM_STATUS } from './status';

export interface BootInput {
  /** The current site host; the server picks the merchant's permission by it. */
  host: string;
  /** The merchant folder's toggles: what a switch is when the server names it nowhere. */
  defaults: SiteFeatures;
}

export interface BootContext {
  host: string;
  permission: Permission | null;
  /** The settings tree of this load; null when the call failed (the flags and the defaults decide then). */
  settingsTree: readonly SettingsTreeNode[] | null;
  defaults: SiteFeatures;
  /** Spec §6: every feature toggle, from the tree, the whitelabel flags and the defaults (set when `ready`). */
  features: SiteFeatures;
  error: string | null;
}

export type BootEvent =
  /** From the error page: load the permission again. */
  | { type: 'boot.retry' }
  /** From the maintenance or blocked page: ask the server now instead of waiting for the next recheck. */
  | { type: 'status.recheck' };

export interface LoadPermissionInput {
  host: string;
}

const bootSetup = setup({
  types: {
    context: {} as BootContext,
    events: {} as BootEvent,
    input: {} as BootInput,
  },
  actors: {
    /** The site calls the permission operation with the host. */
    loadPermission: fromPromise<Permission, LoadPermissionInput>(actorNotProvided('loadPermission')),
    /** The site calls the settings tree operation (spec §6: the feature toggles). */
    loadSettingsTree: fromPromise<readonly SettingsTreeNode[]>(actorNotProvided('loadSettingsTree')),
    /** The site calls the light status operation; it answers the bare systemStatus. */
    loadSystemStatus: fromPromise<SystemStatus>(actorNotProvided('loadSystemStatus')),
  },
  guards: {
    isUnderMaintenance: ({ context }) => context.permission?.systemStatus === SYSTEM_STATUS.maintenance,
    isRegionRestricted: ({ context }) => context.permission?.systemStatus === SYSTEM_STATUS.regionRestricted,
    // Any change reloads the permission: back to 0 opens the app, and 1 <-> 2 needs the other page's texts.
    hasStatusChanged: ({ context }, params: { status: SystemStatus }) =>
      params.status !== context.permission?.systemStatus,
  },
  actions: {
    assignPermission: assign((_, params: { permission: Permission }) => ({
      permission: params.permission,
      error: null,
    })),
    assignSettingsTree: assign((_, params: { tree: readonly SettingsTreeNode[] | null }) => ({
      settingsTree: params.tree,
    })),
    assignFeatures: assign(({ context }) => ({
      features: siteFeatures(context.settingsTree, context.permission?.whitelabel ?? {}, context.defaults),
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error, BOOT_FAILED_KEY) })),
  },
  delays: {
    STATUS_RECHECK: STATUS_RECHECK_MS,
  },
});

/** Maintenance and blocked pages poll the same way; entering either starts a fresh wait. */
const recheckingStatus = bootSetup.createStateConfig({
  initial: 'waiting',
  states: {
    waiting: {
      after: { STATUS_RECHECK: 'checking' },
      on: { 'status.recheck': 'checking' },
    },
    checking: {
      invoke: {
        src: 'loadSystemStatus',
        onDone: [
          {
            guard: { type: 'hasStatusChanged', params: outputAs('status') },
            target: '#boot.loading',
          },
          { target: 'waiting' },
        ],
        // A failed check is not news: the page stays and the next recheck tries again.
        onError: { target: 'waiting' },
      },
    },
  },
});

/**
 * The first thing the site runs: loads the permission for this host and the settings tree together, and decides which
 * shell to show. `ready` carries the permission and the feature toggles (spec §6) in context; `maintenance` and
 * `regionBlocked` recheck the status until it changes. A failed settings call is no failed boot: the whitelabel flags
 * and the merchant's defaults decide the toggles then.
 */
export const bootMachine = bootSetup.createMachine({
  id: 'boot',
  context: ({ input }) => ({
    host: input.host,
    permission: null,
    settingsTree: null,
    defaults: input.defaults,
    features: input.defaults,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      type: 'parallel',
      onDone: { target: 'routing', actions: 'assignFeatures' },
      states: {
        permission: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadPermission',
                input: ({ context }) => ({ host: context.host }),
                onDone: { target: 'done', actions: { type: 'assignPermission', params: outputAs('permission') } },
                onError: { target: '#boot.failed', actions: { type: 'assignError', params: errorParams } },
              },
            },
            done: { type: 'final' },
          },
        },
        settings: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadSettingsTree',
                onDone: { target: 'done', actions: { type: 'assignSettingsTree', params: outputAs('tree') } },
                onError: { target: 'done', actions: { type: 'assignSettingsTree', params: { tree: null } } },
              },
            },
            done: { type: 'final' },
          },
        },
      },
    },
    // Transient: picks the shell from the permission just assigned.
    routing: {
      always: [
        { guard: 'isUnderMaintenance', target: 'maintenance' },
        { guard: 'isRegionRestricted', target: 'regionBlocked' },
        { target: 'ready' },
      ],
    },
    ready: {},
    maintenance: recheckingStatus,
    regionBlocked: recheckingStatus,
    failed: {
      on: { 'boot.retry': 'loading' },
    },
  },
});

export type BootMachine = typeof bootMachine;
