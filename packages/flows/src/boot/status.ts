// The boot's plain values, apart from its machine: the site's first paint reads them without XState.
import type { SystemStatus } from '@wl/api/types';

/** Spec §3/§4: systemStatus selects the normal app, the maintenance page or the blocked-region page. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const satisfies Record<
  string,
  SystemStatus
>;

/** Translation key shown when the permission call fails without a message (or the boot's code does not load). */
export const BOOT_FAILED_KEY = 'boot.failed';
