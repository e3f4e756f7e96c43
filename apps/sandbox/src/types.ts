import type { PGlite } from '@electric-sql/pglite';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { Contract } from './contract.ts';
import type { RsaKeyPair } from './crypto.ts';
import type { SessionMember } from './store/sessions.ts';

export interface Logger {
  error(...args: unknown[]): void;
  warn(...args: unknown[]): void;
}

/** What every handler may use; built once per sandbox. */
export interface Deps {
  db: PGlite;
  now: () => number;
  keys: RsaKeyPair;
  contract: Contract;
  log: Logger;
}

export interface SandboxEnv {
  // Absent when a test calls app.request() without a Node server.
  Bindings: Partial<HttpBindings> | undefined;
  Variables: {
    /** The request body (JSON or form), decrypted when the operation is x-encrypted, and valid against the contract. */
    body: unknown;
    /** The caller's session on bearer-secured operations. */
    session: SessionMember | null;
  };
}

export type SandboxContext = Context<SandboxEnv>;
export type Handler = (c: SandboxContext, deps: Deps) => Promise<Response>;
