// How the contract flows keep a failed call: the server's code (so the site can word it in the reader's language)
// and its message (shown as it is when the code has no words of its own), read structurally as flows import only
// types from @wl/api.
import type { AgentContract } from '@wl/api/types';
import { errorMessage } from '../errors';

/** The business failure of an accept whose new rate is below some of the caller's own downline contracts. */
export const DOWNLINE_RATE_HIGHER = 'DOWNLINE_RATE_HIGHER';

/** A failed contract call as the flows keep it. */
export interface ContractFailure {
  /** The envelope's code (RATE_ABOVE_OWN, OFFER_PENDING, ...), null for a failure without one (network). */
  code: string | null;
  /** The server's message, or the flow's fallback key when it had none. */
  message: string;
}

/** `error` as a ContractFailure; `fallback` is the translation key shown when it carries no message. */
export function contractFailure(error: unknown, fallback: string): ContractFailure {
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code
      : null;
  return { code, message: errorMessage(error, fallback) };
}

/** The downline contracts a DOWNLINE_RATE_HIGHER failure names (`value.conflicts`), or null for any other failure. */
export function rateConflicts(error: unknown): AgentContract[] | null {
  if (typeof error !== 'object' || error === null) return null;
  if (!('code' in error) || error.code !== DOWNLINE_RATE_HIGHER) return null;
  const value = 'value' in error ? error.value : undefined;
  if (typeof value !== 'object' || value === null || !('conflicts' in value)) return null;
  return Array.isArray(value.conflicts) ? (value.conflicts as AgentContract[]) : null;
}
