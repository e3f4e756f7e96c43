// Google Authenticator codes: HOTP (RFC 4226) over 30-second time steps (TOTP, RFC 6238), HMAC-SHA1, 6 digits,
// secrets in base32 (RFC 4648). node:crypto only.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TOTP_SECRET_BYTES,
  TOTP_WINDOW_STEPS,
} from './securityConstants.ts';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding. */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (any case, spaces and padding ignored); throws on other characters. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`Not base32: ${JSON.stringify(char)}`);
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  return Buffer.from(out);
}

/** RFC 4226 HOTP of the counter, `digits` long (zero padded). */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS, algorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step of a moment (ms since the epoch). */
export function timeStep(nowMs: number, period = TOTP_PERIOD_SECONDS): number {
  return Math.floor(nowMs / 1000 / period);
}

/** RFC 6238 TOTP at a moment. */
export function totp(key: Uint8Array, nowMs: number, digits = TOTP_DIGITS, algorithm = 'sha1'): string {
  return hotp(key, timeStep(nowMs), digits, algorithm);
}

/**
 * The time step whose code `code` is, within TOTP_WINDOW_STEPS either side of now; null when none. Steps at or
 * before `lastStep` are not accepted (a code is good once).
 */
export function matchStep(secret: string, code: string, nowMs: number, lastStep: number | null): number | null {
  const key = base32Decode(secret);
  const current = timeStep(nowMs);
  const given = Buffer.from(code);
  let found: number | null = null;
  // Every candidate is compared (no early exit), each in constant time.
  for (let step = current - TOTP_WINDOW_STEPS; step <= current + TOTP_WINDOW_STEPS; step++) {
    const expected = Buffer.from(hotp(key, step));
    if (expected.length === given.length && timingSafeEqual(expected, given) && found === null) found = step;
  }
  if (found === null || (lastStep !== null && found <= lastStep)) return null;
  return found;
}

/** A new random secret, base32. */
export function newSecret(): string {
  return base32Encode(randomBytes(TOTP_SECRET_BYTES));
}

/** The otpauth URI authenticator apps read from the QR code (Key Uri Format). */
export function otpauthUri(secret: string, accountName: string, issuer = TOTP_ISSUER): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString().replace(/\+/g, '%20')}`;
}
