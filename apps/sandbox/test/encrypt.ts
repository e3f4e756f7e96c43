// Test-only: what a browser does for an x-encrypted call, with WebCrypto (RSA-OAEP SHA-256 wraps a fresh AES-256-GCM key).
import type { EncryptedEnvelope } from '../src/crypto.ts';

const toBase64 = (bytes: ArrayBuffer | Uint8Array) =>
  Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64');

export async function encryptForServer(publicKeySpkiBase64: string, body: unknown): Promise<EncryptedEnvelope> {
  return encryptBytesForServer(publicKeySpkiBase64, new TextEncoder().encode(JSON.stringify(body)));
}

/** The same for a plaintext given as bytes (which need not be UTF-8). */
export async function encryptBytesForServer(
  publicKeySpkiBase64: string,
  plaintext: Uint8Array<ArrayBuffer>,
): Promise<EncryptedEnvelope> {
  const { subtle } = globalThis.crypto;
  const publicKey = await subtle.importKey(
    'spki',
    Buffer.from(publicKeySpkiBase64, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['wrapKey'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext);
  const key = await subtle.wrapKey('raw', aesKey, publicKey, { name: 'RSA-OAEP' });
  return { encrypted: { key: toBase64(key), iv: toBase64(iv), data: toBase64(data) } };
}
