import type { Client } from 'openapi-fetch';
import type { paths } from '../generated/schema';
import type { Unwrappers } from '../unwrap';

/** What each group of operations is built from: the typed client, its unwrap, and the server key the client remembers. */
export interface OperationContext {
  client: Client<paths>;
  /** The call's envelope value (typed from the generated paths), or the ApiError carrying the player's message. */
  unwrap: Unwrappers['unwrap'];
  /** The same for a success that always carries a value though the contract's envelope allows null. */
  unwrapRequired: Unwrappers['unwrapRequired'];
  /** Called by the permission call with the server's public key for x-encrypted operations. */
  rememberPublicKey: (key: string) => void;
}
