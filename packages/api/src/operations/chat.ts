import type { OperationContext } from './context';
import type { components } from '../generated/schema';

type Schemas = components['schemas'];
export type ChatUrlRequest = Schemas['ChatUrlRequest'];
export type ChatUrl = Schemas['ChatUrl'];
export type ServiceLink = Schemas['ServiceLink'];
export type ServicePath = Schemas['ServicePath'];

/** What the site passes: `b2c` is always 1 and `headerColor` defaults to the spec's #6142bf. */
export type ChatUrlInput = Omit<ChatUrlRequest, 'b2c' | 'headerColor'> & { headerColor?: string };

/** Spec §9 chat header colours: the default, and the one of a chat opened from the left bar. */
export const CHAT_HEADER_COLORS = { default: '#6142bf', leftBar: '#ff947a' } as const;
/** Characters of key at the end of an obfuscated (type 3) service path. */
const SERVICE_PATH_KEY_LENGTH = 8;

/**
 * The URL of a type-3 customer-service path: the last 8 characters are the key, the rest is base64 of the URL's
 * UTF-8 bytes, byte i XORed with key byte i mod 8 (see getServiceLink in openapi.yaml). Throws on a malformed path.
 */
export function decodeServicePath(path: string): string {
  const key = path.slice(-SERVICE_PATH_KEY_LENGTH);
  const cipher = path.slice(0, -SERVICE_PATH_KEY_LENGTH);
  if (cipher.length === 0 || !/^[A-Za-z0-9]+$/.test(key)) throw new Error('Malformed service path');
  try {
    const binary = atob(cipher);
    const bytes = Uint8Array.from(
      binary,
      (char, i) => char.charCodeAt(0) ^ key.charCodeAt(i % SERVICE_PATH_KEY_LENGTH),
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (cause) {
    // Not base64, or bytes that are not UTF-8 once the key is removed.
    throw new Error('Malformed service path', { cause });
  }
}

export function chatOperations({ client, unwrap, unwrapRequired }: OperationContext) {
  return {
    /** The chat window address; a trial account gets the business failure NEED_TRUE_ACCOUNT. */
    getChatUrl: ({ headerColor = CHAT_HEADER_COLORS.default, ...rest }: ChatUrlInput) =>
      unwrapRequired(client.POST('/wps/relay/CSP_getChatUrl', { body: { b2c: 1, headerColor, ...rest } })).then(
        (value) => value.chatUrl,
      ),
    getUnreadCount: () => unwrapRequired(client.GET('/wps/relay/CSP_unreadCount')).then((value) => value.unReadCount),
    /** The links as sent; decode a type-3 path with `decodeServicePath`. */
    getServiceLink: () => unwrap(client.GET('/wps/relay/CSP_getServiceLink')).then((value) => value.version.pathList),
  };
}
