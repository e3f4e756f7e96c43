import { assign, fromPromise, setup } from 'xstate';
import type { Permission, SystemStatus } from '@wl/api/types';
import { STATUS_RECHECK_MS } from '../constants';
import { errorMessage } from '../errors';
import { errorParams, outputAs } from '../form';
import { actorNotProvided } from '../notProvided';

/** Spec §3/§4: systemStatus selects the normal app, the maintenance page or the blocked-region page. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const satisfies Record<
  string,
  SystemStatus
>;

/** Translation key shown when the permission call fails without a message. */
export const BOOT_FAILED_KEY = 'boot.failed';

export interface BootInput {
  /** The current site host; the server picks the merchant's permission by it. */
  host: string;
}

export interface BootContext {
  host: string;
  permission: Permission | null;
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
 * The first thing the site runs: loads the permission for this host and decides which shell to show.
 * `ready` carries the permission in context; `maintenance` and `regionBlocked` recheck the status until it changes.
 */
export const bootMachine = bootSetup.createMachine({
  id: 'boot',
  context: ({ input }) => ({ host: input.host, permission: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadPermission',
        input: ({ context }) => ({ host: context.host }),
        onDone: { target: 'routing', actions: { type: 'assignPermission', params: outputAs('permission') } },
        onError: { target: 'failed', actions: { type: 'assignError', params: errorParams } },
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
