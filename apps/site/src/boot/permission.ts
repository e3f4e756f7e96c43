import type { Permission } from '@wl/api';
import { api } from '../api';

/** The permission of a host. The first one is usually on the wire already (firstCalls.ts); the client takes it. */
export function loadPermission(host: string): Promise<Permission> {
  return api.system.getPermission(host);
}
