import { expect } from 'vitest';
import { isApiError, type Api } from '@wl/api';
import type { Harness } from '../harness.ts';

export interface CaseContext {
  /** A client with no session (a visitor). */
  visitor: Api;
  /** A client logged in as the demo member. */
  member: Api;
  /** A client logged in as the demo agent. */
  agent: Api;
  /** Makes a new client logged in as `account` (for calls that change or end a session). */
  clientFor(account: string, password: string): Promise<Api>;
  harness: Harness;
}

/**
 * A call (or a few) through @wl/api that exercises one operation. The coverage test records which operations
 * were answered within the contract; `run` asserts what the answer means.
 */
export interface ContractCase {
  name: string;
  run(context: CaseContext): Promise<void>;
}

/** The business failure's code a call ends in, or a failed expectation when it succeeds. */
export async function failureCode(call: Promise<unknown>): Promise<string | null | undefined> {
  try {
    await call;
  } catch (error) {
    expect(isApiError(error) && error.kind).toBe('business');
    if (isApiError(error)) return error.code;
  }
  throw new Error('expected a business failure');
}
