import { randomInt } from 'node:crypto';
import { SERVICE_PATH_KEY_LENGTH } from './platformConstants.ts';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh key of ASCII letters and digits. */
export function newServicePathKey(): string {
  return Array.from({ length: SERVICE_PATH_KEY_LENGTH }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');
}

/**
 * The obfuscated form of a type-3 customer-service path (openapi.yaml, getServiceLink): base64 of the URL's UTF-8
 * bytes, byte i XORed with key byte i mod 8, then the key. `@wl/api` decodes it with `decodeServicePath`.
 */
export function encodeServicePath(url: string, key: string = newServicePathKey()): string {
  if (!new RegExp(`^[A-Za-z0-9]{${SERVICE_PATH_KEY_LENGTH}}$`).test(key)) throw new Error('Invalid service path key');
  const bytes = Buffer.from(url, 'utf8').map((byte, i) => byte ^ key.charCodeAt(i % SERVICE_PATH_KEY_LENGTH));
  return Buffer.from(bytes).toString('base64') + key;
}
