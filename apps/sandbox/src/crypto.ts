import {
  createDecipheriv,
  createHash,
  constants as cryptoConstants,
  generateKeyPair,
  privateDecrypt,
  randomBytes,
} from 'node:crypto';
import { AES_KEY_BYTES, GCM_IV_BYTES, GCM_TAG_BYTES, RSA_MODULUS_BITS, TOKEN_BYTES } from './sandboxConstants.ts';

/** The wire form of an x-encrypted body (openapi.yaml `EncryptedEnvelope`); every field base64. */
export interface EncryptedEnvelope {
  encrypted: { key: string; iv: string; data: string };
}

export interface RsaKeyPair {
  /** PKCS#8 PEM, stays on the server. */
  privateKeyPem: string;
  /** SPKI DER, base64: what the permission call hands out and WebCrypto `importKey('spki')` takes. */
  publicKeySpki: string;
}

/** Any reason an envelope cannot be opened; the message is for logs, the client gets a generic 400. */
export class DecryptError extends Error {
  override name = 'DecryptError';
}

export function createRsaKeyPair(): Promise<RsaKeyPair> {
  return new Promise((resolve, reject) => {
    generateKeyPair(
      'rsa',
      {
        modulusLength: RSA_MODULUS_BITS,
        publicKeyEncoding: { type: 'spki', format: 'der' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      },
      (err, publicKey, privateKey) =>
        err ? reject(err) : resolve({ privateKeyPem: privateKey, publicKeySpki: publicKey.toString('base64') }),
    );
  });
}

/**
 * Opens a hybrid envelope made by WebCrypto: RSA-OAEP (SHA-256) unwraps the raw AES-256 key, AES-256-GCM
 * decrypts `data` (cipher text with the 16-byte tag appended) under the 12-byte `iv`. Returns the parsed JSON body.
 */
export function decryptEnvelope(privateKeyPem: string, envelope: EncryptedEnvelope): unknown {
  try {
    return JSON.parse(openEnvelope(privateKeyPem, envelope).toString('utf8')) as unknown;
  } catch (err) {
    if (err instanceof DecryptError) throw err;
    throw new DecryptError('The decrypted data is not JSON');
  }
}

/** The plaintext bytes of an envelope (the request checks them before it parses them: validation.ts). */
export function openEnvelope(privateKeyPem: string, envelope: EncryptedEnvelope): Buffer {
  const { key, iv, data } = envelope.encrypted;
  let aesKey: Buffer;
  try {
    aesKey = privateDecrypt(
      { key: privateKeyPem, padding: cryptoConstants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(key, 'base64'),
    );
  } catch {
    throw new DecryptError('The key could not be unwrapped');
  }
  if (aesKey.length !== AES_KEY_BYTES) throw new DecryptError(`The key must be ${AES_KEY_BYTES} bytes`);
  const ivBytes = Buffer.from(iv, 'base64');
  if (ivBytes.length !== GCM_IV_BYTES) throw new DecryptError(`The IV must be ${GCM_IV_BYTES} bytes`);
  const sealed = Buffer.from(data, 'base64');
  if (sealed.length < GCM_TAG_BYTES) throw new DecryptError('The data is shorter than the tag');
  try {
    const decipher = createDecipheriv('aes-256-gcm', aesKey, ivBytes, { authTagLength: GCM_TAG_BYTES });
    decipher.setAuthTag(sealed.subarray(sealed.length - GCM_TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - GCM_TAG_BYTES)), decipher.final()]);
  } catch {
    throw new DecryptError('The data failed authentication');
  }
}

/** A fresh session token (hex). */
export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('hex');
}

/** What the sessions table stores instead of the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
