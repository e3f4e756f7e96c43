import type { Client } from 'openapi-fetch';
import type { paths } from '../generated/schema';

/** What each group of operations is built from: the typed client, and the server key the client remembers. */
export interface OperationContext {
  client: Client<paths>;
  /** Called by the permission call with the server's public key for x-encrypted operations. */
  rememberPublicKey: (key: string) => void;
}
