import { beforeAll, describe, expect, it } from 'vitest';
import { encryptForServer } from '../test/encrypt.ts';
import { createRsaKeyPair, DecryptError, decryptEnvelope, hashToken, newToken, type RsaKeyPair } from './crypto.ts';

let keys: RsaKeyPair;
beforeAll(async () => {
  keys = await createRsaKeyPair();
});

describe('decryptEnvelope', () => {
  it('opens what WebCrypto sealed with the public key', async () => {
    const body = { type: 'username', username: 'demo', password: 'Pässwörd ไทย' };
    expect(decryptEnvelope(keys.privateKeyPem, await encryptForServer(keys.publicKeySpki, body))).toEqual(body);
  });

  it('refuses tampered data, a wrong key or IV, and an envelope for another server', async () => {
    const { encrypted } = await encryptForServer(keys.publicKeySpki, { a: 1 });
    const flip = (b64: string, at: number) => {
      const bytes = Buffer.from(b64, 'base64');
      bytes[at]! ^= 1;
      return bytes.toString('base64');
    };
    const other = await createRsaKeyPair();
    const cases = [
      { ...encrypted, data: flip(encrypted.data, 0) },
      { ...encrypted, data: flip(encrypted.data, Buffer.from(encrypted.data, 'base64').length - 1) }, // the tag
      { ...encrypted, iv: flip(encrypted.iv, 0) },
      { ...encrypted, iv: Buffer.alloc(16).toString('base64') },
      { ...encrypted, key: flip(encrypted.key, 5) },
      { ...encrypted, data: 'AAAA' },
      (await encryptForServer(other.publicKeySpki, { a: 1 })).encrypted,
    ];
    for (const bad of cases)
      expect(() => decryptEnvelope(keys.privateKeyPem, { encrypted: bad })).toThrow(DecryptError);
  });

  it('refuses a sealed body that is not JSON', async () => {
    const { subtle } = globalThis.crypto;
    const pub = await subtle.importKey(
      'spki',
      Buffer.from(keys.publicKeySpki, 'base64'),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
    const raw = globalThis.crypto.getRandomValues(new Uint8Array(32));
    const aes = await subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt']);
    const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
    const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode('not json'));
    const key = await subtle.encrypt({ name: 'RSA-OAEP' }, pub, raw);
    const b64 = (b: ArrayBuffer | Uint8Array) =>
      Buffer.from(b instanceof Uint8Array ? b : new Uint8Array(b)).toString('base64');
    expect(() =>
      decryptEnvelope(keys.privateKeyPem, { encrypted: { key: b64(key), iv: b64(iv), data: b64(data) } }),
    ).toThrow(/not JSON/);
  });
});

describe('tokens', () => {
  it('are 32 random bytes in hex and stored as a sha256', () => {
    const a = newToken();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newToken()).not.toBe(a);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).not.toBe(a);
  });
});
