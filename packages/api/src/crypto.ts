/**
 * Hybrid payload encryption for `x-encrypted` operations (see openapi/openapi.yaml, info):
 * a fresh AES-256-GCM key encrypts the JSON body; RSA-OAEP with SHA-256 wraps that key with the
 * server's public key. WebCrypto only, so it runs in browsers and in Node alike.
 */
import type { components } from './generated/schema';

export type EncryptedEnvelope = components['schemas']['EncryptedEnvelope'];

const IV_BYTES = 12;

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const keyCache = new Map<string, Promise<CryptoKey>>();

function importServerKey(publicKeySpkiBase64: string): Promise<CryptoKey> {
  let key = keyCache.get(publicKeySpkiBase64);
  if (!key) {
    key = crypto.subtle.importKey(
      'spki',
      fromBase64(publicKeySpkiBase64),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['wrapKey'],
    );
    keyCache.set(publicKeySpkiBase64, key);
  }
  return key;
}

export async function encryptPayload(publicKeySpkiBase64: string, body: unknown): Promise<EncryptedEnvelope> {
  const serverKey = await importServerKey(publicKeySpkiBase64);
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(body));
  const [data, key] = await Promise.all([
    crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain),
    crypto.subtle.wrapKey('raw', aesKey, serverKey, { name: 'RSA-OAEP' }),
  ]);
  return { encrypted: { key: toBase64(key), iv: toBase64(iv), data: toBase64(data) } };
}
