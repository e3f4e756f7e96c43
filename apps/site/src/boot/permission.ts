import type { Permission } from '@wl/api';
import { api } from '../api';

let early: Promise<Permission> | null = null;

/** Asks for the permission before the app's code has arrived (firstCalls.ts): it gates the first paint. */
export function startPermission(): void {
  early ??= api.system.getPermission(window.location.host);
  early.catch(() => undefined); // its failure is handled when the boot machine takes it
}

/** The permission of a host: the early answer for this site once, a new call after that (a retry). */
export function loadPermission(host: string): Promise<Permission> {
  const pending = early;
  early = null;
  return pending && host === window.location.host ? pending : api.system.getPermission(host);
}
