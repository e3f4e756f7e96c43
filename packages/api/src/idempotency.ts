import type { components } from './generated/schema';

/**
 * A fresh idempotency key for one money write (openapi IdempotencyKey). Make it when the player submits, and send
 * the same key again when retrying that submission: the server then answers the first result and moves nothing.
 */
export function newIdempotencyKey(): components['schemas']['IdempotencyKey'] {
  return globalThis.crypto.randomUUID();
}
