// The boot machine with its calls: its own chunk, which Boot loads as it mounts. XState and the API client are then
// not on the first paint; the permission and the settings tree are on the wire already (firstCalls.ts).
import { createActor, fromPromise } from 'xstate';
import { bootMachine, type BootInput, type SettingsTreeNode } from '@wl/flows';
import { api } from '../api';
import { loadPermission } from './permission';

/** The boot's actor for this page, not started yet. */
export function makeBootActor(input: BootInput) {
  return createActor(
    bootMachine.provide({
      actors: {
        loadPermission: fromPromise(({ input: { host } }) => loadPermission(host)),
        loadSettingsTree: fromPromise<readonly SettingsTreeNode[]>(() => api.system.getSettingsTree()),
        loadSystemStatus: fromPromise(api.system.getSystemStatus),
      },
    }),
    { input },
  );
}

export type BootActor = ReturnType<typeof makeBootActor>;
